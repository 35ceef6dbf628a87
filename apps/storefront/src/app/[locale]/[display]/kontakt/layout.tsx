import type { ReactNode } from 'react';
import { routeLocale } from '@/i18n/routing';
import { requirePage } from '@/lib/theme/pages';

/** The contact page and its form's answers: every page under it answers 404 while the shop switches them off (setting pages). */
export default async function ContactLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  await requirePage(await routeLocale(params), 'contact');
  return children;
}
