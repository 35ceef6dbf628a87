import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { localizedPath, type AppLocale } from '@/i18n/routing';
import { CartLink } from './CartLink';
import { SearchForm } from './SearchForm';
import { SearchToggle, StickyHeader } from './StickyHeader';

/** Main header, sticky: logo linking home, the search box, the account and the cart. */
export async function MainHeader({ locale }: { locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'Layout.header' });
  return (
    <StickyHeader>
      <div className="shop-container flex flex-wrap items-center gap-x-2 gap-y-3 py-3 xs:gap-x-8 sm:py-4">
        <Link
          href={localizedPath(locale, '/')}
          aria-label={t('logoLabel')}
          className="flex shrink-0 items-center gap-2 text-brand no-underline"
        >
          <svg aria-hidden="true" viewBox="0 0 32 32" className="size-9">
            <circle cx="16" cy="16" r="15" className="fill-brand" />
            <path
              d="M16 24s-7-4.4-7-9.2A3.9 3.9 0 0 1 16 12.6a3.9 3.9 0 0 1 7 2.2C23 19.6 16 24 16 24z"
              fill="#fff"
            />
          </svg>
          <span className="flex flex-col leading-tight">
            <span className="text-2xl font-extrabold tracking-tight">Intimfit</span>
            <span className="text-xs text-muted">{t('tagline')}</span>
          </span>
        </Link>
        <div className="order-last w-full group-data-[search=closed]/sticky:max-sm:hidden sm:order-none sm:w-auto sm:min-w-64 sm:max-w-xl sm:flex-1">
          <SearchForm locale={locale} />
        </div>
        <CartLink locale={locale} />
        <SearchToggle openLabel={t('searchOpen')} closeLabel={t('searchClose')} />
      </div>
    </StickyHeader>
  );
}
