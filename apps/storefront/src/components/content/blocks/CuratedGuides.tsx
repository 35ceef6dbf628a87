import { getTranslations } from 'next-intl/server';
import { GuideCards } from './GuideCards';
import { headingId, type BlockProps } from './types';

/** curated_guides: links to curated guides (title, subtitle, slug). */
export async function CuratedGuides({ block, locale }: BlockProps<'CuratedGuidesBlock'>) {
  if (block.curated_guides.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'ContentBlocks' });
  return (
    <section aria-labelledby={headingId(block)}>
      <h2 id={headingId(block)} className="mb-4 text-xl font-bold md:text-2xl">
        {block.block_title ?? t('guides')}
      </h2>
      <GuideCards guides={block.curated_guides} locale={locale} labelledBy={headingId(block)} />
    </section>
  );
}
