import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { SiteLayout } from '@/components/layout/SiteLayout';
import { isAppLocale, routing } from '@/i18n/routing';
import { defaultDisplay, displayCode, parseDisplayCode } from '@/lib/currency/display-code';

type Props = { children: ReactNode; params: Promise<{ locale: string; display: string }> };

/** The locale's default display is prerendered; the others render on first visit and are cached. */
export async function generateStaticParams({ params }: { params: { locale: string } }) {
  const locale = isAppLocale(params.locale) ? params.locale : routing.defaultLocale;
  return [{ display: displayCode(defaultDisplay(locale)) }];
}

/** The page frame for one price display (set by the proxy from the visitor's cookies). */
export default async function DisplayLayout({ children, params }: Props) {
  const { locale, display: code } = await params;
  const display = parseDisplayCode(code);
  if (!isAppLocale(locale) || !display) notFound();
  return (
    <SiteLayout locale={locale} display={display}>
      {children}
    </SiteLayout>
  );
}
