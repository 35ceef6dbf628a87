import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { localizedPath, type AppLocale } from '@/i18n/routing';
import { requirePage } from '@/lib/theme/pages';
import { switchedOffAccountPages } from '@/lib/user/menu';
import { AssistedSessionBanner } from './AssistedSessionBanner';
import { LogoutButton } from './LogoutButton';

/** The account area's pages, in the order of its menu. */
export const ACCOUNT_PAGES = [
  'prehled',
  'osobni-udaje',
  'objednavky',
  'doklady',
  'oblibene',
  'nakupni-seznamy',
  'adresy',
  'zmena-hesla',
] as const;
export type AccountPage = (typeof ACCOUNT_PAGES)[number];

/**
 * An account page: the user menu (a list of links; the current page marked for screen readers
 * too) beside the page's own content, and log-out.
 */
export async function AccountShell({
  locale,
  active,
  title,
  children,
}: {
  locale: AppLocale;
  active: AccountPage;
  title: string;
  children: ReactNode;
}) {
  await requirePage(locale, 'user');
  const [t, switchedOff] = await Promise.all([
    getTranslations({ locale, namespace: 'User' }),
    switchedOffAccountPages(locale),
  ]);
  return (
    <div className="grid gap-6 py-4 md:grid-cols-[14rem_1fr] md:gap-10">
      <AssistedSessionBanner locale={locale} />
      <nav aria-label={t('menuLabel')} className="md:pt-2">
        <ul className="flex flex-wrap gap-2 md:grid md:gap-1">
          {ACCOUNT_PAGES.filter((page) => !switchedOff.has(page)).map((page) => (
            <li key={page}>
              <a
                href={localizedPath(locale, `/uzivatel/${page}`)}
                aria-current={page === active ? 'page' : undefined}
                className={`block rounded-md px-3 py-2 font-semibold no-underline ${
                  page === active
                    ? 'bg-brand text-white'
                    : 'bg-tint text-ink hover:bg-brand-soft md:bg-transparent'
                }`}
              >
                {t(`menu.${page}`)}
              </a>
            </li>
          ))}
          {!switchedOff.has('reklamace') && (
            <li>
              {/* Warranty claims, exchange and return: the shop's own form, in a new tab. */}
              <a
                href={localizedPath(locale, '/reklamace')}
                target="_blank"
                rel="noopener"
                className="block rounded-md bg-tint px-3 py-2 font-semibold text-ink no-underline hover:bg-brand-soft md:bg-transparent"
              >
                {t('menu.reklamace')} <span className="sr-only">{t('menu.newTab')}</span>
                <span aria-hidden="true">↗</span>
              </a>
            </li>
          )}
          <li>
            <LogoutButton
              locale={locale}
              label={t('logout')}
              className="block rounded-md px-3 py-2 text-left font-semibold text-brand underline"
            />
          </li>
        </ul>
      </nav>
      <div className="min-w-0">
        <h1 className="text-2xl font-extrabold tracking-tight md:text-4xl">{title}</h1>
        <div className="mt-4">{children}</div>
      </div>
    </div>
  );
}
