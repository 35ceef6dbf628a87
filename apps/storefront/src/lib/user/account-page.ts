import type { User } from '@shop/contract';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { localizedPath, type AppLocale } from '@/i18n/routing';
import { shopperOf } from '../cart/server';
import { accountOfSession } from './server';

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
  const user = await accountOfSession(locale, token);
  // The customer's group has become restricted: logged out, and told why.
  if (user === 'restricted') redirect(`/api/auth/restricted?locale=${locale}`);
  if (!user || !token) {
    redirect(
      `${localizedPath(locale, '/prihlasit')}?${new URLSearchParams({ redirect: localizedPath(locale, path) })}`,
    );
  }
  return { user, token };
}
