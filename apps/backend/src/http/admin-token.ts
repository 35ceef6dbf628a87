import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { errorCodes } from '@shop/contract';
import { HttpError } from './errors.ts';

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Constant-time bearer check (hashing first makes the lengths equal). */
export function hasAdminToken(req: FastifyRequest, token: string): boolean {
  const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), digest(token));
}

/**
 * An onRequest hook for operator endpoints (/api/admin/v1): without the admin token the request
 * is refused before its body is read or validated.
 */
export function requireAdminToken(token: string) {
  return async (req: FastifyRequest) => {
    if (!hasAdminToken(req, token)) {
      throw new HttpError(
        401,
        'Chybí nebo neplatný přístupový token',
        'authorization',
        errorCodes.adminToken,
      );
    }
  };
}
