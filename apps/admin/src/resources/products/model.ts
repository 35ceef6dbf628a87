import type {
  AdminProduct,
  AdminProductBody,
  AdminProductOptions,
  AdminProductText,
  AdminVariant,
  AdminVariantBody,
} from '@shop/contract';
import type { ApiErrorItem } from '../../api/client';

export const localeNames = { cs: 'Čeština', sk: 'Slovenština', de: 'Němčina' } as const;
export type EditorLocale = keyof typeof localeNames;
export const editorLocales = Object.keys(localeNames) as EditorLocale[];

export const vatClassLabels: Record<AdminProductBody['vatClass'], string> = {
  standard: 'Základní sazba',
  reduced: 'První snížená sazba',
  reduced2: 'Druhá snížená sazba',
};
export const unitLabels: Record<AdminProductBody['unit'], string> = {
  ks: 'kus',
  bm: 'běžný metr',
  bal: 'balení',
};

export const emptyText = (): AdminProductText => ({
  name: '',
  perex: '',
  description: '',
  seoTitle: '',
  seoDescription: '',
});

/** A new product's form. */
export const emptyBody = (): AdminProductBody => ({
  slug: '',
  catalogCode: '',
  marketingCode: '',
  brandId: null,
  categoryId: 0,
  categoryIds: [],
  parameterValueIds: [],
  tagIds: [],
  saleable: true,
  nPlusOne: null,
  nPlusOneUntil: null,
  creditPrice: null,
  freeShipperCodes: [],
  vatClass: 'standard',
  unit: 'ks',
  texts: { cs: emptyText(), sk: emptyText(), de: emptyText() },
});

/** The product's own fields as the form edits them. */
export const bodyOf = (p: AdminProduct): AdminProductBody => ({
  slug: p.slug,
  catalogCode: p.catalogCode,
  marketingCode: p.marketingCode,
  brandId: p.brandId,
  categoryId: p.categoryId,
  categoryIds: p.categoryIds,
  parameterValueIds: p.parameterValueIds,
  tagIds: p.tagIds,
  saleable: p.saleable,
  nPlusOne: p.nPlusOne,
  nPlusOneUntil: p.nPlusOneUntil,
  creditPrice: p.creditPrice,
  freeShipperCodes: p.freeShipperCodes,
  vatClass: p.vatClass,
  unit: p.unit,
  texts: p.texts,
});

/** A new variant's form: available at once while in stock, the first unavailable one once sold out. */
export const emptyVariant = (availabilities: AdminProductOptions['availabilities']): AdminVariantBody => ({
  code: '',
  ean: null,
  name: { cs: '', sk: '', de: '' },
  availabilityCode: availabilities.find((a) => a.available)?.code ?? availabilities[0]?.code ?? '',
  soldAvailabilityCode: availabilities.find((a) => !a.available)?.code ?? availabilities[0]?.code ?? '',
  amountMin: 1,
  amountMax: null,
  quantityDecimals: 0,
  checkStock: true,
  isDefault: false,
  position: 0,
  parameterValueIds: [],
});

export const variantBodyOf = (v: AdminVariant): AdminVariantBody => ({
  code: v.code,
  ean: v.ean,
  name: v.name,
  availabilityCode: v.availabilityCode,
  soldAvailabilityCode: v.soldAvailabilityCode,
  amountMin: v.amountMin,
  amountMax: v.amountMax,
  quantityDecimals: v.quantityDecimals,
  checkStock: v.checkStock,
  isDefault: v.isDefault,
  position: v.position,
  parameterValueIds: v.parameterValueIds,
});

/** A price input: a number with a decimal comma or point, or null when empty or not a number. */
export function parseAmount(text: string): number | null {
  const t = text.trim().replace(/\s/g, '').replace(',', '.');
  if (!t) return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : null;
}

/**
 * What the form lacks before it goes to the server (which checks it all again): the Czech name,
 * the code, the address and the main category, each with its message at the field.
 */
export function draftErrors(draft: AdminProductBody): ApiErrorItem[] {
  const errors: ApiErrorItem[] = [];
  const missing = (field: string, title: string) => errors.push({ code: 'invalid', field, title });
  if (!draft.texts.cs.name.trim()) missing('texts.cs.name', 'Vyplňte název produktu v češtině.');
  if (!draft.catalogCode.trim()) missing('catalogCode', 'Vyplňte katalogový kód.');
  if (!draft.slug.trim()) missing('slug', 'Vyplňte adresu v obchodě.');
  else if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(draft.slug))
    missing('slug', 'Adresa smí obsahovat jen malá písmena bez diakritiky, číslice a pomlčky.');
  if (!draft.categoryId) missing('categoryId', 'Vyberte hlavní kategorii.');
  return errors;
}
