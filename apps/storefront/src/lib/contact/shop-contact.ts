import type { Globals } from '@shop/contract';
import { localeContext, type AppLocale } from '@/i18n/routing';
import { logAndReturn } from '../http';
import { getGlobals } from '../product/server';

export type ShopContact = Globals['contact'];

/**
 * The shop's contact data (company, address, customer line, e-mail, its hours) from the shop
 * settings (GET /api/v1/globals, cached with the tag `globals`). For page furniture: a failure
 * logs and yields null, and the page renders without it.
 */
export function getShopContact(locale: AppLocale): Promise<ShopContact | null> {
  return getGlobals(locale, localeContext[locale].currency)
    .then((g) => g.contact)
    .catch(logAndReturn('shop contact', null));
}
