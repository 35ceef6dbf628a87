import { benefitIconTypes, newsletterTypes } from '@shop/contract';

/** One field of a block type in the blocks editor. */
export interface BlockField {
  key: string;
  label: string;
  /** text/html: in every language; ids: store ids; select: one of options; line: a plain line. */
  kind: 'text' | 'html' | 'ids' | 'select' | 'line';
  options?: [string, string][];
}

export interface BlockType {
  type: string;
  label: string;
  fields: BlockField[];
}

const blockTitle: BlockField = { key: 'block_title', label: 'Nadpis bloku', kind: 'text' };

/**
 * The block types an operator adds and edits here, with their fields as the CMS stores them. The
 * blocks with nested lists (text boxes, USP, layout pictures, category tiles) keep their content
 * when moved but are added with an empty list.
 */
export const blockTypes: BlockType[] = [
  { type: 'text', label: 'Text', fields: [{ key: 'text', label: 'Text (HTML)', kind: 'html' }] },
  {
    type: 'quote',
    label: 'Citát',
    fields: [
      { key: 'text', label: 'Citát', kind: 'text' },
      { key: 'author', label: 'Autor', kind: 'line' },
    ],
  },
  {
    type: 'collapsible',
    label: 'Rozbalovací text',
    fields: [
      { key: 'title', label: 'Nadpis', kind: 'text' },
      { key: 'text', label: 'Text (HTML)', kind: 'html' },
    ],
  },
  {
    type: 'big_title',
    label: 'Velký nadpis',
    fields: [
      { key: 'title', label: 'Nadpis', kind: 'text' },
      { key: 'text', label: 'Text (HTML)', kind: 'html' },
      { key: 'background_color', label: 'Barva pozadí (#rrggbb)', kind: 'line' },
      { key: 'text_color', label: 'Barva textu (#rrggbb)', kind: 'line' },
    ],
  },
  {
    type: 'benefit_body',
    label: 'Výhoda s ikonou',
    fields: [
      {
        key: 'icon_type',
        label: 'Ikona',
        kind: 'select',
        options: benefitIconTypes.map((i) => [
          i,
          { check: 'Fajfka', exclamation: 'Vykřičník', question: 'Otazník', quotes: 'Uvozovky' }[i],
        ]),
      },
      { key: 'content', label: 'Text (HTML)', kind: 'html' },
    ],
  },
  {
    type: 'products',
    label: 'Produkty',
    fields: [blockTitle, { key: 'product_ids', label: 'Produkty', kind: 'ids' }],
  },
  {
    type: 'productBoxes',
    label: 'Boxy produktů',
    fields: [blockTitle, { key: 'product_ids', label: 'Produkty', kind: 'ids' }],
  },
  {
    type: 'categoryBoxes',
    label: 'Boxy kategorií',
    fields: [blockTitle, { key: 'category_ids', label: 'Kategorie', kind: 'ids' }],
  },
  {
    type: 'row',
    label: 'Řada kategorií a produktů',
    fields: [
      blockTitle,
      { key: 'category_ids', label: 'Kategorie', kind: 'ids' },
      { key: 'product_ids', label: 'Produkty', kind: 'ids' },
    ],
  },
  {
    type: 'curated_guides',
    label: 'Průvodci výběrem',
    fields: [blockTitle, { key: 'guide_ids', label: 'Průvodci', kind: 'ids' }],
  },
  {
    type: 'curated_guide_products',
    label: 'Rada s produkty',
    fields: [
      { key: 'title', label: 'Nadpis', kind: 'text' },
      { key: 'content', label: 'Text (HTML)', kind: 'html' },
      { key: 'benefit_line', label: 'Řádek s výhodou', kind: 'text' },
      { key: 'products_list_title', label: 'Nadpis seznamu produktů', kind: 'text' },
      { key: 'product_ids', label: 'Produkty', kind: 'ids' },
    ],
  },
  {
    type: 'newsletter',
    label: 'Přihláška k newsletteru',
    fields: [
      {
        key: 'newsletter_type',
        label: 'Podoba',
        kind: 'select',
        options: newsletterTypes.map((t) => [t, t === 'with_text' ? 'S textem' : 'Bez textu']),
      },
      blockTitle,
      { key: 'text', label: 'Text', kind: 'text' },
    ],
  },
  {
    type: 'categories',
    label: 'Dlaždice kategorií',
    fields: [blockTitle],
  },
  { type: 'usp', label: 'Výhody obchodu', fields: [blockTitle] },
  { type: 'text_boxes', label: 'Textové boxy', fields: [blockTitle] },
  { type: 'layout_images', label: 'Rozvržení obrázků', fields: [blockTitle] },
];

/** A new block of a type with its required fields empty. */
export function newBlock(type: string): Record<string, unknown> & { type: string } {
  const empty = { cs: '' };
  switch (type) {
    case 'text':
      return { type, text: empty };
    case 'quote':
      return { type, text: empty };
    case 'collapsible':
      return { type, title: empty, text: empty };
    case 'big_title':
      return { type, title: empty };
    case 'benefit_body':
      return { type, icon_type: 'check', content: empty };
    case 'products':
    case 'productBoxes':
      return { type, product_ids: [] };
    case 'categoryBoxes':
      return { type, category_ids: [] };
    case 'row':
      return { type, category_ids: [], product_ids: [] };
    case 'curated_guides':
      return { type, guide_ids: [] };
    case 'curated_guide_products':
      return { type, title: empty, content: empty, product_ids: [] };
    case 'newsletter':
      return { type, newsletter_type: 'with_text' };
    case 'categories':
      return { type, top_category_ids: [] };
    case 'usp':
      return { type, items: [] };
    case 'text_boxes':
      return { type, text_boxes: [] };
    case 'layout_images':
      return { type, images: [] };
    default:
      return { type };
  }
}
