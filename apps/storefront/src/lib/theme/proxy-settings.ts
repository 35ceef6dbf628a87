import { settingsApi } from '@shop/contract';
import { routing } from '@/i18n/routing';
import { callBackendRaw } from '../backend';
import type { VatDisplay } from '../currency';
import type { PageFlags } from './page-paths';

/**
 * The shop settings the proxy decides by: the default price display (setting `priceDisplay`, for
 * a shopper who chose none) and the page flags (setting `pages`: a switched-off error page is sent
 * plain). Read from GET /api/v1/globals at most once per `ttlMs` however many requests come: past
 * it the last answer serves while a fresh one is asked, and a revalidation of the globals forgets
 * it, so the next request waits for the new one. A backend that cannot be asked changes nothing:
 * the last answer stands, or the built-in default (both prices, every page). Edge-safe: no zod.
 */
export interface ProxySettings {
  /** The price display of a shopper without display cookies. */
  display: { vat: VatDisplay; both: boolean };
  pages: PageFlags;
}

export const BUILT_IN_SETTINGS: ProxySettings = { display: { vat: 'with', both: true }, pages: {} };
/** How long an answer serves before it is asked again: an operator's change shows within this. */
export const PROXY_SETTINGS_TTL_MS = 5_000;
const TIMEOUT_MS = 2_000;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** The settings of a globals answer, or null when it has none of their shape. */
export function proxySettingsOf(body: unknown): ProxySettings | null {
  const configuration = isRecord(body) && isRecord(body.configuration) ? body.configuration : null;
  const currency = configuration && isRecord(configuration.currency) ? configuration.currency : null;
  if (!configuration || !currency) return null;
  if (typeof currency.displayVAT !== 'boolean' || typeof currency.displayBothPrices !== 'boolean')
    return null;
  const pages: Record<string, boolean> = {};
  if (isRecord(configuration.pages)) {
    for (const [name, shown] of Object.entries(configuration.pages))
      if (typeof shown === 'boolean') pages[name] = shown;
  }
  return {
    display: { vat: currency.displayVAT ? 'with' : 'without', both: currency.displayBothPrices },
    pages,
  };
}

export interface ProxySettingsReader {
  read(): Promise<ProxySettings>;
  /** Drops the answer: the next read waits for a fresh one. */
  forget(): void;
}

/** The globals as the store API answers them, unparsed. */
const askGlobals = (): Promise<Response> =>
  callBackendRaw(settingsApi.globals, {
    locale: routing.defaultLocale,
    headers: { accept: 'application/json' },
    timeoutMs: TIMEOUT_MS,
  });

export function proxySettingsReader(
  ttlMs = PROXY_SETTINGS_TTL_MS,
  fetchGlobals: () => Promise<Response> = askGlobals,
): ProxySettingsReader {
  let known: ProxySettings | null = null;
  /** The globals changed since `known` was asked: the next read waits for a fresh answer. */
  let forgotten = false;
  let until = 0;
  let pending: Promise<ProxySettings> | null = null;
  let generation = 0;
  const ask = (): Promise<ProxySettings> => {
    const asked = generation;
    const answer = (async () => {
      let fresh: ProxySettings | null = null;
      try {
        const res = await fetchGlobals();
        if (res.ok) fresh = proxySettingsOf(await res.json());
      } catch {
        // Keep the last answer.
      }
      // An answer asked before a forget() may be older than the change: it serves this once only.
      if (asked === generation) {
        if (fresh) known = fresh;
        forgotten = false;
        until = Date.now() + ttlMs;
        pending = null;
      }
      return fresh ?? known ?? BUILT_IN_SETTINGS;
    })();
    pending = answer;
    return answer;
  };
  return {
    read() {
      if (!forgotten && Date.now() < until) return Promise.resolve(known ?? BUILT_IN_SETTINGS);
      const asking = pending ?? ask();
      // Past its time the last answer serves while the new one comes.
      return known && !forgotten ? Promise.resolve(known) : asking;
    },
    forget() {
      generation += 1;
      forgotten = true;
      until = 0;
      pending = null;
    },
  };
}

/**
 * One reader per process: the proxy reads it, and the revalidation route (another bundle of the
 * same process) forgets it, so both find it on the global object.
 */
const READER_KEY = Symbol.for('shop.storefront.proxySettings');
type WithReader = typeof globalThis & { [READER_KEY]?: ProxySettingsReader };

function sharedReader(): ProxySettingsReader {
  const g = globalThis as WithReader;
  g[READER_KEY] ??= proxySettingsReader();
  return g[READER_KEY];
}

/** The shop settings the proxy decides by. */
export const proxySettings = (): Promise<ProxySettings> => sharedReader().read();

/** The globals changed: the proxy asks again on its next request. */
export const forgetProxySettings = (): void => sharedReader().forget();
