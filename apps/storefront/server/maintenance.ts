import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import inject from 'light-my-request';
import { maintenanceResponse, type Maintenance } from '@shop/contract';
import { isAppLocale, localizedPath, routing, type AppLocale } from '../src/i18n/routing';

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

/** The maintenance page's own path (a prerendered route). */
export const MAINTENANCE_PATH = '/udrzba';
/** How long the switch and the rendered page are kept: an operator's switch shows within this. */
export const MAINTENANCE_CHECK_MS = 5_000;

const OFF: Maintenance = { enabled: false, retryAfterSeconds: 600 };
/** What of the page's own answer goes out. */
const PAGE_HEADERS = ['content-type', 'content-encoding', 'content-language', 'vary', 'link'];
const NOT_FORWARDED = [
  'if-none-match',
  'if-modified-since',
  'content-length',
  'connection',
  'rsc',
  'next-action',
];

/**
 * The shop's maintenance switch (GET /api/v1/maintenance), asked at most once per `ttlMs` however
 * many requests come. A backend that cannot be asked is no maintenance: the last answer stands, or off.
 */
export function maintenanceReader(
  storeUrl: string,
  ttlMs = MAINTENANCE_CHECK_MS,
  fetchImpl: typeof fetch = fetch,
): () => Promise<Maintenance> {
  let known: Maintenance = OFF;
  let until = 0;
  let pending: Promise<Maintenance> | null = null;
  const ask = async (): Promise<Maintenance> => {
    try {
      const res = await fetchImpl(`${storeUrl}/api/v1/maintenance`, { signal: AbortSignal.timeout(2_000) });
      const parsed = maintenanceResponse.safeParse(await res.json());
      if (res.ok && parsed.success) known = parsed.data.data;
    } catch {
      // Keep the last answer.
    }
    until = Date.now() + ttlMs;
    pending = null;
    return known;
  };
  return () => {
    if (Date.now() < until) return Promise.resolve(known);
    pending ??= ask();
    return pending;
  };
}

/** A request for a page (any method), not for a build asset, an API route, an image or a file. */
export function isPageRequest(url: string): boolean {
  const path = url.split('?')[0] ?? '/';
  if (path.startsWith('/_next/') || path.startsWith('/api/') || path.startsWith('/media/')) return false;
  const last = path.split('/').pop() ?? '';
  return !last.includes('.');
}

function localeOf(url: string): AppLocale {
  const first = (url.split('?')[0] ?? '/').split('/').filter(Boolean)[0];
  return isAppLocale(first) && first !== routing.defaultLocale ? first : routing.defaultLocale;
}

/**
 * While the switch is on, every page request gets the maintenance page with status 503 and
 * Retry-After, never cached; assets, API routes (revalidation) and images pass. Returns whether it
 * answered. The page is rendered through `render` once per locale and kept for `ttlMs`.
 */
export function maintenanceGuard(
  read: () => Promise<Maintenance>,
  render: Handler,
  ttlMs = MAINTENANCE_CHECK_MS,
): (req: IncomingMessage, res: ServerResponse) => Promise<boolean> {
  const pages = new Map<AppLocale, { until: number; headers: OutgoingHttpHeaders; body: Buffer }>();
  const pageFor = async (req: IncomingMessage, locale: AppLocale) => {
    const kept = pages.get(locale);
    if (kept && kept.until > Date.now()) return kept;
    const headers: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (!NOT_FORWARDED.includes(name) && value !== undefined) headers[name] = value;
    }
    const page = await inject(render, {
      method: 'GET',
      url: localizedPath(locale, MAINTENANCE_PATH),
      headers,
      remoteAddress: req.socket.remoteAddress,
    });
    if (page.statusCode !== 200) return null;
    const out: OutgoingHttpHeaders = {};
    for (const name of PAGE_HEADERS) if (page.headers[name] !== undefined) out[name] = page.headers[name];
    const fresh = { until: Date.now() + ttlMs, headers: out, body: page.rawPayload };
    pages.set(locale, fresh);
    return fresh;
  };
  return async (req, res) => {
    if (!isPageRequest(req.url ?? '/')) return false;
    const state = await read();
    if (!state.enabled) return false;
    const page = await pageFor(req, localeOf(req.url ?? '/')).catch(() => null);
    res.writeHead(503, {
      ...(page?.headers ?? { 'content-type': 'text/plain; charset=utf-8' }),
      'retry-after': String(state.retryAfterSeconds),
      'cache-control': 'no-store',
    });
    res.end(
      req.method === 'HEAD' ? undefined : (page?.body ?? 'Probíhá údržba. Zkuste to prosím za chvíli.'),
    );
    return true;
  };
}
