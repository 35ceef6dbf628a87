import {
  benefitIconTypes,
  buttonStyles,
  layoutImagePositions,
  newsletterTypes,
  textBoxStyles,
  uspIcons,
} from '@shop/contract';

/** How an item of a nested list is called: its title, and the word for it in an action's label. */
export interface ItemNames {
  /** "Výhoda" (an item's legend: "Výhoda 2"). */
  one: string;
  /** "výhodu" (the object of a verb: "Přidat výhodu", "Odebrat výhodu 2"). */
  object: string;
}

interface FieldBase {
  /** The field's key in the stored block (or item). */
  key: string;
  label: string;
  /** The CMS refuses the block without it. */
  required?: boolean;
  helper?: string;
}

/**
 * One field of a block type (or of an item of a block's list) in the blocks editor, as the CMS
 * stores it: text/html in every language, line a plain line, colour #rrggbb, picture a media path,
 * ids store ids, codes text ids, styles any of the options, list items of their own fields, group
 * an optional set of fields (a button).
 */
export type BlockField =
  | (FieldBase & { kind: 'text' | 'html' | 'line' | 'colour' | 'boolean' | 'picture' | 'ids' | 'codes' })
  | (FieldBase & { kind: 'number'; min: number; max: number })
  | (FieldBase & { kind: 'select' | 'styles'; options: [string, string][] })
  | (FieldBase & { kind: 'list'; item: ItemNames; fields: BlockField[]; max: number })
  | (FieldBase & { kind: 'group'; item: ItemNames; fields: BlockField[] });

export interface BlockType {
  type: string;
  label: string;
  fields: BlockField[];
}

const blockTitle: BlockField = { key: 'block_title', label: 'Nadpis bloku', kind: 'text' };
const colour = (key: string, label: string): BlockField => ({ key, label, kind: 'colour' });
const productIds: BlockField = {
  key: 'product_ids',
  label: 'Produkty (ID)',
  kind: 'ids',
  required: true,
  helper: 'Čísla produktů oddělená čárkou, v pořadí, v jakém se zobrazí',
};
const categoryIds: BlockField = {
  key: 'category_ids',
  label: 'Kategorie (ID)',
  kind: 'ids',
  required: true,
  helper: 'Čísla kategorií oddělená čárkou, v pořadí, v jakém se zobrazí',
};
const options = <T extends string>(values: readonly T[], names: Record<T, string>): [string, string][] =>
  values.map((v) => [v, names[v]]);

/** The block types an operator adds and edits here, with every field the CMS stores for them. */
export const blockTypes: BlockType[] = [
  { type: 'text', label: 'Text', fields: [{ key: 'text', label: 'Text', kind: 'html', required: true }] },
  {
    type: 'quote',
    label: 'Citát',
    fields: [
      { key: 'text', label: 'Citát', kind: 'text', required: true },
      { key: 'author', label: 'Autor', kind: 'line' },
    ],
  },
  {
    type: 'collapsible',
    label: 'Rozbalovací text',
    fields: [
      { key: 'title', label: 'Nadpis', kind: 'text', required: true },
      { key: 'text', label: 'Text', kind: 'html', required: true },
    ],
  },
  {
    type: 'big_title',
    label: 'Velký nadpis',
    fields: [
      { key: 'title', label: 'Nadpis', kind: 'text', required: true },
      { key: 'text', label: 'Text', kind: 'html' },
      colour('background_color', 'Barva pozadí'),
      colour('text_color', 'Barva textu'),
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
        required: true,
        options: options(benefitIconTypes, {
          check: 'Fajfka',
          exclamation: 'Vykřičník',
          question: 'Otazník',
          quotes: 'Uvozovky',
        }),
      },
      { key: 'content', label: 'Text', kind: 'html', required: true },
    ],
  },
  { type: 'products', label: 'Produkty', fields: [blockTitle, productIds] },
  { type: 'productBoxes', label: 'Boxy produktů', fields: [blockTitle, productIds] },
  { type: 'categoryBoxes', label: 'Boxy kategorií', fields: [blockTitle, categoryIds] },
  {
    type: 'row',
    label: 'Řada kategorií a produktů',
    fields: [blockTitle, { ...categoryIds, required: false }, { ...productIds, required: false }],
  },
  {
    type: 'curated_guides',
    label: 'Průvodci výběrem',
    fields: [
      blockTitle,
      {
        key: 'guide_ids',
        label: 'Průvodci (ID)',
        kind: 'ids',
        required: true,
        helper: 'Čísla průvodců výběrem oddělená čárkou, v pořadí, v jakém se zobrazí',
      },
    ],
  },
  {
    type: 'curated_guide_products',
    label: 'Rada s produkty',
    fields: [
      { key: 'title', label: 'Nadpis', kind: 'text', required: true },
      { key: 'content', label: 'Text', kind: 'html', required: true },
      { key: 'benefit_line', label: 'Řádek s výhodou', kind: 'text' },
      { key: 'products_list_title', label: 'Nadpis seznamu produktů', kind: 'text' },
      productIds,
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
        required: true,
        options: options(newsletterTypes, { with_text: 'S textem', without_text: 'Bez textu' }),
      },
      blockTitle,
      { key: 'text', label: 'Text vedle formuláře', kind: 'html' },
    ],
  },
  {
    type: 'categories',
    label: 'Dlaždice kategorií',
    fields: [
      blockTitle,
      colour('block_title_color', 'Barva nadpisu'),
      colour('block_title_background_color', 'Barva pozadí nadpisu'),
      {
        key: 'top_category_ids',
        label: 'Dlaždice (ID)',
        kind: 'codes',
        required: true,
        helper: 'Identifikátory dlaždic hlavních kategorií oddělené čárkou, v pořadí, v jakém se zobrazí',
      },
    ],
  },
  {
    type: 'usp',
    label: 'Výhody obchodu',
    fields: [
      blockTitle,
      {
        key: 'items',
        label: 'Výhody',
        kind: 'list',
        required: true,
        max: 12,
        item: { one: 'Výhoda', object: 'výhodu' },
        fields: [
          {
            key: 'icon',
            label: 'Ikona',
            kind: 'select',
            required: true,
            options: options(uspIcons, {
              truck: 'Dodávka',
              package: 'Balík',
              return: 'Vrácení',
              shield: 'Štít',
              chat: 'Bublina',
              heart: 'Srdce',
            }),
          },
          { key: 'title', label: 'Nadpis', kind: 'text', required: true },
          { key: 'text', label: 'Text', kind: 'text', required: true },
        ],
      },
    ],
  },
  {
    type: 'text_boxes',
    label: 'Textové boxy',
    fields: [
      blockTitle,
      { key: 'background_image', label: 'Obrázek na pozadí', kind: 'picture' },
      { key: 'background_banner_image', label: 'Obrázek pruhu na pozadí', kind: 'picture' },
      colour('background_color', 'Barva pozadí'),
      {
        key: 'text_boxes',
        label: 'Boxy',
        kind: 'list',
        required: true,
        max: 12,
        item: { one: 'Box', object: 'box' },
        fields: [
          { key: 'text', label: 'Text', kind: 'html', required: true },
          colour('background_color', 'Barva pozadí'),
          colour('text_color', 'Barva textu'),
          {
            key: 'box_styles',
            label: 'Vzhled boxu',
            kind: 'styles',
            options: options(textBoxStyles, {
              plain: 'Prostý',
              bordered: 'S rámečkem',
              shadow: 'Se stínem',
              rounded: 'Zaoblené rohy',
            }),
          },
        ],
      },
      {
        key: 'button',
        label: 'Tlačítko',
        kind: 'group',
        item: { one: 'Tlačítko', object: 'tlačítko' },
        fields: [
          { key: 'text', label: 'Text tlačítka', kind: 'text', required: true },
          {
            key: 'button_link',
            label: 'Odkaz',
            kind: 'line',
            required: true,
            helper: 'Cesta v obchodě (/…) nebo celá adresa (https://…)',
          },
          colour('background_color', 'Barva pozadí'),
          colour('text_color', 'Barva textu'),
          {
            key: 'style',
            label: 'Styl',
            kind: 'select',
            required: true,
            options: options(buttonStyles, { filled: 'Plné', outline: 'Obrys' }),
          },
        ],
      },
    ],
  },
  {
    type: 'layout_images',
    label: 'Rozvržení obrázků',
    fields: [
      blockTitle,
      {
        key: 'images',
        label: 'Obrázky',
        kind: 'list',
        required: true,
        max: 12,
        item: { one: 'Obrázek', object: 'obrázek' },
        fields: [
          { key: 'path', label: 'Obrázek', kind: 'picture', required: true },
          { key: 'alt', label: 'Popis obrázku (alt)', kind: 'text', required: true },
          {
            key: 'position',
            label: 'Umístění',
            kind: 'select',
            required: true,
            options: options(layoutImagePositions, { left: 'Vlevo', center: 'Uprostřed', right: 'Vpravo' }),
          },
          {
            key: 'offset_x',
            label: 'Posun vodorovně (%)',
            kind: 'number',
            required: true,
            min: -100,
            max: 100,
          },
          { key: 'offset_y', label: 'Posun svisle (%)', kind: 'number', required: true, min: -100, max: 100 },
          { key: 'rotation', label: 'Otočení (°)', kind: 'number', required: true, min: -180, max: 180 },
          { key: 'wallpaper', label: 'Opakovat jako tapetu za blokem', kind: 'boolean', required: true },
        ],
      },
    ],
  },
];

/** A required field's empty value; an optional field starts left out. */
function emptyValue(field: BlockField): unknown {
  if (!field.required) return undefined;
  switch (field.kind) {
    case 'text':
    case 'html':
      return { cs: '' };
    case 'line':
    case 'picture':
      return '';
    case 'number':
      return 0;
    case 'boolean':
      return false;
    case 'select':
      return field.options[0]![0];
    case 'ids':
    case 'codes':
    case 'styles':
    case 'list':
      return [];
    default:
      return undefined;
  }
}

/** A new block or item of these fields with the required ones empty. */
export function emptyOf(fields: BlockField[]): Record<string, unknown> {
  const value: Record<string, unknown> = {};
  for (const f of fields) {
    const empty = emptyValue(f);
    if (empty !== undefined) value[f.key] = empty;
  }
  return value;
}

/** A new block of a type with its required fields empty. */
export function newBlock(type: string): Record<string, unknown> & { type: string } {
  const def = blockTypes.find((t) => t.type === type);
  return { ...(def ? emptyOf(def.fields) : {}), type };
}
