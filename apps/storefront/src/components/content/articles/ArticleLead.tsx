import type { AppLocale } from '@/i18n/routing';
import { CmsHtml } from '@/components/content/CmsHtml';
import { ArticleImage } from './ArticleImage';

/** An article's picture, perex and text: as its page shows them, and its preview before it is out. */
export function ArticleLead({
  image,
  perex,
  content,
  locale,
}: {
  image?: { path: string; alt: string } | null;
  perex?: string | null;
  content?: string | null;
  locale: AppLocale;
}) {
  return (
    <>
      {image && (
        <ArticleImage
          path={image.path}
          alt={image.alt}
          width={800}
          priority
          className="mt-6 h-auto w-full rounded-lg"
        />
      )}
      {perex && <p className="mt-6 text-lg font-semibold">{perex}</p>}
      {content && <CmsHtml className="rich-text mt-4" locale={locale} html={content} />}
    </>
  );
}
