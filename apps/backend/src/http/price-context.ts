import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { currencyCodes, requestHeaders, type CurrencyCode } from '@shop/contract';
import { HttpError, errorTitles } from './errors.ts';

export type CustomerVariant = 'b2c' | 'b2b';

/** Whose prices to show: the currency and the customer's verified variant and groups. */
export interface PriceContext {
  currency: CurrencyCode;
  variant: CustomerVariant;
  /** Customer group codes; empty for everyone (the default price list). */
  groups: string[];
}

export const defaultPriceContext = (currency: CurrencyCode): PriceContext => ({
  currency,
  variant: 'b2c',
  groups: [],
});

/** The signed text: `variant|groups`, groups sorted and comma-joined so their order does not matter. */
function signedText(variant: CustomerVariant, groups: string[]): string {
  return `${variant}|${[...new Set(groups)].sort().join(',')}`;
}

/** HMAC-SHA256 (hex) the backend hands out with a customer's variant and groups (at login). */
export function variantHash(secret: string, variant: CustomerVariant, groups: string[]): string {
  return createHmac('sha256', secret).update(signedText(variant, groups)).digest('hex');
}

function header(req: FastifyRequest, name: string): string | undefined {
  const raw = req.headers[name];
  return (Array.isArray(raw) ? raw[0] : raw)?.trim() || undefined;
}

/**
 * The price context of a request. A guest could put any group into x-user-groups, so variant and
 * groups count only when x-variant-hash signs exactly them; otherwise the default price list applies.
 * An unknown x-currency is a client error (400), not silently crowns.
 */
export function priceContextFromRequest(req: FastifyRequest, secret: string): PriceContext {
  const { currency } = defaultPriceContextOf(req);
  const variant: CustomerVariant = header(req, requestHeaders.userVariant) === 'b2b' ? 'b2b' : 'b2c';
  const groups = (header(req, requestHeaders.userGroups) ?? '')
    .split(',')
    .map((g) => g.trim())
    .filter(Boolean)
    .slice(0, 20);
  const hash = header(req, requestHeaders.variantHash);
  if (!hash || (groups.length === 0 && variant === 'b2c')) return defaultPriceContext(currency);
  const expected = Buffer.from(variantHash(secret, variant, groups), 'hex');
  const given = Buffer.from(hash, 'hex');
  const valid = given.length === expected.length && timingSafeEqual(given, expected);
  return valid ? { currency, variant, groups: [...new Set(groups)].sort() } : defaultPriceContext(currency);
}

/**
 * The price context of a logged-in customer: the request's currency, and variant and groups from
 * the account, whatever the headers claim.
 */
export function accountPriceContext(
  req: FastifyRequest,
  account: { variant: CustomerVariant; groups: string[] },
): PriceContext {
  const { currency } = defaultPriceContextOf(req);
  return { currency, variant: account.variant, groups: [...new Set(account.groups)].sort() };
}

function defaultPriceContextOf(req: FastifyRequest): PriceContext {
  const rawCurrency = header(req, requestHeaders.currency)?.toUpperCase() ?? 'CZK';
  if (!(currencyCodes as readonly string[]).includes(rawCurrency)) {
    throw new HttpError(400, errorTitles.invalid, requestHeaders.currency);
  }
  return defaultPriceContext(rawCurrency as CurrencyCode);
}
