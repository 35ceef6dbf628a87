import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { NewsletterSignUp } from '../newsletter/NewsletterSignUp';

/** The newsletter sign-up above the footers, on every page. */
export async function Newsletter({ locale }: { locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'Newsletter' });
  // It sits right on the footers: its bottom margin cancels the top one they keep from the content.
  return (
    <section aria-labelledby="newsletter-heading" className="mt-12 -mb-12 border-t border-line bg-brand-soft">
      <div className="shop-container grid gap-4 py-8 md:grid-cols-2 md:items-center md:gap-10">
        <div>
          <h2 id="newsletter-heading" className="text-xl font-bold md:text-2xl">
            {t('title')}
          </h2>
          <p className="mt-1 text-muted">{t('lead')}</p>
        </div>
        <NewsletterSignUp locale={locale} source="footer" />
      </div>
    </section>
  );
}
