import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BranchDetail } from '@/components/content/branches/BranchDetail';
import { isAppLocale, routing, type AppLocale } from '@/i18n/routing';
import { getBranch, getBranchMap } from '@/lib/cms/branches';
import { branchJsonLd } from '@/lib/seo/branch-json-ld';
import { branchMetadata } from '@/lib/seo/branch-metadata';
import { serializeJsonLd } from '@/lib/seo/json-ld';

type Props = { params: Promise<{ locale: string; slug: string }> };

/**
 * A branch page `/pobocky/{slug}`, cached with the tags `branches` and `branch:<slug>`; pages
 * render on first visit, and a slug no branch has answers a real 404.
 */
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
    return { locale, branch: null };
  }
  if (slug.length > 200) return { locale, branch: null };
  return { locale, branch: await getBranch(slug, locale) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, branch } = await resolve(params);
  if (!branch) {
    const t = await getTranslations({ locale, namespace: 'NotFound' });
    return { title: t('title'), robots: { index: false } };
  }
  return branchMetadata(locale, branch);
}

export default async function BranchPage({ params }: Props) {
  // Awaited outside any Suspense boundary so that an unknown slug answers with a real 404 status.
  const { locale, branch } = await resolve(params);
  if (!branch) notFound();
  setRequestLocale(locale);
  const [points, tMeta] = await Promise.all([
    getBranchMap(locale),
    getTranslations({ locale, namespace: 'Meta' }),
  ]);
  return (
    <>
      <BranchDetail branch={branch} points={points} locale={locale} />
      <script
        type="application/ld+json"
        // JSON-LD from our own data, `<` escaped by serializeJsonLd.
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(branchJsonLd(branch, locale, tMeta('siteName'))) }}
      />
    </>
  );
}
