// The operator's stock API, for tests that sell a variant out and restock it.
import { expect } from '@playwright/test';
import { catalogProductResponse, type Product } from '@shop/contract';
import { operatorApiKey } from '../operator-key.mjs';
import { apiUrl } from './backend.ts';

const headers = { 'x-locale': 'cs', 'x-currency': 'CZK' };

type Variant = Product['variants'][number];
/** In stock by its own availability, with counted pieces; sold out it cannot be ordered ("Vyprodáno"). */
const sellable = (v: Variant) =>
  v.availability.checkStock &&
  v.availability.availabilityCode === 'in-stock' &&
  v.availability.soldAvailabilityCode === 'sold-out' &&
  (v.availability.stock ?? 0) > 0;

/**
 * Variants in stock that a test sells out (through the operator API) and restocks, counted from
 * the end of the catalogue: the other tests take the first products that suit them. `chosen`: of
 * products whose default variant stays available (a link to a sold-out variant opens one in stock,
 * so only the picker reaches it); `alone`: single-variant products (reached without JavaScript).
 */
export async function variantsToSellOut() {
  const byId = new Map<number, Product>();
  // Product ids run from 1; a page of ids without any product is past the end.
  for (let from = 1; ; from += 50) {
    const ids = Array.from({ length: 50 }, (_, i) => from + i).join(',');
    const res = await fetch(`${apiUrl}/catalog/product?ids=${ids}`, { headers });
    const page = catalogProductResponse.parse(await res.json()).data;
    if (page.length === 0) break;
    for (const p of page) byId.set(p.id, p);
  }
  const products = [...byId.values()].filter((p) => p.visibility.saleable).sort((a, b) => b.id - a.id);
  return {
    chosen: products.flatMap((product) => {
      const first = product.variants.find((v) => v.id === product.defaultVariantId);
      const variant = product.variants.find((v) => v.id !== product.defaultVariantId && sellable(v));
      return first?.availability.isAvailable && variant ? [{ product, variant }] : [];
    }),
    alone: products.flatMap((product) =>
      product.variants.length === 1 && sellable(product.variants[0]!)
        ? [{ product, variant: product.variants[0]! }]
        : [],
    ),
  };
}

/** The operator sets the variant's pieces in a warehouse. */
export async function setStock(variantId: number, warehouse: string, quantity: number) {
  const res = await fetch(`${apiUrl}/api/admin/v1/stock/${variantId}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${operatorApiKey()}`, 'content-type': 'application/json' },
    body: JSON.stringify({ warehouse, quantity, reason: quantity === 0 ? 'correction' : 'restock' }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { free: number; watchersNotified: boolean } }).data;
}

export const sellOut = async (variantId: number) => {
  for (const warehouse of ['praha', 'brno', 'ostrava', 'plzen', 'dodavatel']) {
    await setStock(variantId, warehouse, 0);
  }
};
