import type { CmsPage, ContentBlockView } from '@shop/contract';
import { getLocale } from 'next-intl/server';
import { isAppLocale, routing } from '@/i18n/routing';
import { ContentBlocks } from './blocks/ContentBlocks';
import { CmsHtml } from '@/components/content/CmsHtml';
import { ContactBox } from './ContactBox';

/**
 * A CMS text page: at `/vse-o-nakupu/{slug}`, or at a URL the CMS rewrites; the page's content
 * blocks, when it has any, follow its content, and its contact box comes last.
 */
export async function TextPage({ page }: { page: CmsPage & { content_blocks?: ContentBlockView[] } }) {
  const raw = await getLocale();
  const locale = isAppLocale(raw) ? raw : routing.defaultLocale;
  return (
    <article>
      <h1 className="text-2xl font-extrabold tracking-tight md:text-4xl">{page.title}</h1>
      <CmsHtml className="rich-text mt-4" locale={locale} html={page.content} />
      {page.content_blocks && <ContentBlocks blocks={page.content_blocks} locale={locale} className="mt-8" />}
      {page.contact_box && <ContactBox box={page.contact_box} locale={locale} />}
    </article>
  );
}
