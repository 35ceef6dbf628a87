import { getTranslations } from 'next-intl/server';
import { localeHref } from '@/i18n/domains';
import { offeredLocales } from '@/i18n/offered';
import { routing, type AppLocale } from '@/i18n/routing';
import { BannerCloseButton } from './BannerCloseButton';
import { LanguageOffer } from './LanguageOffer';

/**
 * Language banner: a slim bar offering the other storefront (Czech pages offer the Slovak shop,
 * the others offer Czech), while the shop offers that language. The HTML is shared by every
 * visitor, so it is hidden there and shown in the browser to those whose language it fits; it can
 * be closed.
 */
export async function LanguageBanner({ locale }: { locale: AppLocale }) {
  const other: AppLocale = locale === routing.defaultLocale ? 'sk' : routing.defaultLocale;
  const [t, offered] = await Promise.all([
    getTranslations({ locale, namespace: 'Layout.languageBanner' }),
    offeredLocales(),
  ]);
  if (!offered.includes(other)) return null;
  return (
    <aside id="language-offer" hidden aria-label={t('label')} className="bg-ink text-white">
      <div className="shop-container flex items-center justify-center gap-x-3 py-1.5 text-sm">
        <p className="flex flex-wrap items-center justify-center gap-x-3">
          <span>{t('text')}</span>
          <a
            href={localeHref(other, '/')}
            hrefLang={other}
            data-locale-choice={other}
            className="font-semibold underline underline-offset-2 hover:no-underline"
          >
            {t('link')}
          </a>
        </p>
        <BannerCloseButton label={t('close')} className="inline-flex hover:bg-white/10" />
      </div>
      <LanguageOffer language={other} current={locale} />
    </aside>
  );
}
