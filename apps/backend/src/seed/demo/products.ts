/**
 * Products and their variants, drawn from the product kinds. Each product has its own generator
 * seeded by (seed, index), so product n is the same whatever the total count; only the suffixes
 * that keep slugs unique depend on the products before it.
 */
import { translate } from '@shop/contract';
import type { BrandRow, ProductRow, Translated, VariantRow } from '../dataset.ts';
import {
  BRANDS,
  FAMILIES,
  KINDS,
  type FamilyCode,
  type FamilyText,
  type KindDef,
  type PropDef,
  type Words,
} from './catalogue.ts';
import { FAMILIES_DE } from './catalogue-de.ts';
import { FAMILIES_SK } from './catalogue-sk.ts';
import { categoryBySlug } from './categories.ts';
import { eanForVariant, slugify } from './codes.ts';
import { SHAPE_COLOURS, hoverImagePath, productImagePath } from './images.ts';
import { parameter, parameterValue } from './parameters.ts';
import { buildPrices, niceCzk, type DiscountKind } from './prices.ts';
import { Rng, deriveSeed } from './prng.ts';
import { TAG } from './reference.ts';
import { buildStock, pickStockCase } from './stock.ts';

export const BRAND_ROWS: BrandRow[] = BRANDS.map((brand, i) => ({
  id: i + 1,
  name: brand.name,
  slug: slugify(brand.name),
  weight: (BRANDS.length - i) * 10,
  description: { cs: brand.cs, sk: brand.sk, de: brand.de },
}));

const brandIdByName = new Map(BRAND_ROWS.map((b) => [b.name, b.id]));

const CODE_PREFIX: Record<FamilyCode, string> = {
  lubricant: 'LUB',
  condom: 'KON',
  cup: 'KAL',
  panties: 'MKH',
  wash: 'MYG',
  wipes: 'UBR',
  oil: 'OLE',
  kegel: 'KUL',
  trainer: 'TRE',
  supplement: 'DOP',
  dumbbell: 'CIN',
  kettlebell: 'KET',
  band: 'GUM',
  mat: 'POD',
  block: 'BLO',
  roller: 'VAL',
  ball: 'MIC',
  rope: 'SVI',
};

/** Further categories some products are listed in (share of the kind's products). */
const CROSS_LISTING: Record<string, { slug: string; share: number }> = {
  'neutralni-masazni-oleje': { slug: 'regenerace', share: 0.5 },
  'odporove-gumy': { slug: 'joga-a-pilates', share: 0.4 },
  'kondomy-bez-latexu': { slug: 'tenke-kondomy', share: 0.3 },
  'intimni-probiotika': { slug: 'doplnky-stravy-pro-zeny', share: 0.5 },
  'venusiny-kulicky': { slug: 'trenazery-s-aplikaci', share: 0.2 },
};

const LATEX_MATERIALS = new Set(['latex', 'prirodni-kaucuk']);
const FREE_SHIPPERS = ['pickup-point', 'courier'];
const DAY = 86_400_000;

export interface ProductOptions {
  seed: number;
  count: number;
  reference: Date;
}

function fill(template: string, brand: string, line: string, prop: string): string {
  return template
    .replace('{brand}', brand)
    .replace('{line}', line)
    .replace(prop === '' ? ' {prop}' : '{prop}', prop);
}

type Language = 'cs' | 'sk' | 'de';

/** The product texts of every family in each language; Czech is the original. */
const FAMILY_TEXTS: Record<Language, Record<FamilyCode, FamilyText>> = {
  cs: FAMILIES,
  sk: FAMILIES_SK,
  de: FAMILIES_DE,
};

// A product draws its sentences by index, the same in every language: a translation missing a
// sentence of the Czech one fails the build rather than leaving a product without its text.
for (const language of ['sk', 'de'] as const)
  for (const code of Object.keys(FAMILIES) as FamilyCode[])
    for (const part of ['perex', 'about', 'composition', 'care'] as const) {
      const own = FAMILY_TEXTS[language][code]?.[part];
      if (own?.length !== FAMILIES[code][part].length || own.some((text) => !text.trim()))
        throw new Error(
          `Product family '${code}' has no ${language} ${part} for each Czech one (catalogue-${language}.ts)`,
        );
    }

/** The headings of a product description's second and third sections. */
const SECTION_HEADINGS: Record<Language, [composition: string, care: string]> = {
  cs: ['Složení a použití', 'Péče a skladování'],
  sk: ['Zloženie a použitie', 'Starostlivosť a skladovanie'],
  de: ['Zusammensetzung und Anwendung', 'Pflege und Aufbewahrung'],
};

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'];

/** 'II' … 'X' for the 2nd to 10th product of the same name, then the plain number. */
function generation(n: number): string {
  return ROMAN[n - 1] ?? String(n);
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Kind of each product slot: every kind appears by its weight, in a seeded order. */
const kindIndex = new Map(KINDS.map((kind, i) => [kind, i]));

function kindSlots(seed: number): KindDef[] {
  const slots = KINDS.flatMap((kind) => Array.from({ length: kind.weight }, () => kind));
  return new Rng(deriveSeed(seed, 0x51075)).shuffle(slots);
}

class TextCache {
  private readonly cache = new Map<string, string>();

  get(key: string, make: () => string): string {
    let text = this.cache.get(key);
    if (text === undefined) {
      text = make();
      this.cache.set(key, text);
    }
    return text;
  }
}

export function generateProducts({ seed, count, reference }: ProductOptions): ProductRow[] {
  const slots = kindSlots(seed);
  const comboCounts = new Map<string, number>();
  const slugCounts = new Map<string, number>();
  const texts = new TextCache();
  const products: ProductRow[] = [];
  let variantId = 0;

  for (let index = 0; index < count; index++) {
    const id = index + 1;
    const kind = slots[index % slots.length] as KindDef;
    const rng = new Rng(deriveSeed(seed, index));
    const family = FAMILIES[kind.family];

    // Name: a few draws to find a combination not used yet; past that the name gets a generation suffix.
    let brand = 0;
    let line = 0;
    let propIndex = -1;
    let comboKey = '';
    for (let attempt = 0; attempt < 12; attempt++) {
      brand = rng.int(0, kind.brands.length - 1);
      line = rng.int(0, kind.lines.length - 1);
      propIndex = kind.props ? rng.int(0, kind.props.length - 1) : -1;
      comboKey = `${kindIndex.get(kind)}|${brand}|${line}|${propIndex}`;
      if (!comboCounts.has(comboKey)) break;
    }
    const nameCount = (comboCounts.get(comboKey) ?? 0) + 1;
    comboCounts.set(comboKey, nameCount);
    const brandName = kind.brands[brand] ?? '';
    const lineName = kind.lines[line] ?? '';
    const prop: PropDef | undefined = kind.props?.[propIndex];
    const propText = prop?.text ?? ['', '', ''];
    const suffix = nameCount > 1 ? ' ' + generation(nameCount) : '';
    const name: Words = [
      fill(kind.name[0], brandName, lineName, propText[0]) + suffix,
      fill(kind.name[1], brandName, lineName, propText[1]) + suffix,
      fill(kind.name[2], brandName, lineName, propText[2]) + suffix,
    ];

    const baseSlug = slugify(name[0]);
    const slugCount = (slugCounts.get(baseSlug) ?? 0) + 1;
    slugCounts.set(baseSlug, slugCount);
    const slug = slugCount === 1 ? baseSlug : `${baseSlug}-${slugCount}`;

    const ageDays = rng.chance(0.08) ? rng.int(0, 44) : rng.int(45, 720);
    const createdAt = new Date(reference.getTime() - ageDays * DAY - rng.int(0, 86_399) * 1000).toISOString();

    // Descriptive parameters.
    const chosen = new Map<string, string>();
    for (const [code, values] of Object.entries(kind.params)) chosen.set(code, rng.pick(values));
    for (const [code, value] of Object.entries(prop?.params ?? {})) chosen.set(code, value);
    const material = chosen.get('material');
    if (material && !chosen.has('bez-latexu') && (kind.family === 'band' || kind.family === 'ball')) {
      chosen.set('bez-latexu', LATEX_MATERIALS.has(material) ? 'ne' : 'ano');
    }
    const parameterValueIds = [...chosen].map(([code, value]) => parameterValue(code, value).id);

    // Variants.
    const axis = kind.axis;
    const axisCount = Math.min(rng.int(axis.min, axis.max), axis.values.length);
    const axisValues = axis.consecutive
      ? rng.run(axis.values, axisCount)
      : rng.sample(axis.values, axisCount);
    const productColour = rng.pick(SHAPE_COLOURS[kind.shape]);
    const baseCrowns = rng.int(kind.priceCzk[0], kind.priceCzk[1]) * (prop?.factor ?? 1);
    const discount: DiscountKind =
      ageDays >= 60 && rng.chance(0.15) ? (rng.chance(0.35) ? 'after-raise' : 'plain') : 'none';
    const flags = {
      discountPercent: rng.pick([10, 15, 20, 25, 30]),
      discountDaysAgo: rng.int(1, 20),
      raiseDaysBefore: rng.int(5, 12),
      recommended: rng.chance(0.2),
      b2b: rng.chance(0.3),
      vip: rng.chance(0.1),
      quantity: kind.consumable && rng.chance(0.3),
    };
    const axisParameter = parameter(axis.parameter);
    const brandCode = slugify(brandName).replace(/-/g, '').slice(0, 3).toUpperCase();
    const catalogCode = `${CODE_PREFIX[kind.family]}-${String(id).padStart(6, '0')}`;

    const variants: VariantRow[] = axisValues.map((value, v) => {
      variantId += 1;
      const valueRow = parameterValue(axis.parameter, value.code);
      const colour = value.colour ?? productColour;
      const valueIds = [valueRow.id];
      if (value.colour && axisParameter.code !== 'barva')
        valueIds.push(parameterValue('barva', value.colour).id);
      const label = axis.label;
      const variantName: Translated = label
        ? {
            cs: capitalise(`${label[0]} ${valueRow.name.cs}`),
            sk: capitalise(`${label[1]} ${translate(valueRow.name, 'sk')}`),
            de: `${label[2]} ${translate(valueRow.name, 'de')}`,
          }
        : valueRow.name;
      const { prices, priceHistory } = buildPrices(
        { crowns: niceCzk(baseCrowns * value.factor), discount, ageDays, ...flags },
        rng,
        reference,
      );
      const stock = buildStock(pickStockCase(rng), rng);
      return {
        id: variantId,
        code: `${catalogCode}-${String(v + 1).padStart(2, '0')}`,
        ean: eanForVariant(variantId, seed),
        name: variantName,
        isDefault: v === 0,
        parameterValueIds: valueIds,
        availabilityCode: stock.availabilityCode,
        soldAvailabilityCode: stock.soldAvailabilityCode,
        amountMin: 1,
        amountMax: kind.amountMax ?? (discount === 'none' ? null : 10),
        checkStock: stock.checkStock,
        image: productImagePath(kind.shape, colour),
        prices,
        priceHistory,
        stock: stock.stock,
      };
    });

    // Tags and offers.
    const running = kind.consumable && rng.chance(0.04) ? 2 : null;
    // A few consumables keep a '2+1' promotion that ended two weeks before the reference date
    // ('Akce skončila'); chosen by id, so the generator's random draws stay as they were.
    const ended = running === null && kind.consumable && id % 30 === 0;
    const nPlusOne = running ?? (ended ? 2 : null);
    const nPlusOneUntil = ended ? new Date(reference.getTime() - 14 * DAY).toISOString().slice(0, 10) : null;
    const defaultPrice = variants[0]?.prices.find((p) => p.currency === 'CZK' && p.customerGroup === null);
    const freeShipping = (defaultPrice?.unitWithTax ?? 0) >= 150_000 || rng.chance(0.05);
    const tagIds: number[] = [];
    if (ageDays < 45) tagIds.push(TAG.new);
    if (discount !== 'none' && rng.chance(0.6)) tagIds.push(TAG.sale);
    if (freeShipping) tagIds.push(TAG.freeShipping);
    if (rng.chance(0.04)) tagIds.push(TAG.freeGift);
    if (running) tagIds.push(TAG.twoPlusOne);
    if (rng.chance(0.06)) tagIds.push(TAG.tip);
    if (kind.family === 'cup' || kind.family === 'panties' || material === 'korek')
      tagIds.push(TAG.ecoFriendly);

    const cross = CROSS_LISTING[kind.category];
    const extraCategoryIds = cross && rng.chance(cross.share) ? [categoryBySlug(cross.slug).id] : [];

    const [about, composition, care, perex] = [
      rng.int(0, family.about.length - 1),
      rng.int(0, family.composition.length - 1),
      rng.int(0, family.care.length - 1),
      rng.int(0, family.perex.length - 1),
    ];
    const put = (text: string): string =>
      text.replaceAll('{brand}', brandName).replaceAll('{line}', lineName);
    const descriptionIn = (language: Language): string =>
      texts.get(`${language}|${kind.family}|${brandName}|${lineName}|${about}|${composition}|${care}`, () => {
        const own = FAMILY_TEXTS[language][kind.family];
        const [compositionHeading, careHeading] = SECTION_HEADINGS[language];
        return [
          `<p>${put(own.about[about] ?? '')}</p>`,
          `<h2>${compositionHeading}</h2><p>${put(own.composition[composition] ?? '')}</p>`,
          `<h2>${careHeading}</h2><p>${put(own.care[care] ?? '')}</p>`,
        ].join('');
      });
    const perexIn = (language: Language): string =>
      texts.get(`p|${language}|${kind.family}|${brandName}|${lineName}|${perex}`, () =>
        put(FAMILY_TEXTS[language][kind.family].perex[perex] ?? ''),
      );
    const rated = rng.chance(0.85);

    products.push({
      id,
      slug,
      name: { cs: name[0], sk: name[1], de: name[2] },
      perex: { cs: perexIn('cs'), sk: perexIn('sk'), de: perexIn('de') },
      description: { cs: descriptionIn('cs'), sk: descriptionIn('sk'), de: descriptionIn('de') },
      catalogCode,
      marketingCode: `${brandCode}${String(id).padStart(6, '0')}`,
      brandId: brandIdByName.get(brandName) ?? 0,
      categoryId: categoryBySlug(kind.category).id,
      extraCategoryIds,
      vatClass: kind.vatClass,
      rating: rated ? rng.int(60, 100) : 0,
      ratingCount: rated ? rng.int(1, 240) : 0,
      unit: kind.unit,
      tagIds,
      parameterValueIds,
      mainImage: variants[0]?.image ?? productImagePath(kind.shape, productColour),
      hoverImage: rng.chance(0.7) ? hoverImagePath(kind.shape) : null,
      saleable: !rng.chance(0.01),
      freeShipperCodes: freeShipping ? FREE_SHIPPERS : [],
      nPlusOne,
      nPlusOneUntil,
      // Every tenth product can also be bought with loyalty credits, a credit for a crown.
      creditPrice: id % 10 === 3 ? Math.max(1, Math.round((defaultPrice?.unitWithTax ?? 0) / 100)) : null,
      createdAt,
      variants,
    });
  }
  return products;
}
