import { ProductBox } from '@/components/product/product-box';
import { CategoryCard } from './CategoryCards';
import { headingId, type BlockProps } from './types';

/** row: one row of boxes, category boxes first and then product boxes. */
export function Row({ block, locale, vatDisplay }: BlockProps<'RowBlock'>) {
  if (block.categories.length + block.products.length === 0) return null;
  return (
    <section aria-labelledby={block.block_title ? headingId(block) : undefined}>
      {block.block_title && (
        <h2 id={headingId(block)} className="mb-4 text-xl font-bold md:text-2xl">
          {block.block_title}
        </h2>
      )}
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4">
        {block.categories.map((c) => (
          <li key={`c${c.store_id}`}>
            <CategoryCard category={c} locale={locale} />
          </li>
        ))}
        {block.products.map((p) => (
          <li key={`p${p.id}`}>
            <ProductBox product={p} locale={locale} vatDisplay={vatDisplay} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}
