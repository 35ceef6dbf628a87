import { userMenuEntries, USER_MENU_ENTRIES, type UserMenuEntry } from '@shop/rules';
import { localeContext, type AppLocale } from '@/i18n/routing';
import { getGlobals } from '../product/server';
import { isPathShown } from '../theme/page-paths';

/** The user menu's entries the storefront has pages for (warranty claims it has not). */
type StorefrontMenuEntry = Exclude<UserMenuEntry, 'reklamace'>;
const hasPage = (entry: UserMenuEntry): entry is StorefrontMenuEntry => entry !== 'reklamace';
const STOREFRONT_ENTRIES: readonly StorefrontMenuEntry[] = USER_MENU_ENTRIES.filter(hasPage);

/** Where an entry leads: the account's own pages are under /uzivatel, the quick order is the shop's. */
export const accountMenuPath = (entry: UserMenuEntry): string =>
  entry === 'rychla-objednavka' ? '/rychla-objednavka' : `/uzivatel/${entry}`;

async function shopFunctions(locale: AppLocale): Promise<Record<string, boolean>> {
  return (await getGlobals(locale, localeContext[locale].currency)).settings.functions;
}

/**
 * The user menu's entries as the shop's settings have them, in the menu's order: without those
 * the shop's functions or its page flags (the quick order) switch off.
 */
export async function accountMenuEntries(locale: AppLocale): Promise<StorefrontMenuEntry[]> {
  const globals = await getGlobals(locale, localeContext[locale].currency);
  return userMenuEntries(globals.settings.functions, STOREFRONT_ENTRIES)
    .filter(hasPage)
    .filter((entry) => isPathShown(accountMenuPath(entry), globals.configuration.pages));
}

/** Account pages the shop's settings switch off (their menu entries are left out). */
export async function switchedOffAccountPages(locale: AppLocale): Promise<ReadonlySet<string>> {
  const on = userMenuEntries(await shopFunctions(locale));
  return new Set(USER_MENU_ENTRIES.filter((entry) => !on.includes(entry)));
}
