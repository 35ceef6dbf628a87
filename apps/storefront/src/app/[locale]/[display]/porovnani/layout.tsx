import type { ReactNode } from 'react';
import { routeLocale } from '@/i18n/routing';
import { requirePage } from '@/lib/theme/pages';

/** The product comparison: every page under it answers 404 while the shop switches them off (setting pages). */
export default async function CompareLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  await requirePage(await routeLocale(params), 'compare');
  return children;
}
