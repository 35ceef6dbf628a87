import type {
  Dataset,
  PriceHistoryRow,
  PriceRow,
  ProductRow,
  ReviewRow,
  VariantRow,
} from '../../src/seed/dataset.ts';
import { fixtureDataset } from '../fixtures/dataset.ts';

/**
 * The fixture plus products made for listing, search, price and review tests. In category
 * 'lubrikacni-gely' (2, with child 3) the subtree holds products 1, 2, 12, 13, 14:
 *
 *   id  name                                 brand  báze        CZK    created     stock
 *    1  Aloe gel 100 ml                          1  vodní (3)    249   2025-02-15  yes
 *    2  Silikonový gel 50 ml                     1  silik. (4)   329   2025-03-15  yes
 *   12  Lubrikační gel Sensitive                 1  vodní (3)    159   2026-01-10  yes
 *   13  Kondomy Ultra tenké                      2  –            299   2025-12-01  yes
 *   14  Silikonový lubrikační gel Premium        3  silik. (4)   459   2024-05-01  no
 */

let variantId = 900;
const czk = (unitWithTax: number, extra: Partial<PriceRow> = {}): PriceRow[] => [
  { currency: 'CZK', customerGroup: null, unitWithTax, quantityPrices: [], ...extra },
  { currency: 'EUR', customerGroup: null, unitWithTax: Math.round(unitWithTax / 25), quantityPrices: [] },
];

const variant = (code: string, prices: PriceRow[], extra: Partial<VariantRow> = {}): VariantRow => ({
  id: ++variantId,
  code,
  ean: `85999${String(variantId).padStart(8, '0')}`,
  name: { cs: code },
  isDefault: false,
  parameterValueIds: [],
  availabilityCode: 'skladem',
  soldAvailabilityCode: 'vyprodano',
  amountMin: 1,
  amountMax: null,
  checkStock: true,
  image: `products/${code.toLowerCase()}.svg`,
  prices,
  priceHistory: [],
  stock: [{ warehouseId: 1, quantity: 7 }],
  ...extra,
});

const product = (
  id: number,
  cs: string,
  categoryId: number,
  brandId: number,
  variants: VariantRow[],
  extra: Partial<ProductRow> = {},
): ProductRow => ({
  id,
  slug: `test-${id}`,
  name: { cs },
  perex: { cs: `${cs}.` },
  description: { cs: `<p>${cs}</p>` },
  catalogCode: `T-${id}`,
  marketingCode: `MT-${id}`,
  brandId,
  categoryId,
  extraCategoryIds: [],
  vatClass: 'standard',
  rating: 0,
  ratingCount: 0,
  unit: 'ks',
  tagIds: [],
  parameterValueIds: [],
  mainImage: `products/test-${id}.svg`,
  hoverImage: null,
  saleable: true,
  freeShipperCodes: [],
  nPlusOne: null,
  createdAt: '2025-01-01T10:00:00Z',
  variants: variants.map((v, i) => ({ ...v, isDefault: i === 0 })),
  ...extra,
});

const history = (...steps: [number, string][]): PriceHistoryRow[] =>
  steps.map(([unitWithTax, validFrom]) => ({ currency: 'CZK', customerGroup: null, unitWithTax, validFrom }));

const extraProducts: ProductRow[] = [
  product(11, 'Masážní olej Levandule', 4, 2, [variant('OIL-LEV', czk(19900))]),
  product(12, 'Lubrikační gel Sensitive', 3, 1, [variant('LUB-SENS', czk(15900))], {
    parameterValueIds: [3],
    createdAt: '2026-01-10T10:00:00Z',
  }),
  product(13, 'Kondomy Ultra tenké', 2, 2, [variant('KOND-ULTRA', czk(29900))], {
    tagIds: [2],
    createdAt: '2025-12-01T10:00:00Z',
  }),
  product(
    14,
    'Silikonový lubrikační gel Premium',
    2,
    3,
    [
      variant('LUB-PREM', czk(45900), {
        stock: [{ warehouseId: 1, quantity: 0 }],
      }),
    ],
    { parameterValueIds: [4], createdAt: '2024-05-01T10:00:00Z' },
  ),
  // Discount after a raise more than 30 days before: the window sees only the raised price.
  product(15, 'Posilovací guma Strong', 6, 3, [
    variant('BAND-S', czk(25000, { originalWithTax: 30000 }), {
      priceHistory: history([20000, '2025-01-01'], [30000, '2025-04-01'], [25000, '2025-06-01']),
    }),
  ]),
  // Raised 12 days before the discount: the lowest price of the 30 days is the old, low one.
  product(16, 'Posilovací guma Light', 6, 3, [
    variant('BAND-L', czk(25000, { originalWithTax: 30000 }), {
      priceHistory: history([20000, '2025-01-01'], [30000, '2025-05-20'], [25000, '2025-06-01']),
    }),
  ]),
  // The default is sold out (stock 0, sold-out availability unavailable): boxes offer the second.
  product(17, 'Činka 2 kg', 6, 3, [
    variant('DUMB-2-RED', czk(39900), { stock: [{ warehouseId: 1, quantity: 0 }], parameterValueIds: [1] }),
    variant('DUMB-2-PUR', czk(39900), { stock: [{ warehouseId: 1, quantity: 5 }], parameterValueIds: [2] }),
  ]),
];

const authors = ['Jana', 'Petr', 'Eva', 'Tomáš', 'Lucie', 'Karel', 'Marie'];
/** Seven reviews of product 1, one a day from 2025-07-01; every other one without text. */
const reviews: ReviewRow[] = authors.map((name, i) => ({
  id: i + 1,
  productId: 1,
  rating: [100, 80, 60, 100, 40, 80, 100][i] ?? 100,
  text: i % 2 === 0 ? `Recenze číslo ${i + 1}` : null,
  authorFirstName: name,
  authorCity: i === 3 ? null : 'Praha',
  shippedPurchase: i !== 2,
  createdAt: `2025-07-0${i + 1}T12:00:00Z`,
}));

export const catalogDataset: Dataset = {
  ...fixtureDataset,
  products: [
    ...fixtureDataset.products.map((p) => (p.id === 1 ? { ...p, rating: 80, ratingCount: 7 } : p)),
    ...extraProducts,
  ],
  reviews,
};
