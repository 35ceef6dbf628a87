import type { FastifyRequest } from 'fastify';
import { currencyCodes, requestHeaders, type CurrencyCode } from '@shop/contract';

/** A header's comma-separated values, trimmed and lower-cased; bounded so a huge header costs nothing. */
export function headerList(req: FastifyRequest, name: string): string[] {
  const raw = req.headers[name];
  const value = Array.isArray(raw) ? raw.join(',') : (raw ?? '');
  return value
    .slice(0, 1000)
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter((s) => /^[a-z0-9_-]{1,50}$/.test(s))
    .slice(0, 20);
}

/** `x-currency` when it is one of the shop's currencies, else CZK: content prices never fail a query. */
export function headerCurrency(req: FastifyRequest): CurrencyCode {
  const value = headerList(req, requestHeaders.currency)[0]?.toUpperCase();
  return (currencyCodes as readonly string[]).includes(value ?? '') ? (value as CurrencyCode) : 'CZK';
}
