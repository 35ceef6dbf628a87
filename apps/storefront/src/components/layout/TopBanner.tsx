import { getTranslations } from 'next-intl/server';
import { localeContext, type AppLocale } from '@/i18n/routing';
import { logAndReturn } from '@/lib/http';
import { getGlobals } from '@/lib/product/server';
import { AppLink } from '../ui/AppLink';
import { BannerCloseButton } from './BannerCloseButton';
import { TopBannerClose } from './TopBannerClose';

/** A short, stable name for a banner's text: a new banner is offered again after one was closed. */
function bannerKey(text: string): string {
  let hash = 5381;
  for (const char of text) hash = ((hash * 33) ^ char.codePointAt(0)!) >>> 0;
  return `topBannerClosed:${hash.toString(36)}`;
}

/**
 * The optional top banner (shop setting, configuration.top_banner): only when enabled and the
 * current domain code is among its domains. A failure to read the settings shows no banner. It can
 * be closed (with JavaScript; the button shows only then), and stays closed until its text changes.
 */
export async function TopBanner({ locale }: { locale: AppLocale }) {
  const { currency, domain } = localeContext[locale];
  const globals = await getGlobals(locale, currency).catch(logAndReturn('top banner', null));
  const banner = globals?.configuration.top_banner;
  if (!banner?.enabled || !banner.domain_enabled.includes(domain)) return null;
  const t = await getTranslations({ locale, namespace: 'Layout' });
  const key = bannerKey(`${banner.text}|${banner.url ?? ''}`);
  // Runs while the page is parsed, before the banner is drawn: a closed banner never flashes.
  const script = `(function(){var b=document.getElementById('top-banner');if(!b)return;try{var k=${JSON.stringify(key)};if(localStorage.getItem(k)==='1'||sessionStorage.getItem(k)==='1'){b.setAttribute('data-closed','');return}}catch(e){}b.setAttribute('data-closable','')})()`;
  return (
    <aside
      id="top-banner"
      aria-label={t('topBanner')}
      className="group/banner bg-brand-soft text-ink data-closed:hidden"
    >
      <div className="shop-container flex items-center justify-center gap-x-3 py-2 text-sm">
        <p className="flex flex-wrap items-center justify-center gap-x-3">
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
        <BannerCloseButton
          label={t('topBannerClose')}
          className="hidden group-data-closable/banner:inline-flex hover:bg-white/60"
        />
      </div>
      <script dangerouslySetInnerHTML={{ __html: script }} />
      <TopBannerClose storageKey={key} />
    </aside>
  );
}
