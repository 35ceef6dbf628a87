import type { SearchResponse } from '@shop/contract';
import { localizedPath, type AppLocale } from '@/i18n/routing';
import { mediaUrl } from '../media';
import { productPath } from './colours';
import { formatPrice } from './price';
import { DROPDOWN_CATEGORIES } from './search';

/** What the header dropdown renders: display-ready strings only. */
export interface DropdownResults {
  q: string;
  products: {
    id: number;
    /** The variant the result offers (the quick order adds it). */
    variantId: number;
    name: string;
    href: string;
    price: string;
    image: string | null;
  }[];
  productTotal: number;
  categories: { id: number; name: string; href: string }[];
}

export function dropdownResults(res: SearchResponse, locale: AppLocale): DropdownResults {
  return {
    q: res.q,
    products: res.products.map((p) => ({
      id: p.id,
      variantId: p.variantId,
      name: p.name,
      href: productPath(locale, p.slug, p.variantId, p.defaultVariantId),
      price: formatPrice(p.prices.unitWithTax, p.prices.currencyCode),
      image: p.mainImage ? mediaUrl(p.mainImage.path, 64) : null,
    })),
    productTotal: res.productTotal,
    categories: res.categories.slice(0, DROPDOWN_CATEGORIES).map((c) => ({
      id: c.id,
      name: c.name,
      href: localizedPath(locale, `/${c.slug}`),
    })),
  };
}
