import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { routeLocale, type AppLocale } from '@/i18n/routing';

type SlugPageProps = { params: Promise<{ locale: string; slug: string }> };

/** The metadata of a page that answers 404: the "not found" title, not indexed. */
async function notFoundMetadata(locale: AppLocale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return { title: t('title'), robots: { index: false } };
}

/**
 * A page that shows one CMS item by its slug (`/infomail/{slug}`, `/pobocky/{slug}` …): its
 * metadata and the page itself; a slug without an item answers a real 404. The route segment config
 * (`generateStaticParams` and the like) stays in the page file, where Next reads it.
 */
export function contentSlugPage<T>({
  load,
  metadata,
  render,
}: {
  load: (slug: string, locale: AppLocale) => Promise<T | null>;
  /** `slug` is the decoded slug of the address asked for. */
  metadata: (locale: AppLocale, item: T, slug: string) => Promise<Metadata>;
  render: (locale: AppLocale, item: T) => ReactNode | Promise<ReactNode>;
}) {
  async function resolve(params: SlugPageProps['params']) {
    const locale = await routeLocale(params);
    const { slug: encoded } = await params;
    let slug: string;
    try {
      slug = decodeURIComponent(encoded);
    } catch {
      return { locale, slug: encoded, item: null };
    }
    // No CMS slug is that long; not worth a backend call.
    if (slug.length > 200) return { locale, slug, item: null };
    return { locale, slug, item: await load(slug, locale) };
  }

  return {
    async generateMetadata({ params }: SlugPageProps): Promise<Metadata> {
      const { locale, slug, item } = await resolve(params);
      return item ? metadata(locale, item, slug) : notFoundMetadata(locale);
    },
    async Page({ params }: SlugPageProps) {
      // Awaited outside any Suspense boundary so that an unknown slug answers with a real 404 status.
      const { locale, item } = await resolve(params);
      if (!item) notFound();
      setRequestLocale(locale);
      return render(locale, item);
    },
  };
}
