import type {
  CategoryBox,
  ContentBlockView,
  CuratedGuideRef,
  CurrencyCode,
  Locale,
  ProductBox,
  TopCategory,
  Translated,
} from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { translate } from '../../../http/locale.ts';
import { defaultPriceContext } from '../../../http/price-context.ts';
import { cleanHtml } from '../../../http/sanitize-html.ts';
import { getCategoryRefs, productBoxes } from '../../catalog/index.ts';
import { listCuratedGuideRefs } from '../curated-guides/refs.ts';
import { topCategoryImages } from '../../merchandising/index.ts';
import { getTopCategories } from '../../navigation/index.ts';
import { readStoredBlocks, type StoredBlock } from './stored.ts';

/** Whose view the blocks are resolved for: the language and the currency of product prices. */
export interface BlockAudience {
  locale: Locale;
  currency: CurrencyCode;
}

type Texts = Translated;

/** The references of a list of blocks, gathered so each kind is loaded once. */
function referencesOf(blocks: StoredBlock[]) {
  const productIds = new Set<number>();
  const categoryIds = new Set<number>();
  const guideIds = new Set<number>();
  let topCategories = false;
  for (const b of blocks) {
    if ('product_ids' in b) b.product_ids.forEach((id) => productIds.add(id));
    if ('category_ids' in b) b.category_ids.forEach((id) => categoryIds.add(id));
    if (b.type === 'curated_guides') b.guide_ids.forEach((id) => guideIds.add(id));
    if (b.type === 'categories') topCategories = true;
  }
  return {
    productIds: [...productIds],
    categoryIds: [...categoryIds],
    guideIds: [...guideIds],
    topCategories,
  };
}

async function categoryBoxes(db: Db, ids: number[], locale: Locale): Promise<Map<number, CategoryBox>> {
  if (ids.length === 0) return new Map();
  const [refs, images] = await Promise.all([getCategoryRefs(db, ids, locale), topCategoryImages(db, ids)]);
  return new Map(
    [...refs.values()].map((c) => {
      const path = images.get(c.id);
      return [
        c.id,
        {
          store_id: c.id,
          title: c.name,
          slug: c.slug,
          product_count: c.productCount,
          image: path ? { path, alt: c.name } : null,
        },
      ];
    }),
  );
}

/**
 * Blocks as the storefront shows them, from their stored form: texts in the locale, HTML sanitised,
 * products as product boxes priced in the audience's currency (default price list) and categories,
 * guides and top categories resolved; references to hidden or unknown records are left out.
 */
export async function resolveContentBlocks(
  db: Db,
  raw: unknown,
  audience: BlockAudience,
): Promise<ContentBlockView[]> {
  const blocks = readStoredBlocks(raw);
  if (blocks.length === 0) return [];
  const { locale, currency } = audience;
  const refs = referencesOf(blocks);
  const [products, categories, guides, tops] = await Promise.all([
    refs.productIds.length
      ? productBoxes(db, refs.productIds, defaultPriceContext(currency), locale)
      : Promise.resolve([] as ProductBox[]),
    categoryBoxes(db, refs.categoryIds, locale),
    listCuratedGuideRefs(db, locale, refs.guideIds),
    refs.topCategories ? getTopCategories(db, locale) : Promise.resolve([] as TopCategory[]),
  ]);
  const productById = new Map(products.map((p) => [p.id, p]));
  const guideById = new Map<string, CuratedGuideRef>(guides.map((g) => [g._id, g]));
  const topById = new Map(tops.map((t) => [t._id, t]));

  const text = (t: Texts) => translate(t, locale);
  const optional = (t: Texts | undefined) => (t ? translate(t, locale) : null);
  const html = (t: Texts | undefined) => (t ? (cleanHtml(translate(t, locale)) ?? '') : '');
  const productsOf = (ids: number[]) => ids.flatMap((id) => productById.get(id) ?? []);
  const categoriesOf = (ids: number[]) => ids.flatMap((id) => categories.get(id) ?? []);
  const image = (path: string | undefined, alt: string) => (path ? { path, alt } : null);

  return blocks.map((b, index): ContentBlockView => {
    const base = { _id: String(index + 1), type: b.type };
    switch (b.type) {
      case 'benefit_body':
        return { __typename: 'BenefitBodyBlock', ...base, icon_type: b.icon_type, content: html(b.content) };
      case 'big_title':
        return {
          __typename: 'BigTitleBlock',
          ...base,
          title: text(b.title),
          text: html(b.text),
          background_color: b.background_color ?? null,
          text_color: b.text_color ?? null,
        };
      case 'categories':
        return {
          __typename: 'CategoriesBlock',
          ...base,
          block_title: optional(b.block_title),
          block_title_color: b.block_title_color ?? null,
          block_title_background_color: b.block_title_background_color ?? null,
          top_categories: b.top_category_ids.flatMap((id) => topById.get(id) ?? []),
        };
      case 'collapsible':
        return { __typename: 'CollapsibleBlock', ...base, title: text(b.title), text: html(b.text) };
      case 'curated_guide_products':
        return {
          __typename: 'CuratedGuideProductsBlock',
          ...base,
          title: text(b.title),
          content: html(b.content),
          benefit_line: optional(b.benefit_line),
          products_list_title: optional(b.products_list_title),
          products: productsOf(b.product_ids),
        };
      case 'curated_guides':
        return {
          __typename: 'CuratedGuidesBlock',
          ...base,
          block_title: optional(b.block_title),
          curated_guides: b.guide_ids.flatMap((id) => guideById.get(String(id)) ?? []),
        };
      case 'newsletter':
        return {
          __typename: 'NewsletterBlock',
          ...base,
          newsletter_type: b.newsletter_type,
          block_title: optional(b.block_title),
          text: b.newsletter_type === 'with_text' ? html(b.text) : '',
        };
      case 'products':
      case 'productBoxes':
        return {
          __typename: 'ProductsBlock',
          ...base,
          block_title: optional(b.block_title),
          products: productsOf(b.product_ids),
        };
      case 'categoryBoxes':
        return {
          __typename: 'CategoryBoxesBlock',
          ...base,
          block_title: optional(b.block_title),
          categories: categoriesOf(b.category_ids),
        };
      case 'row':
        return {
          __typename: 'RowBlock',
          ...base,
          block_title: optional(b.block_title),
          categories: categoriesOf(b.category_ids),
          products: productsOf(b.product_ids),
        };
      case 'quote':
        return { __typename: 'QuoteBlock', ...base, text: text(b.text), author: b.author ?? null };
      case 'text':
        return { __typename: 'TextBlock', ...base, text: html(b.text) };
      case 'text_boxes': {
        const title = optional(b.block_title);
        return {
          __typename: 'TextBoxesBlock',
          ...base,
          block_title: title,
          background_image: image(b.background_image, title ?? ''),
          background_banner_image: image(b.background_banner_image, title ?? ''),
          background_color: b.background_color ?? null,
          text_boxes: b.text_boxes.map((t) => ({
            text: html(t.text),
            background_color: t.background_color ?? null,
            text_color: t.text_color ?? null,
            box_styles: t.box_styles,
          })),
          button: b.button
            ? {
                text: text(b.button.text),
                button_link: b.button.button_link,
                background_color: b.button.background_color ?? null,
                text_color: b.button.text_color ?? null,
                style: b.button.style,
              }
            : null,
        };
      }
      case 'usp':
        return {
          __typename: 'UspBlock',
          ...base,
          block_title: optional(b.block_title),
          items: b.items.map((i) => ({ icon: i.icon, title: text(i.title), text: text(i.text) })),
        };
      case 'layout_images':
        return {
          __typename: 'LayoutImagesBlock',
          ...base,
          block_title: optional(b.block_title),
          images: b.images.map((i) => ({
            image: { path: i.path, alt: text(i.alt) },
            position: i.position,
            offset_x: i.offset_x,
            offset_y: i.offset_y,
            rotation: i.rotation,
            wallpaper: i.wallpaper,
          })),
        };
    }
  });
}
