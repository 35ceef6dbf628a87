import { cache } from 'react';
import { getTranslations } from 'next-intl/server';
import type { CompareTexts } from '@/components/compare/CompareButton';
import { localizedPath, type AppLocale } from '@/i18n/routing';

/** The compare buttons' texts (templates filled in the browser), read once per page render. */
export const compareTexts = cache(async (locale: AppLocale): Promise<CompareTexts> => {
  const t = await getTranslations({ locale, namespace: 'Compare' });
  const raw = (key: keyof CompareTexts) => t.raw(key) as string;
  return {
    button: raw('button'),
    addOf: raw('addOf'),
    removeOf: raw('removeOf'),
    heading: raw('heading'),
    added: raw('added'),
    removed: raw('removed'),
    full: raw('full'),
    open: raw('open'),
    continue: raw('continue'),
  };
});

/** The comparison page (the ids follow as a path segment). */
export const comparePagePath = (locale: AppLocale) => localizedPath(locale, '/porovnani');
