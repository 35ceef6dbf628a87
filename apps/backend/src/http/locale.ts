import type { FastifyRequest } from 'fastify';
import { defaultLocale, locales, requestHeaders, type Locale } from '@shop/contract';

/** The contract's fallback to Czech, where the backend's modules have always imported it from. */
export { translate } from '@shop/contract';

/** The request's locale from `x-locale`; anything unknown falls back to cs. */
export function requestLocale(req: FastifyRequest): Locale {
  const raw = req.headers[requestHeaders.locale];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().toLowerCase();
  return (locales as readonly string[]).includes(value ?? '') ? (value as Locale) : defaultLocale;
}

const collators = new Map<Locale, Intl.Collator>();
/** Locale-aware comparison (Czech: ch after h, č after c). PGlite has no ICU collations, so sorting is done here. */
export function collator(locale: Locale): Intl.Collator {
  let c = collators.get(locale);
  if (!c) {
    c = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
    collators.set(locale, c);
  }
  return c;
}
