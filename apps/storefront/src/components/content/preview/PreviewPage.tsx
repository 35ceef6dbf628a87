import { getTranslations } from 'next-intl/server';
import type { ContentPreview } from '@shop/contract';
import type { AppLocale } from '@/i18n/routing';
import { ArticleLead } from '@/components/content/articles/ArticleLead';
import { ContentBlocks } from '@/components/content/blocks/ContentBlocks';
import type { VatDisplay } from '@/lib/catalog/price';
import type { PreviewAnswer } from '@/lib/cms/preview';

type Texts = Awaited<ReturnType<typeof getTranslations<'Preview'>>>;

const stateText = (p: ContentPreview, locale: AppLocale, t: Texts) => {
  if (p.state === 'draft') return t('draft');
  const at = p.published_at
    ? new Intl.DateTimeFormat(locale, {
        dateStyle: 'long',
        timeStyle: 'short',
        timeZone: 'Europe/Prague',
      }).format(new Date(p.published_at))
    : '';
  return p.state === 'scheduled' ? t('scheduled', { at }) : t('published');
};

/**
 * A draft as its public page will show it (the same title, picture, perex, CMS HTML and content
 * blocks), under a bar saying that it is a preview. For the back office's operators only: the link
 * carries a token.
 */
export async function PreviewPage({
  answer,
  locale,
  vatDisplay,
}: {
  answer: PreviewAnswer;
  locale: AppLocale;
  vatDisplay: VatDisplay;
}) {
  const t = await getTranslations({ locale, namespace: 'Preview' });
  if ('refused' in answer) {
    return (
      <section className="mx-auto max-w-3xl py-8">
        <h1 className="text-2xl font-extrabold">{t('unavailable')}</h1>
        <p role="alert" className="mt-4">
          {answer.refused}
        </p>
      </section>
    );
  }
  const p = answer.preview;
  // An article's and a page's blocks follow their content; a guide's take the page's whole width.
  const blocks = (
    <ContentBlocks blocks={p.content_blocks} locale={locale} vatDisplay={vatDisplay} className="mt-8" />
  );
  return (
    <div>
      <p
        role="status"
        data-testid="preview-banner"
        className="mb-6 rounded-md border border-line bg-yellow-50 px-4 py-3 text-sm font-semibold"
      >
        {t('banner')} {stateText(p, locale, t)}
      </p>
      <article className="mx-auto max-w-3xl">
        <header>
          <h1 className="text-2xl font-extrabold tracking-tight md:text-4xl">{p.title}</h1>
          {p.subtitle && p.type === 'curated_guide' && (
            <p className="mt-2 text-lg text-muted">{p.subtitle}</p>
          )}
        </header>
        <ArticleLead image={p.image} perex={p.perex} content={p.content} locale={locale} />
        {p.type !== 'curated_guide' && blocks}
      </article>
      {p.type === 'curated_guide' && blocks}
    </div>
  );
}
