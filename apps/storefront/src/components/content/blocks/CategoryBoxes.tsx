import { getTranslations } from 'next-intl/server';
import { CategoryCard } from './CategoryCards';
import { headingId, type BlockProps } from './types';

/** categoryBoxes: store categories as boxes. */
export async function CategoryBoxes({ block, locale }: BlockProps<'CategoryBoxesBlock'>) {
  if (block.categories.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'ContentBlocks' });
  return (
    <section aria-labelledby={headingId(block)}>
      <h2 id={headingId(block)} className="mb-4 text-xl font-bold md:text-2xl">
        {block.block_title ?? t('categories')}
      </h2>
      <ul aria-labelledby={headingId(block)} className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4">
        {block.categories.map((c) => (
          <li key={c.store_id}>
            <CategoryCard category={c} locale={locale} />
          </li>
        ))}
      </ul>
    </section>
  );
}
