import type { AdminContentType, PreviewType } from '@shop/contract';

/** How the editor shows one field of a content type. */
export type FieldKind =
  | 'text' // a line in every language
  | 'multiline' // a paragraph in every language
  | 'html' // rich text in every language
  | 'number'
  | 'datetime'
  | 'image' // a media path
  | 'colour' // the info box's colour
  | 'kind' // a page's kind
  | 'blocks'; // content blocks

export interface FieldDef {
  source: string;
  label: string;
  kind: FieldKind;
  required?: boolean;
  helper?: string;
}

export interface ContentTypeDef {
  type: AdminContentType;
  /** react-admin's resource name. */
  resource: string;
  /** Czech names: one and many. */
  one: string;
  many: string;
  fields: FieldDef[];
  /** Has addresses and SEO texts per language. */
  meta: boolean;
  preview?: PreviewType;
}

const blocks: FieldDef = { source: 'content_blocks', label: 'Bloky obsahu', kind: 'blocks' };

/** The content types the back office edits, in the menu's order. */
export const contentTypes: ContentTypeDef[] = [
  {
    type: 'articles',
    resource: 'content-articles',
    one: 'Článek',
    many: 'Články',
    meta: true,
    preview: 'article',
    fields: [
      { source: 'title', label: 'Titulek', kind: 'text', required: true },
      { source: 'short_title', label: 'Krátký titulek', kind: 'text' },
      { source: 'perex', label: 'Perex', kind: 'multiline' },
      { source: 'content', label: 'Text článku', kind: 'html' },
      { source: 'image', label: 'Hlavní obrázek', kind: 'image' },
      { source: 'image_alt', label: 'Popis hlavního obrázku', kind: 'text' },
      { source: 'category_id', label: 'Kategorie článků (číslo)', kind: 'number' },
      { source: 'author_id', label: 'Autor (číslo)', kind: 'number' },
      blocks,
    ],
  },
  {
    type: 'pages',
    resource: 'content-pages',
    one: 'Stránka',
    many: 'Stránky',
    meta: true,
    preview: 'page',
    fields: [
      { source: 'title', label: 'Titulek', kind: 'text', required: true },
      { source: 'kind', label: 'Druh stránky', kind: 'kind' },
      { source: 'content', label: 'Obsah', kind: 'html' },
      blocks,
    ],
  },
  {
    type: 'curated-guides',
    resource: 'content-curated-guides',
    one: 'Průvodce',
    many: 'Průvodci výběrem',
    meta: true,
    preview: 'curated_guide',
    fields: [
      { source: 'title', label: 'Titulek', kind: 'text', required: true },
      { source: 'subtitle', label: 'Podtitulek', kind: 'text' },
      { source: 'perex', label: 'Perex', kind: 'multiline' },
      { source: 'image', label: 'Obrázek', kind: 'image' },
      { source: 'weight', label: 'Váha (vyšší dřív)', kind: 'number' },
      blocks,
    ],
  },
  {
    type: 'faq',
    resource: 'content-faq',
    one: 'Otázka',
    many: 'Časté dotazy',
    meta: false,
    fields: [
      { source: 'topic', label: 'Téma', kind: 'text', required: true },
      { source: 'question', label: 'Otázka', kind: 'text', required: true },
      { source: 'answer', label: 'Odpověď', kind: 'html', required: true },
      { source: 'weight', label: 'Váha (vyšší dřív)', kind: 'number' },
    ],
  },
  {
    type: 'glossary',
    resource: 'content-glossary',
    one: 'Pojem',
    many: 'Slovník pojmů',
    meta: true,
    fields: [
      { source: 'title', label: 'Pojem', kind: 'text', required: true },
      { source: 'perex', label: 'Perex', kind: 'multiline' },
      { source: 'description', label: 'Vysvětlení', kind: 'html', required: true },
    ],
  },
  {
    type: 'infomails',
    resource: 'content-infomails',
    one: 'Infomail',
    many: 'Infomaily',
    meta: true,
    fields: [
      { source: 'title', label: 'Předmět', kind: 'text', required: true },
      { source: 'sent_at', label: 'Odesláno', kind: 'datetime', required: true },
      { source: 'content', label: 'Obsah', kind: 'html' },
    ],
  },
  {
    type: 'info-boxes',
    resource: 'content-info-boxes',
    one: 'Informační box',
    many: 'Informační boxy',
    meta: false,
    fields: [
      { source: 'text', label: 'Text', kind: 'html', required: true },
      { source: 'box_color', label: 'Barva', kind: 'colour' },
      { source: 'order', label: 'Pořadí', kind: 'number' },
    ],
  },
];

export const contentTypeOf = (resource: string) => contentTypes.find((t) => t.resource === resource);

export const localeNames = { cs: 'Čeština', sk: 'Slovenština', de: 'Němčina' } as const;
export const contentLocales = ['cs', 'sk', 'de'] as const;
