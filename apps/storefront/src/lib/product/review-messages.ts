import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';

/** The review form's answers that do not come from the store API, in the shopper's language. */
export async function reviewFormTexts(locale: AppLocale) {
  const t = await getTranslations({ locale, namespace: 'ReviewAnswers' });
  const failed = await getTranslations({ locale, namespace: 'FormErrors' });
  return { saved: t('saved'), logIn: t('logIn'), failed: failed('failed') };
}
