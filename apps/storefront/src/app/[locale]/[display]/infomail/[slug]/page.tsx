import { helpPaths } from '@shop/contract';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { HelpBreadcrumb } from '@/components/content/help/HelpBreadcrumb';
import { InfomailView } from '@/components/content/help/InfomailView';
import { isAppLocale, routing, type AppLocale } from '@/i18n/routing';
import { getInfomail } from '@/lib/cms/help';
import { metadataFromPageMeta } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string; slug: string }> };

/** Infomails render on first visit and are cached (tags `infomails` and `infomail:<slug>`). */
export function generateStaticParams() {
  // Cache Components needs one param; a slug nobody uses renders the 404 at build time.
  return [{ slug: '__none__' }];
}

async function resolve(params: Props['params']) {
  const { locale: raw, slug: encoded } = await params;
  const locale: AppLocale = isAppLocale(raw) ? raw : routing.defaultLocale;
  let slug: string;
  try {
    slug = decodeURIComponent(encoded);
  } catch {
    return { locale, infomail: null };
  }
  if (slug.length > 200) return { locale, infomail: null };
  return { locale, infomail: await getInfomail(slug, locale) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, infomail } = await resolve(params);
  if (!infomail) {
    const t = await getTranslations({ locale, namespace: 'NotFound' });
    return { title: t('title'), robots: { index: false } };
  }
  return metadataFromPageMeta(
    locale,
    infomail.page_meta,
    { title: infomail.title, slug: infomail.page_meta.slug },
    helpPaths.infomail,
  );
}

/** /infomail/{slug}: one infomail as it was sent. */
export default async function InfomailPage({ params }: Props) {
  // Awaited outside any Suspense boundary so that an unknown slug answers with a real 404 status.
  const { locale, infomail } = await resolve(params);
  if (!infomail) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Help' });
  return (
    <>
      <HelpBreadcrumb
        locale={locale}
        trail={[{ name: t('infomailTitle'), path: helpPaths.infomails }]}
        current={{ name: infomail.title, path: helpPaths.infomail(infomail.page_meta.slug) }}
      />
      <InfomailView locale={locale} infomail={infomail} />
    </>
  );
}
