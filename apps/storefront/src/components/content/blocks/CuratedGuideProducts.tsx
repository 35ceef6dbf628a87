import { ProductList } from './ProductList';
import { RichText } from './RichText';
import { headingId, type BlockProps } from './types';

/** curated_guide_products: a piece of advice, its benefit in one line and the products it recommends. */
export function CuratedGuideProducts({ block, locale, vatDisplay }: BlockProps<'CuratedGuideProductsBlock'>) {
  const listId = `${headingId(block)}-list`;
  return (
    <section aria-labelledby={headingId(block)} className="border-t border-line pt-6">
      <h2 id={headingId(block)} className="text-xl font-bold md:text-2xl">
        {block.title}
      </h2>
      {block.benefit_line && (
        <p className="mt-1 flex items-center gap-2 font-semibold text-accent">
          <svg
            viewBox="0 0 24 24"
            width="18"
            height="18"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            aria-hidden="true"
          >
            <path d="M20 6 9 17l-5-5" />
          </svg>
          {block.benefit_line}
        </p>
      )}
      <RichText html={block.content} locale={locale} />
      {block.products.length > 0 && (
        <>
          <h3 id={listId} className="mt-4 mb-3 text-lg font-bold">
            {block.products_list_title ?? block.title}
          </h3>
          <ProductList
            products={block.products}
            locale={locale}
            vatDisplay={vatDisplay}
            labelledBy={listId}
            headingLevel={3}
          />
        </>
      )}
    </section>
  );
}
