import { getTranslations } from 'next-intl/server';
import { localizedPath, type AppLocale } from '@/i18n/routing';
import { accountMenuEntries, accountMenuPath } from '@/lib/user/menu';
import { LogoutButton } from '../user/LogoutButton';

/**
 * The logged-in customer's menu under 'Můj účet': a disclosure button and the account's entries in
 * a popover (the browser opens and closes it, Escape and a click elsewhere included, and keeps it
 * next in the keyboard order). Shown instead of the plain account link once the readable
 * `signed_in` cookie says a customer is there (see CartLink).
 */
export async function UserMenu({ locale, label }: { locale: AppLocale; label: string }) {
  const [t, entries] = await Promise.all([
    getTranslations({ locale, namespace: 'User' }),
    accountMenuEntries(locale),
  ]);
  return (
    <div data-user-menu="" className="hidden group-data-signed-in:block">
      <button
        type="button"
        popoverTarget="user-menu"
        className="flex items-center gap-2 rounded-md px-2 py-1.5 font-semibold text-ink [anchor-name:--user-menu] hover:bg-tint"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-7 fill-none stroke-current stroke-2">
          <circle cx="12" cy="8" r="4" />
          <path d="M4 21a8 8 0 0 1 16 0" />
        </svg>
        <span className="sr-only sm:not-sr-only">{label}</span>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="hidden size-4 fill-none stroke-current stroke-2 sm:block"
        >
          <path d="m6 9 6 6 6-6" />
        </svg>
      </button>
      <div
        id="user-menu"
        popover="auto"
        // Below its button (CSS anchor positioning); full width on a phone.
        className="fixed inset-x-3 top-[anchor(bottom)] m-0 mt-1 w-auto rounded-lg border border-muted/30 bg-white p-2 shadow-lg [position-anchor:--user-menu] sm:left-auto sm:right-[anchor(right)] sm:w-64"
      >
        <nav aria-label={t('menuButton')}>
          <ul className="grid gap-1">
            {entries.map((entry) => (
              <li key={entry}>
                <a
                  href={localizedPath(locale, accountMenuPath(entry))}
                  className="block rounded-md px-3 py-2 font-semibold text-ink no-underline hover:bg-tint focus-visible:bg-tint"
                >
                  {t(`menu.${entry}`)}
                </a>
              </li>
            ))}
            <li className="border-t border-muted/30 pt-1">
              <LogoutButton
                locale={locale}
                label={t('logout')}
                className="block w-full rounded-md px-3 py-2 text-left font-semibold text-brand underline hover:bg-tint"
              />
            </li>
          </ul>
        </nav>
      </div>
    </div>
  );
}
