import { getTranslations } from 'next-intl/server';
import { localeContext, type AppLocale } from '@/i18n/routing';
import { logAndReturn } from '@/lib/http';
import { getGlobals } from '@/lib/product/server';
import { AppLink } from '../ui/AppLink';

/**
 * The optional top banner (shop setting, configuration.top_banner): only when enabled and the
 * current domain code is among its domains. A failure to read the settings shows no banner.
 */
export async function TopBanner({ locale }: { locale: AppLocale }) {
  const { currency, domain } = localeContext[locale];
  const globals = await getGlobals(locale, currency).catch(logAndReturn('top banner', null));
  const banner = globals?.configuration.top_banner;
  if (!banner?.enabled || !banner.domain_enabled.includes(domain)) return null;
  const t = await getTranslations({ locale, namespace: 'Layout' });
  return (
    <aside aria-label={t('topBanner')} className="bg-brand-soft text-ink">
      <p className="shop-container flex flex-wrap items-center justify-center gap-x-3 py-2 text-sm">
        <span>{banner.text}</span>
        {banner.url && (
          <AppLink
            locale={locale}
            href={banner.url}
            prefetch={false}
            className="font-semibold text-brand underline underline-offset-2 hover:no-underline"
          >
            {banner.link_text ?? t('topBannerLink')}
          </AppLink>
        )}
      </p>
    </aside>
  );
}
