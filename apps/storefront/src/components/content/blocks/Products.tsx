import { getTranslations } from 'next-intl/server';
import { ProductList } from './ProductList';
import { headingId, type BlockProps } from './types';

/** products / productBoxes: product boxes with the block's title. */
export async function Products({ block, locale, vatDisplay }: BlockProps<'ProductsBlock'>) {
  if (block.products.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'ContentBlocks' });
  return (
    <section aria-labelledby={headingId(block)}>
      <h2 id={headingId(block)} className="mb-4 text-xl font-bold md:text-2xl">
        {block.block_title ?? t('products')}
      </h2>
      <ProductList
        products={block.products}
        locale={locale}
        vatDisplay={vatDisplay}
        labelledBy={headingId(block)}
      />
    </section>
  );
}
