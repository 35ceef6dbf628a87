import { describe, expect, it } from 'vitest';
import type { Dataset, ProductRow, VariantRow } from '../src/seed/dataset.ts';
import { MUNICIPALITIES } from '../src/seed/demo/branches.ts';
import { validateTin } from '@shop/rules';
import { ean13CheckDigit, icoCheckDigit, isValidEan13 } from '../src/seed/demo/codes.ts';
import { generateDemoDataset, REFERENCE_DATE } from '../src/seed/demo/index.ts';
import { TAG } from '../src/seed/demo/reference.ts';

const data: Dataset = generateDemoDataset();
const variants: VariantRow[] = data.products.flatMap((p) => p.variants);

function unique<T>(values: T[]): boolean {
  return new Set(values).size === values.length;
}

function basePrice(variant: VariantRow, currency: 'CZK' | 'EUR') {
  return variant.prices.find((p) => p.currency === currency && p.customerGroup === null);
}

describe('check digits', () => {
  it('computes EAN-13 and IČO check digits', () => {
    expect(ean13CheckDigit('400638133393')).toBe(1);
    expect(isValidEan13('4006381333931')).toBe(true);
    expect(isValidEan13('4006381333932')).toBe(false);
    // 00006947: the Czech Ministry of Finance.
    expect(icoCheckDigit('0000694')).toBe(7);
    expect(validateTin('00006947')).toBeNull();
    expect(validateTin('00006948')).not.toBeNull();
  });
});

describe('demo data set', () => {
  it('has the expected sizes', () => {
    expect(data.categories.length).toBeGreaterThanOrEqual(30);
    expect(data.products.length).toBe(420);
    expect(variants.length).toBeGreaterThanOrEqual(1000);
    expect(data.brands.length).toBeGreaterThanOrEqual(15);
    expect(data.branches).toHaveLength(4);
    expect(data.topCategories.length).toBeGreaterThanOrEqual(6);
    expect(data.topCategories.length).toBeLessThanOrEqual(8);
    expect(data.customerGroups.map((g) => g.code)).toEqual(
      expect.arrayContaining(['retail', 'b2b', 'vip', 'blocked']),
    );
    expect(data.customerGroups.find((g) => g.code === 'blocked')?.restricted).toBe(true);
    expect(data.availabilities.map((a) => a.code).sort()).toEqual([
      'in-stock',
      'preorder',
      'sold-out',
      'supplier',
    ]);
    expect(data.countries.map((c) => c.alpha3).sort()).toEqual(['AUT', 'CZE', 'DEU', 'HUN', 'POL', 'SVK']);
    expect(data.payments.map((p) => p.code).sort()).toEqual(['bank_transfer', 'card', 'cod']);
    expect(data.shippers.map((s) => s.type)).toEqual(
      expect.arrayContaining(['PERSONAL', 'PICKUP_POINT', 'COURIER']),
    );
    expect(data.menus.map((m) => m.code).sort()).toEqual(['footer-1', 'footer-2', 'main']);
  });

  it('builds a category tree three levels deep with existing parents', () => {
    const byId = new Map(data.categories.map((c) => [c.id, c]));
    const depth = (id: number): number => {
      const parent = byId.get(id)?.parentId;
      return parent === null || parent === undefined ? 1 : 1 + depth(parent);
    };
    for (const category of data.categories) {
      if (category.parentId !== null) expect(byId.has(category.parentId)).toBe(true);
      expect(category.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(category.image).toBe(`categories/${category.slug}.svg`);
      expect(category.description.cs).toContain('<p>');
      expect(category.name.sk).toBeTruthy();
      expect(category.name.de).toBeTruthy();
    }
    expect(Math.max(...data.categories.map((c) => depth(c.id)))).toBe(3);
    for (const top of data.categories.filter((c) => c.parentId === null))
      expect(top.description.sk).toBeTruthy();
    const parameterIds = new Set(data.parameters.map((p) => p.id));
    for (const c of data.categories)
      for (const f of c.filterParameters) expect(parameterIds.has(f.parameterId)).toBe(true);
    expect(unique(data.categories.map((c) => c.id))).toBe(true);
    expect(unique(data.categories.map((c) => c.slug))).toBe(true);
  });

  it('keeps ids, slugs, codes and EANs unique and references valid', () => {
    expect(unique(data.products.map((p) => p.id))).toBe(true);
    expect(unique(data.products.map((p) => p.slug))).toBe(true);
    expect(unique(data.products.map((p) => p.catalogCode))).toBe(true);
    expect(unique(data.products.map((p) => p.marketingCode))).toBe(true);
    expect(unique(data.products.map((p) => p.name.cs))).toBe(true);
    expect(unique(variants.map((v) => v.id))).toBe(true);
    expect(unique(variants.map((v) => v.code))).toBe(true);
    expect(unique(variants.map((v) => v.ean))).toBe(true);
    for (const v of variants) expect(isValidEan13(v.ean), v.ean).toBe(true);

    const categoryIds = new Set(data.categories.map((c) => c.id));
    const leafIds = new Set(
      data.categories.filter((c) => !data.categories.some((d) => d.parentId === c.id)).map((c) => c.id),
    );
    const brandIds = new Set(data.brands.map((b) => b.id));
    const tagIds = new Set(data.tags.map((t) => t.id));
    const valueIds = new Set(data.parameters.flatMap((p) => p.values.map((v) => v.id)));
    const availability = new Set(data.availabilities.map((a) => a.code));
    const shipperCodes = new Set(data.shippers.map((s) => s.code));
    for (const p of data.products) {
      expect(leafIds.has(p.categoryId)).toBe(true);
      for (const id of p.extraCategoryIds) expect(categoryIds.has(id)).toBe(true);
      expect(brandIds.has(p.brandId)).toBe(true);
      for (const id of p.tagIds) expect(tagIds.has(id)).toBe(true);
      for (const id of p.parameterValueIds) expect(valueIds.has(id)).toBe(true);
      for (const code of p.freeShipperCodes) expect(shipperCodes.has(code)).toBe(true);
      expect(p.rating).toBeGreaterThanOrEqual(0);
      expect(p.rating).toBeLessThanOrEqual(100);
      expect(p.name.sk && p.name.de).toBeTruthy();
      expect(p.variants.filter((v) => v.isDefault)).toHaveLength(1);
      for (const v of p.variants) {
        expect(availability.has(v.availabilityCode)).toBe(true);
        expect(availability.has(v.soldAvailabilityCode)).toBe(true);
        for (const id of v.parameterValueIds) expect(valueIds.has(id)).toBe(true);
      }
    }
    expect(unique(data.brands.map((b) => b.slug))).toBe(true);
  });

  it('prices every variant in CZK and EUR with sensible discounts and history', () => {
    let discounted = 0;
    let raisedBeforeDiscount = 0;
    for (const v of variants) {
      const czk = basePrice(v, 'CZK');
      const eur = basePrice(v, 'EUR');
      expect(czk, v.code).toBeDefined();
      expect(eur, v.code).toBeDefined();
      if (!czk || !eur) continue;
      expect(czk.unitWithTax % 100).toBe(0);
      expect(eur.unitWithTax).toBeGreaterThan(0);
      // About a 25th of the crown price: within 20 % or one euro.
      expect(Math.abs(eur.unitWithTax * 25 - czk.unitWithTax)).toBeLessThanOrEqual(
        Math.max(czk.unitWithTax * 0.2, 2500),
      );
      for (const price of v.prices) {
        expect(price.unitWithTax).toBeGreaterThan(0);
        let previous = price.unitWithTax;
        for (const q of price.quantityPrices) {
          expect(q.unitWithTax).toBeLessThan(previous);
          previous = q.unitWithTax;
        }
      }
      for (const currency of ['CZK', 'EUR'] as const) {
        const price = basePrice(v, currency);
        const history = v.priceHistory
          .filter((h) => h.currency === currency && h.customerGroup === null)
          .sort((a, b) => a.validFrom.localeCompare(b.validFrom));
        expect(history.length).toBeGreaterThanOrEqual(1);
        expect(history[history.length - 1]?.unitWithTax).toBe(price?.unitWithTax);
        for (const h of history) expect(h.validFrom <= '2026-11-01').toBe(true);
        if (price?.originalWithTax !== undefined) {
          expect(price.originalWithTax).toBeGreaterThan(price.unitWithTax);
          expect(history.length).toBeGreaterThanOrEqual(2);
          expect(history[history.length - 2]?.unitWithTax).toBe(price.originalWithTax);
          if (currency === 'CZK') {
            discounted += 1;
            // Lowest price in the 30 days before the discount started.
            const start = history[history.length - 1]?.validFrom ?? '';
            const windowStart = new Date(Date.parse(start) - 30 * 86_400_000).toISOString().slice(0, 10);
            const inWindow = history.filter((h, i) => {
              const next = history[i + 1]?.validFrom ?? '9999';
              return h.validFrom < start && next > windowStart;
            });
            const lowest = Math.min(...inWindow.map((h) => h.unitWithTax));
            if (lowest <= price.unitWithTax) raisedBeforeDiscount += 1;
          }
        }
      }
    }
    expect(discounted / variants.length).toBeGreaterThan(0.08);
    expect(discounted / variants.length).toBeLessThan(0.25);
    expect(raisedBeforeDiscount).toBeGreaterThan(0);
    const all = variants.flatMap((v) => v.prices);
    expect(all.some((p) => p.customerGroup === 'b2b')).toBe(true);
    expect(all.some((p) => p.recommendedWithTax !== undefined)).toBe(true);
    expect(all.some((p) => p.quantityPrices.length > 0)).toBe(true);
    for (const v of variants) {
      const retail = basePrice(v, 'CZK')?.unitWithTax ?? 0;
      const b2b = v.prices.find((p) => p.currency === 'CZK' && p.customerGroup === 'b2b');
      if (b2b) expect(b2b.unitWithTax).toBeLessThan(retail);
    }
    expect(data.products.some((p) => p.nPlusOne === 2 && !p.nPlusOneUntil)).toBe(true);
    // Some promotions have ended ('Akce skončila'); they no longer carry the '2+1 zdarma' tag.
    const ended = data.products.filter((p) => p.nPlusOneUntil && p.nPlusOneUntil < REFERENCE_DATE);
    expect(ended.length).toBeGreaterThan(0);
    for (const p of ended) expect(p.tagIds).not.toContain(TAG.twoPlusOne);
    expect(data.products.some((p) => p.vatClass === 'reduced')).toBe(true);
    expect(data.products.filter((p) => p.vatClass === 'standard').length).toBeGreaterThan(
      data.products.length / 2,
    );
  });

  it('stocks variants in at least two warehouses, with some sold out', () => {
    const warehouses = new Map(data.warehouses.map((w) => [w.id, w]));
    expect(data.warehouses.filter((w) => !w.virtual).length).toBeGreaterThanOrEqual(2);
    expect(data.warehouses.some((w) => w.virtual)).toBe(true);
    for (const v of variants) {
      expect(unique(v.stock.map((s) => s.warehouseId))).toBe(true);
      expect(v.stock.length).toBeGreaterThanOrEqual(2);
      for (const s of v.stock) expect(warehouses.has(s.warehouseId)).toBe(true);
      const total = v.stock.reduce((sum, s) => sum + s.quantity, 0);
      if (v.availabilityCode === 'sold-out') expect(total).toBe(0);
      if (v.availabilityCode === 'in-stock' && v.checkStock) {
        expect(v.stock.filter((s) => s.quantity > 0).length).toBeGreaterThanOrEqual(2);
      }
    }
    const soldOut = variants.filter((v) => v.availabilityCode === 'sold-out').length;
    expect(soldOut / variants.length).toBeGreaterThan(0.02);
    expect(soldOut / variants.length).toBeLessThan(0.1);
    expect(variants.some((v) => !v.checkStock)).toBe(true);
    expect(
      variants.some((v) => {
        const total = v.stock.reduce((sum, s) => sum + s.quantity, 0);
        return v.availabilityCode === 'in-stock' && total >= 1 && total <= 5;
      }),
    ).toBe(true);
  });

  it('places four branches at real municipalities', () => {
    const warehouseIds = new Set(data.warehouses.map((w) => w.id));
    for (const branch of data.branches) {
      expect(branch.postcode).toMatch(/^\d{5}$/);
      const place = MUNICIPALITIES.find((m) => m.name === branch.city);
      expect(place).toBeDefined();
      expect(branch.postcode).toBe(place?.postcode);
      expect(branch.region).toBe(place?.region);
      expect(branch.latitude).toBe(place?.latitude);
      expect(branch.longitude).toBe(place?.longitude);
      expect(branch.openingHours).toHaveLength(7);
      expect(branch.phone).toMatch(/^\+420 /);
      expect(warehouseIds.has(branch.warehouseId)).toBe(true);
    }
    expect(unique(data.branches.map((b) => b.slug))).toBe(true);
  });

  it('runs a pickup-point network of 200+ points in every Czech and Slovak region', () => {
    const points = data.pickupPoints ?? [];
    expect(points.length).toBeGreaterThanOrEqual(200);
    const shipper = data.shippers.find((s) => s.type === 'PICKUP_POINT')!;
    expect(new Set(points.map((p) => p.shipperCode))).toEqual(new Set([shipper.code]));
    expect(new Set(points.map((p) => p.countryCode))).toEqual(new Set(['CZE', 'SVK']));
    // 14 Czech and 8 Slovak regions.
    expect(new Set(points.filter((p) => p.countryCode === 'CZE').map((p) => p.region)).size).toBe(14);
    expect(new Set(points.filter((p) => p.countryCode === 'SVK').map((p) => p.region)).size).toBe(8);
    for (const p of points) {
      expect(p.postcode).toMatch(/^\d{5}$/);
      expect(p.latitude).toBeGreaterThan(47.5);
      expect(p.latitude).toBeLessThan(51.2);
      expect(p.longitude).toBeGreaterThan(12);
      expect(p.longitude).toBeLessThan(22.7);
    }
    expect(unique(points.map((p) => p.remoteId))).toBe(true);
  });

  it('has a valid shop IČO and settings', () => {
    expect(validateTin(data.settings.shop.ico)).toBeNull();
    expect(data.settings.shop.dic).toBe(`CZ${data.settings.shop.ico}`);
    expect(data.settings.freeShippingAtWithTax).toEqual({ CZK: 150_000, EUR: 6_000 });
    expect(data.settings.orderMinimumValueWithTax).toEqual({ CZK: 20_000, EUR: 800 });
    // The demo offers all three storefronts (a shop without the setting offers Czech only).
    expect(data.settings.languages).toEqual(['cs', 'sk', 'de']);
    expect(data.settings.pickupPointCountries).toBe('cz,sk');
  });

  it('links menus to existing categories and pages', () => {
    const categoryIds = new Set(data.categories.map((c) => c.id));
    const pageSlugs = new Set(data.pages.map((p) => p.slug));
    const visit = (items: Dataset['menus'][number]['items']): void => {
      for (const item of items) {
        if ('categoryId' in item.link) expect(categoryIds.has(item.link.categoryId)).toBe(true);
        else if (item.link.path.startsWith('/vse-o-nakupu/')) {
          expect(pageSlugs.has(item.link.path.slice('/vse-o-nakupu/'.length))).toBe(true);
        }
        visit(item.children);
      }
    };
    for (const menu of data.menus) visit(menu.items);
    for (const slug of [
      'doprava',
      'platba',
      'vraceni-do-30-dni',
      'obchodni-podminky',
      'diskretnost-nakupu',
      'kontakt',
    ]) {
      expect(pageSlugs.has(slug)).toBe(true);
    }
  });

  it('draws every referenced picture', () => {
    const paths = new Set(data.images.map((i) => i.path));
    expect(paths.size).toBe(data.images.length);
    const referenced = [
      ...data.categories.map((c) => c.image),
      ...data.products.flatMap((p) => [
        p.mainImage,
        ...(p.hoverImage ? [p.hoverImage] : []),
        ...p.variants.map((v) => v.image),
      ]),
      ...data.topCategories.flatMap((t) => (t.image ? [t.image] : [])),
    ];
    for (const path of referenced) expect(paths.has(path), path).toBe(true);
  });

  it('renders the SVG pictures with sharp', async () => {
    const sharp = (await import('sharp')).default;
    for (const image of data.images) {
      const png = await sharp(Buffer.from(image.svg)).resize(200, 200).png().toBuffer();
      const meta = await sharp(png).metadata();
      expect(meta.width, image.path).toBe(200);
    }
  });

  it('is deterministic', () => {
    expect(generateDemoDataset()).toEqual(data);
    const other = generateDemoDataset({ seed: 7 });
    expect(other.products.map((p) => p.name.cs)).not.toEqual(data.products.map((p) => p.name.cs));
  });

  it('scales to 100 000 products without pictures', () => {
    // How fast is measured in bench/, not asserted here: shared test machines are noisy.
    const big = generateDemoDataset({ products: 100_000, images: false });
    expect(big.products).toHaveLength(100_000);
    expect(big.images).toEqual([]);
    const slugs = new Set<string>();
    const eans = new Set<string>();
    const codes = new Set<string>();
    let variantCount = 0;
    const pool = new Set(data.images.map((i) => i.path));
    for (const p of big.products as ProductRow[]) {
      slugs.add(p.slug);
      codes.add(p.catalogCode);
      expect(pool.has(p.mainImage)).toBe(true);
      for (const v of p.variants) {
        eans.add(v.ean);
        variantCount += 1;
      }
    }
    expect(slugs.size).toBe(100_000);
    expect(codes.size).toBe(100_000);
    expect(eans.size).toBe(variantCount);
    // The first products are the same as in the default run.
    expect(big.products.slice(0, 20)).toEqual(data.products.slice(0, 20));
    for (const p of big.products.slice(-50))
      for (const v of p.variants) expect(isValidEan13(v.ean)).toBe(true);
  }, 120_000);
});
