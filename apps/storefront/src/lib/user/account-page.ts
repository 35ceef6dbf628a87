import type { User } from '@shop/contract';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { localizedPath, type AppLocale } from '@/i18n/routing';
import { shopperOf } from '../cart/server';
import { getUser } from './server';

/**
 * The logged-in customer of an account page, with their token; a visitor without a live session
 * goes to /prihlasit, which brings them back to `path` after log-in.
 */
export async function requireCustomer(
  locale: AppLocale,
  path: string,
): Promise<{ user: User; token: string }> {
  const token = shopperOf(await cookies()).authToken;
  const user = await getUser(locale, token);
  if (!user || !token) {
    redirect(
      `${localizedPath(locale, '/prihlasit')}?${new URLSearchParams({ redirect: localizedPath(locale, path) })}`,
    );
  }
  return { user, token };
}
