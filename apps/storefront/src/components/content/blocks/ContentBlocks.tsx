import type { ContentBlockView } from '@shop/contract';
import type { AppLocale } from '@/i18n/routing';
import type { VatDisplay } from '@/lib/catalog/price';
import { BenefitBody } from './BenefitBody';
import { BigTitle } from './BigTitle';
import { Categories } from './Categories';
import { CategoryBoxes } from './CategoryBoxes';
import { Collapsible } from './Collapsible';
import { CuratedGuideProducts } from './CuratedGuideProducts';
import { CuratedGuides } from './CuratedGuides';
import { LayoutImages } from './LayoutImages';
import { Newsletter } from './Newsletter';
import { Products } from './Products';
import { Quote } from './Quote';
import { Row } from './Row';
import { Text } from './Text';
import { TextBoxes } from './TextBoxes';
import { Usp } from './Usp';

function Block({
  block,
  locale,
  vatDisplay,
}: {
  block: ContentBlockView;
  locale: AppLocale;
  vatDisplay: VatDisplay;
}) {
  const common = { locale, vatDisplay };
  switch (block.__typename) {
    case 'BenefitBodyBlock':
      return <BenefitBody block={block} {...common} />;
    case 'BigTitleBlock':
      return <BigTitle block={block} {...common} />;
    case 'CategoriesBlock':
      return <Categories block={block} {...common} />;
    case 'CollapsibleBlock':
      return <Collapsible block={block} {...common} />;
    case 'CuratedGuideProductsBlock':
      return <CuratedGuideProducts block={block} {...common} />;
    case 'CuratedGuidesBlock':
      return <CuratedGuides block={block} {...common} />;
    case 'NewsletterBlock':
      return <Newsletter block={block} {...common} />;
    case 'ProductsBlock':
      return <Products block={block} {...common} />;
    case 'CategoryBoxesBlock':
      return <CategoryBoxes block={block} {...common} />;
    case 'RowBlock':
      return <Row block={block} {...common} />;
    case 'QuoteBlock':
      return <Quote block={block} {...common} />;
    case 'TextBlock':
      return <Text block={block} {...common} />;
    case 'TextBoxesBlock':
      return <TextBoxes block={block} {...common} />;
    case 'UspBlock':
      return <Usp block={block} {...common} />;
    case 'LayoutImagesBlock':
      return <LayoutImages block={block} {...common} />;
  }
}

/**
 * CMS content blocks in their order, each by its own server component; the only client code is
 * what a product box brings (add to cart, the wish-list heart, colour variants on hover).
 */
export function ContentBlocks({
  blocks,
  locale,
  vatDisplay = 'with',
  className = '',
}: {
  blocks: ContentBlockView[];
  locale: AppLocale;
  vatDisplay?: VatDisplay;
  className?: string;
}) {
  if (blocks.length === 0) return null;
  return (
    <div className={`flex flex-col gap-8 md:gap-10 ${className}`}>
      {blocks.map((b) => (
        <Block key={b._id} block={b} locale={locale} vatDisplay={vatDisplay} />
      ))}
    </div>
  );
}
