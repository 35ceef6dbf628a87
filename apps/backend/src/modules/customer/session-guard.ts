import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { errorCodes } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { accountOfToken, bearerToken, hashToken, type Account } from './auth.ts';
import { loginMessages } from './routes.ts';
import { accounts, sessions } from './tables.ts';

/**
 * The logged-in customer of a request. Without a live session it answers 401; a session whose
 * customer's group has become restricted ends here and answers 403 (login.restricted), once, so
 * that the storefront can tell the customer why they were logged out.
 */
export async function requireAccount(db: Db, req: FastifyRequest): Promise<Account> {
  const token = bearerToken(req);
  const account = await accountOfToken(db, token);
  if (account) return account;
  if (token && (await endRestrictedSession(db, token))) {
    throw new HttpError(403, loginMessages.restricted, undefined, errorCodes.loginRestricted);
  }
  throw new HttpError(401, loginMessages.loggedOut, undefined, errorCodes.loggedOut);
}

/** Deletes the token's live session when its customer is in a restricted group; whether it did. */
async function endRestrictedSession(db: Db, token: string): Promise<boolean> {
  const ended = await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        gt(sessions.expiresAt, new Date()),
        sql`exists (select 1 from ${accounts} a join customer.customer_groups g
                     on g.code = any(a.groups) and g.restricted
                     where a.id = ${sessions.accountId})`,
      ),
    )
    .returning({ accountId: sessions.accountId });
  return ended.length > 0;
}
