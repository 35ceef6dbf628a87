import { SECRET_TOKEN } from '@shop/contract';
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { requestHeaders } from '@shop/contract';

/** A guest cart token: 32 random bytes, base64url. Only its hash is stored. */
export function newCartToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashCartToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A well-formed token from a header, else null (a garbled header is simply no cart). */
export function parseCartToken(raw: string | string[] | undefined): string | null {
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  return value && SECRET_TOKEN.test(value) ? value : null;
}

/** The guest cart token a request carries (`x-cart-token`), or null. */
export const requestCartToken = (req: FastifyRequest): string | null =>
  parseCartToken(req.headers[requestHeaders.cartToken]);
