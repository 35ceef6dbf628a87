import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { currencyCodes, requestHeaders, type CurrencyCode } from '@shop/contract';
import { HttpError, errorTitles } from './errors.ts';
import { keyFor } from './keys.ts';

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

/** How long a variant hash is good for. */
export const VARIANT_HASH_SECONDS = 24 * 3600;

/**
 * The signed text: groups sorted and comma-joined so their order does not matter, and the session
 * the hash was issued to (its token's SHA-256), so that it is worth nothing in another browser.
 */
function signedText(
  variant: CustomerVariant,
  groups: string[],
  accountId: number,
  expires: number,
  sessionToken: string,
): string {
  const session = createHash('sha256').update(sessionToken).digest('hex');
  return `${variant}|${[...new Set(groups)].sort().join(',')}|${accountId}|${expires}|${session}`;
}

const mac = (secret: string, text: string) =>
  createHmac('sha256', keyFor(secret, 'variant-hash')).update(text).digest('hex');

/**
 * What the backend hands a customer with their variant and groups: `<account>.<expires>.<mac>`,
 * the HMAC-SHA256 of variant, groups, account, expiry (unix seconds) and session under the
 * variant-hash key. It counts only on a request that carries the same session's bearer token.
 */
export function variantHash(
  secret: string,
  variant: CustomerVariant,
  groups: string[],
  {
    accountId,
    sessionToken,
    expiresAt = new Date(Date.now() + VARIANT_HASH_SECONDS * 1000),
  }: { accountId: number; sessionToken: string; expiresAt?: Date },
): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `${accountId}.${expires}.${mac(secret, signedText(variant, groups, accountId, expires, sessionToken))}`;
}

const HASH = /^(\d{1,12})\.(\d{1,12})\.([0-9a-f]{64})$/;

/**
 * Whether a variant hash signs exactly these variant and groups for this session and has not
 * expired.
 */
function validHash(
  secret: string,
  hash: string,
  variant: CustomerVariant,
  groups: string[],
  sessionToken: string,
): boolean {
  const m = HASH.exec(hash);
  if (!m) return false;
  const [, accountId, expires] = m;
  if (Number(expires) * 1000 <= Date.now()) return false;
  const expected = Buffer.from(
    mac(secret, signedText(variant, groups, Number(accountId), Number(expires), sessionToken)),
    'hex',
  );
  const given = Buffer.from(m[3]!, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
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
  const signed = signedCustomer(req, secret);
  return signed ? { currency, ...signed } : defaultPriceContext(currency);
}

/**
 * The customer variant and groups of x-user-variant and x-user-groups when x-variant-hash signs
 * exactly them for the session of the request's bearer token; null for a guest, a customer of the
 * default price list, a forged claim or a hash of another session.
 */
export function signedCustomer(
  req: FastifyRequest,
  secret: string,
): { variant: CustomerVariant; groups: string[] } | null {
  const variant: CustomerVariant = header(req, requestHeaders.userVariant) === 'b2b' ? 'b2b' : 'b2c';
  const groups = (header(req, requestHeaders.userGroups) ?? '')
    .split(',')
    .map((g) => g.trim())
    .filter(Boolean)
    .slice(0, 20);
  const hash = header(req, requestHeaders.variantHash);
  const session = /^Bearer\s+(\S+)$/i.exec(header(req, 'authorization') ?? '')?.[1];
  if (!hash || !session || (groups.length === 0 && variant === 'b2c')) return null;
  return validHash(secret, hash, variant, groups, session)
    ? { variant, groups: [...new Set(groups)].sort() }
    : null;
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
