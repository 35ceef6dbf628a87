import { cache } from 'react';
import { getTranslations } from 'next-intl/server';
import { localizedPath, type AppLocale } from '@/i18n/routing';
import type { WishlistHeartLabels } from '@/components/lists/WishlistHeart';

/** The hearts' texts, read once per page render and shared by every heart on it. */
export const heartLabels = cache(async (locale: AppLocale): Promise<WishlistHeartLabels> => {
  const t = await getTranslations({ locale, namespace: 'Lists.heart' });
  return {
    add: t('add'),
    remove: t('remove'),
    added: t('added'),
    removed: t('removed'),
    loginRequired: t('loginRequired'),
    login: t('login'),
    failed: t('failed'),
    failedText: t('failedText'),
    toWishlist: t('toWishlist'),
    loginHref: localizedPath(locale, '/prihlasit'),
    wishlistHref: localizedPath(locale, '/uzivatel/oblibene'),
  };
});
