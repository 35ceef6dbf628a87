import { getTranslations } from 'next-intl/server';
import { TopCategories } from '@/components/catalog/TopCategories';
import { colour, type BlockProps } from './types';

/** categories: top-category tiles under the block's title in its colours. */
export async function Categories({ block, locale }: BlockProps<'CategoriesBlock'>) {
  const t = await getTranslations({ locale, namespace: 'ContentBlocks' });
  return (
    <TopCategories
      items={block.top_categories}
      locale={locale}
      heading={block.block_title ?? t('categories')}
      headingId={`block-${block._id}-title`}
      headingStyle={{
        color: colour(block.block_title_color),
        backgroundColor: colour(block.block_title_background_color),
      }}
    />
  );
}
