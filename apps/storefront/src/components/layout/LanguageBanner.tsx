import { getTranslations } from 'next-intl/server';
import { localizedPath, routing, type AppLocale } from '@/i18n/routing';
import { BannerCloseButton } from './BannerCloseButton';
import { LanguageOffer } from './LanguageOffer';

/**
 * Language banner: a slim bar offering the other storefront (Czech pages offer the Slovak shop,
 * the others offer Czech). The HTML is shared by every visitor, so it is hidden there and shown in
 * the browser to those whose language it fits; it can be closed.
 */
export async function LanguageBanner({ locale }: { locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'Layout.languageBanner' });
  const other: AppLocale = locale === routing.defaultLocale ? 'sk' : routing.defaultLocale;
  return (
    <aside id="language-offer" hidden aria-label={t('label')} className="bg-ink text-white">
      <div className="shop-container flex items-center justify-center gap-x-3 py-1.5 text-sm">
        <p className="flex flex-wrap items-center justify-center gap-x-3">
          <span>{t('text')}</span>
          <a
            href={localizedPath(other, '/')}
            hrefLang={other}
            className="font-semibold underline underline-offset-2 hover:no-underline"
          >
            {t('link')}
          </a>
        </p>
        <BannerCloseButton label={t('close')} className="inline-flex hover:bg-white/10" />
      </div>
      <LanguageOffer language={other} />
    </aside>
  );
}
