import type { User } from '@shop/contract';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import type { AppLocale } from '@/i18n/routing';
import { shopperOf } from '../cart/server';
import { accountOfSession } from './server';
import { loginPathFor } from '@/lib/user/login-path';

/** The session's customer, asked of the store API once per page render. */
const sessionAccount = cache((locale: AppLocale, token: string | null) => accountOfSession(locale, token));

/**
 * The operator's name while the shop is logged in as the customer (an assisted session), else
 * null: every account page says so.
 */
export async function assistingOperator(locale: AppLocale): Promise<string | null> {
  const account = await sessionAccount(locale, shopperOf(await cookies()).authToken).catch(() => null);
  return account && account !== 'restricted' ? account.actingOperator : null;
}

/**
 * The logged-in customer of an account page, with their token; a visitor without a live session
 * goes to /prihlasit, which brings them back to `path` after log-in; a customer whose group has
 * become restricted is logged out with a notice.
 */
export async function requireCustomer(
  locale: AppLocale,
  path: string,
): Promise<{ user: User; token: string }> {
  const token = shopperOf(await cookies()).authToken;
  const user = await sessionAccount(locale, token);
  // The customer's group has become restricted: logged out, and told why.
  if (user === 'restricted') redirect(`/api/auth/restricted?locale=${locale}`);
  if (!user || !token) {
    redirect(loginPathFor(locale, path));
  }
  return { user, token };
}
