import type { ThemePageName } from '@shop/contract';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { localeContext, routeLocale, type AppLocale } from '@/i18n/routing';
import { getOptionalMenu, type MenuCode } from '../cms';
import { getGlobals } from '../product/server';
import { isShown, menuWithoutSwitchedOff, type PageFlags } from './page-paths';

/** The shop's page flags (setting pages; a page it does not name is shown). */
export async function pageFlags(locale: AppLocale): Promise<PageFlags> {
  const globals = await getGlobals(locale, localeContext[locale].currency);
  return globals.configuration.pages;
}

/** Whether the shop shows the page (setting pages; a page it does not name is shown). */
export async function isPageShown(locale: AppLocale, page: ThemePageName): Promise<boolean> {
  return isShown(await pageFlags(locale), page);
}

/** A page the shop switched off answers 404. */
export async function requirePage(locale: AppLocale, page: ThemePageName): Promise<void> {
  if (!(await isPageShown(locale, page))) notFound();
}

/** A layout under which every page answers 404 while the shop switches `page` off. */
export function switchableLayout(page: ThemePageName) {
  return async function SwitchableLayout({
    children,
    params,
  }: {
    children: ReactNode;
    params: Promise<{ locale: string }>;
  }) {
    await requirePage(await routeLocale(params), page);
    return children;
  };
}

/**
 * A CMS menu for page furniture without the links to pages the shop switched off; a failed menu
 * (or settings) call yields what is known.
 */
export async function getShownMenu(code: MenuCode, locale: AppLocale) {
  const [items, pages] = await Promise.all([
    getOptionalMenu(code, locale),
    pageFlags(locale).catch((): PageFlags => ({})),
  ]);
  return menuWithoutSwitchedOff(items, pages);
}
