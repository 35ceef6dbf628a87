import type { ReactNode } from 'react';
import { routeLocale } from '@/i18n/routing';
import { requirePage } from '@/lib/theme/pages';

/** The article categories: every page under it answers 404 while the shop switches them off (setting pages). */
export default async function ArticleCategoriesLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  await requirePage(await routeLocale(params), 'articles');
  return children;
}
