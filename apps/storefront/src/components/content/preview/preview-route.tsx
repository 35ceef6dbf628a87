import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { routeLocale } from '@/i18n/routing';
import type { PreviewType } from '@shop/contract';
import { fetchPreview } from '@/lib/cms/preview';
import { firstParam, pageContext } from '@/lib/private-page';
import { PreviewPage } from './PreviewPage';

type Props = {
  params: Promise<{ locale: string; display: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * A preview page of one content type (/nahled/{type}/{id}?token=…): rendered per request, never
 * cached and never indexed.
 */
export function previewRoute(type: PreviewType) {
  async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
    const t = await getTranslations({ locale: await routeLocale(params), namespace: 'Preview' });
    return { title: t('title'), robots: { index: false, follow: false, nocache: true } };
  }
  async function PreviewRoute({ params, searchParams }: Props) {
    const { locale, display } = await pageContext(params);
    setRequestLocale(locale);
    const { id } = await params;
    const token = firstParam((await searchParams).token);
    const answer = await fetchPreview(type, id, token, locale, display.currency);
    return <PreviewPage answer={answer} locale={locale} vatDisplay={display.both ? 'both' : display.vat} />;
  }
  return { generateMetadata, PreviewRoute };
}
