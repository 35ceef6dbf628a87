import { getTranslations } from 'next-intl/server';
import { localizedPath, routing, type AppLocale } from '@/i18n/routing';

/**
 * Language banner: a slim bar offering the other storefront. Only Czech is
 * enabled in the language list, so Czech pages offer the Slovak shop and the others offer Czech.
 * Closing it (client state) comes with the banner-preferences issue.
 */
export async function LanguageBanner({ locale }: { locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'Layout.languageBanner' });
  const other: AppLocale = locale === routing.defaultLocale ? 'sk' : routing.defaultLocale;
  return (
    <aside aria-label={t('label')} className="bg-ink text-white">
      <p className="shop-container flex flex-wrap items-center justify-center gap-x-3 py-1.5 text-sm">
        <span>{t('text')}</span>
        <a
          href={localizedPath(other, '/')}
          hrefLang={other}
          className="font-semibold underline underline-offset-2 hover:no-underline"
        >
          {t('link')}
        </a>
      </p>
    </aside>
  );
}
