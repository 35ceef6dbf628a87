// Catalogue data as the backend serves it, for the product tests: nothing here is hard-coded data.
import {
  catalogProductResponse,
  productCategoriesResponse,
  redirectResponse,
  urlRewriteResponse,
  type Product,
} from '@shop/contract';
import { apiUrl } from './backend.ts';

const headers = { 'x-locale': 'cs', 'x-currency': 'CZK' };

async function getJson(path: string, extra: Record<string, string> = {}) {
  const res = await fetch(`${apiUrl}${path}`, { headers: { ...headers, ...extra } });
  return { status: res.status, body: (await res.json()) as unknown };
}

let cache: Product[] | null = null;

/** Every product (with variants), read category by category. */
export async function allProducts(): Promise<Product[]> {
  if (cache) return cache;
  const cats = productCategoriesResponse.parse(
    (await getJson('/api/v1/product-categories?perPage=200')).body,
  );
  const ids = cats.data.map((c) => c.id);
  const byId = new Map<number, Product>();
  for (let i = 0; i < ids.length; i += 50) {
    const { body } = await getJson(`/catalog/product?categoryIds=${ids.slice(i, i + 50).join(',')}`);
    for (const p of catalogProductResponse.parse(body).data) byId.set(p.id, p);
  }
  cache = [...byId.values()].sort((a, b) => a.id - b.id);
  return cache;
}

/** A product as the backend answers now (allProducts() is read once, and other specs sell stock). */
export async function currentProduct(slug: string): Promise<Product> {
  const { body } = await getJson(`/catalog/product?slugs=${encodeURIComponent(slug)}`);
  return catalogProductResponse.parse(body).data[0]!;
}

/** A product in EUR, as the backend prices it with `x-currency: EUR`. */
export async function productInEur(slug: string): Promise<Product> {
  const { body } = await getJson(`/catalog/product?slugs=${encodeURIComponent(slug)}`, {
    'x-currency': 'EUR',
  });
  return catalogProductResponse.parse(body).data[0]!;
}

const colourParameter = (p: Product) => p.parameters.find((x) => x.kind === 'color' && x.variantDefining);

/** A product with colour variants whose prices differ, with its default and another variant. */
export async function colourProductWithPriceChange() {
  for (const product of await allProducts()) {
    const colour = colourParameter(product);
    if (!colour || product.variants.length < 2) continue;
    const first = product.variants.find((v) => v.id === product.defaultVariantId)!;
    const colourOf = (v: Product['variants'][number]) =>
      v.content.parameters.find((x) => x.entityId === colour.id)?.values[0];
    const other = product.variants.find(
      (v) =>
        colourOf(v) !== colourOf(first) &&
        v.prices.unitWithTax !== first.prices.unitWithTax &&
        first.availability.isAvailable,
    );
    if (!other) continue;
    const colourName = colour.values.find((x) => x.id === colourOf(other))!.name;
    return { product, first, other, colourName };
  }
  throw new Error('the demo data has no product whose colours differ in price');
}

/** An available product in discount with a lowest price of the last 30 days. */
export async function discountedProduct(): Promise<Product> {
  const p = (await allProducts()).find(
    (x) =>
      x.prices.inDiscount &&
      x.prices.unitOriginalWithTax > x.prices.unitWithTax &&
      x.prices.attributes.lowest_price_30_days !== null &&
      x.variants.length === 1,
  );
  if (!p) throw new Error('the demo data has no discounted product');
  return p;
}

/** A plain product: one variant, not discounted. */
export async function plainProduct(): Promise<Product> {
  return (await allProducts()).find((x) => !x.prices.inDiscount && x.variants.length === 1)!;
}

/**
 * The first of `paths` the CMS redirects, with its target (the CMS has no list endpoint; the tests
 * ask GET /redirect, exactly as the storefront does).
 */
export async function cmsRedirect(paths: string[]) {
  for (const path of paths) {
    const { status, body } = await getJson(`/redirect?path=${encodeURIComponent(path)}`);
    if (status === 200) return { from: path, to: redirectResponse.parse(body).redirectPath };
  }
  return null;
}

/** The first of `paths` the CMS rewrites to a page, with the page's slug. */
export async function cmsRewrite(paths: string[]) {
  for (const path of paths) {
    const { status, body } = await getJson(`/url-rewrite?lang=cs&path=${encodeURIComponent(path)}`);
    if (status === 200) return { path, slug: urlRewriteResponse.parse(body).page_meta.slug };
  }
  return null;
}

/** A product whose default variant is sold out and unavailable while another one is in stock. */
export async function soldOutDefaultProduct() {
  for (const product of await allProducts()) {
    const def = product.variants.find((v) => v.id === product.defaultVariantId);
    if (!def || def.availability.stock !== 0 || def.availability.isAvailable) continue;
    const inStock = product.variants.find((v) => v.availability.stock === null || v.availability.stock > 0);
    if (inStock) return { product, inStock };
  }
  return null;
}
