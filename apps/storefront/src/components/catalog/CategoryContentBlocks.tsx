import type { CategoryContent } from '@shop/contract';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { CmsHtml } from '../content/CmsHtml';
import { AppLink } from '../ui/AppLink';
import { MediaImage } from '../ui/MediaImage';
import { LabelledSection } from '@/components/ui/LabelledSection';
import { LinkList } from '@/components/content/LinkList';

/** Small banners above the listing (already filtered by customer group by the backend). */
export function SmallBanners({
  locale,
  banners,
}: {
  locale: AppLocale;
  banners: CategoryContent['small_banners'];
}) {
  if (banners.length === 0) return null;
  const sorted = [...banners].sort((a, b) => b.weight - a.weight);
  return (
    <ul className="mt-6 grid grid-cols-1 gap-3 xs:grid-cols-2 md:grid-cols-4">
      {sorted.map((b) => {
        const inner = (
          <>
            {b.main_image && (
              <MediaImage
                path={b.main_image.path}
                alt={b.main_image.alt}
                size={128}
                className="size-16 shrink-0 object-contain"
              />
            )}
            <div>
              <span className="block font-semibold text-brand">{b.title}</span>
              {b.description && (
                <CmsHtml
                  html={b.description}
                  locale={locale}
                  className="rich-text text-sm text-muted [&_p]:my-0"
                />
              )}
            </div>
          </>
        );
        const cls = 'flex h-full items-center gap-3 rounded-lg border border-line bg-white p-3';
        return (
          <li key={b._id}>
            {b.link ? (
              <AppLink locale={locale} href={b.link} prefetch={false} className={`${cls} hover:border-brand`}>
                {inner}
              </AppLink>
            ) : (
              <div className={cls}>{inner}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function youtubeEmbed(url: string): string | null {
  try {
    const u = new URL(url);
    const id = u.hostname.endsWith('youtu.be')
      ? u.pathname.slice(1)
      : u.hostname.includes('youtube.')
        ? u.searchParams.get('v')
        : null;
    return id && /^[\w-]{6,20}$/.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : null;
  } catch {
    return null;
  }
}

/** What follows the products: text below products, FAQ, linked articles and the category video. */
export async function CategoryContentBlocks({
  locale,
  content,
}: {
  locale: AppLocale;
  content: CategoryContent | null;
}) {
  if (!content) return null;
  const t = await getTranslations({ locale, namespace: 'Listing' });
  const video = content.category_video;
  const embed = video ? youtubeEmbed(video.video_url) : null;
  return (
    <>
      {content.text_below_products && (
        <CmsHtml html={content.text_below_products} locale={locale} className="rich-text mt-10" />
      )}
      {content.faq.length > 0 && (
        <LabelledSection
          id="category-faq"
          heading={t('faq')}
          className="mt-10 max-w-3xl"
          headingClassName="mb-3 text-xl font-bold"
        >
          <div className="divide-y divide-line rounded-lg border border-line bg-white">
            {content.faq.map((q) => (
              <details key={q._id} className="group/faq px-4 py-3">
                <summary className="cursor-pointer font-semibold">{q.title}</summary>
                <CmsHtml html={q.content} locale={locale} className="rich-text mt-2" />
              </details>
            ))}
          </div>
        </LabelledSection>
      )}
      {content.linked_articles.length > 0 && (
        <LabelledSection
          id="category-articles"
          heading={t('articles')}
          className="mt-10"
          headingClassName="mb-3 text-xl font-bold"
        >
          <LinkList
            locale={locale}
            links={content.linked_articles.map((a) => ({
              key: a._id,
              title: a.short_title || a.title,
              path: `/nakupni-radce/${a.slug}`,
            }))}
            className="grid grid-cols-1 gap-2 xs:grid-cols-2 md:grid-cols-3"
            linkClassName="block h-full rounded-md border border-line bg-white px-4 py-3 font-semibold text-brand hover:border-brand"
          />
        </LabelledSection>
      )}
      {video && (
        <LabelledSection
          id="category-video"
          heading={video.title || t('video')}
          className="mt-10 max-w-3xl"
          headingClassName="mb-3 text-xl font-bold"
        >
          {embed ? (
            <div className="aspect-video overflow-hidden rounded-lg bg-ink">
              <iframe
                src={embed}
                title={video.title || t('video')}
                loading="lazy"
                allow="accelerometer; encrypted-media; picture-in-picture"
                allowFullScreen
                className="size-full"
              />
            </div>
          ) : (
            <a
              href={video.video_url}
              className="font-semibold text-brand underline"
              rel="noopener noreferrer"
              target="_blank"
            >
              {video.title || t('video')}
            </a>
          )}
        </LabelledSection>
      )}
    </>
  );
}
