import type { ThemePageName } from '@shop/contract';
import { notFound } from 'next/navigation';
import { localeContext, type AppLocale } from '@/i18n/routing';
import { getGlobals } from '../product/server';

/** Whether the shop shows the page (setting pages; a page it does not name is shown). */
export async function isPageShown(locale: AppLocale, page: ThemePageName): Promise<boolean> {
  const globals = await getGlobals(locale, localeContext[locale].currency);
  return globals.configuration.pages[page] !== false;
}

/** A page the shop switched off answers 404. */
export async function requirePage(locale: AppLocale, page: ThemePageName): Promise<void> {
  if (!(await isPageShown(locale, page))) notFound();
}
