import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { NewsletterSignUp } from '@/components/newsletter/NewsletterSignUp';
import { NEWSLETTER_FORM } from '@/lib/newsletter/newsletter-form';
import { pageContext, privateMetadata, type PrivatePageProps } from '@/lib/private-page';
import { flashedState } from '@/lib/user/form-flash';

/** Rendered per request: it shows what a plain post of the sign-up left. */
export const instant = false;

export function generateMetadata({ params }: Pick<PrivatePageProps, 'params'>): Promise<Metadata> {
  return privateMetadata(params, async (locale) =>
    (await getTranslations({ locale, namespace: 'Newsletter' }))('pageTitle'),
  );
}

/**
 * `/odber-novinek`: where the newsletter sign-up posts without JavaScript. A refused sign-up comes
 * back here with what was typed and its message; opened directly, the form is empty.
 */
export default async function NewsletterPage({ params }: Pick<PrivatePageProps, 'params'>) {
  const { locale } = await pageContext(params);
  setRequestLocale(locale);
  const [t, initial] = await Promise.all([
    getTranslations({ locale, namespace: 'Newsletter' }),
    flashedState(NEWSLETTER_FORM),
  ]);
  return (
    <div className="mx-auto max-w-xl py-6">
      <h1 className="text-2xl font-extrabold tracking-tight md:text-4xl">{t('pageTitle')}</h1>
      <p className="mt-2 mb-4 text-muted">{t('lead')}</p>
      <NewsletterSignUp locale={locale} source="footer" initial={initial} />
    </div>
  );
}
