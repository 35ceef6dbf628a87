/**
 * Demo reviews: a few per rated product, written by shoppers with Czech first names, mostly with a
 * short Czech text. The products' rating and ratingCount are then set from them, so a product page
 * and its review list always agree. Each product's reviews come from its own seeded generator.
 */
import type { ProductRow, ReviewRow } from '../dataset.ts';
import { Rng, deriveSeed } from './prng.ts';

const FIRST_NAMES = [
  'Jana',
  'Petra',
  'Lucie',
  'Kateřina',
  'Tereza',
  'Eva',
  'Markéta',
  'Veronika',
  'Michaela',
  'Lenka',
  'Martin',
  'Tomáš',
  'Jakub',
  'Petr',
  'Lukáš',
  'Ondřej',
  'Jan',
  'David',
  'Pavel',
  'Zuzana',
];
const CITIES = [
  'Praha',
  'Brno',
  'Ostrava',
  'Plzeň',
  'Olomouc',
  'Liberec',
  'České Budějovice',
  'Hradec Králové',
  'Zlín',
  'Bratislava',
];

/** Texts by stars (1 to 5). */
const TEXTS: Record<number, string[]> = {
  5: [
    'Naprostá spokojenost, objednám znovu.',
    'Skvělá kvalita za rozumnou cenu. Doporučuji!',
    'Přesně podle popisu, doručeno druhý den v diskrétním balení.',
    'Používám denně a nemám jedinou výtku.',
  ],
  4: [
    'Velmi dobré, jen balení by mohlo být menší.',
    'Spokojenost, drobná výtka k dávkování.',
    'Kvalitní výrobek, cena by mohla být nižší.',
  ],
  3: ['Průměr, očekávala jsem trochu víc.', 'Funguje, ale nic extra.'],
  2: ['Nesedlo mi to, vrátila bych.', 'Kvalita neodpovídá ceně.'],
  1: ['Bohužel zklamání, nedoporučuji.'],
};

const DAY = 86_400_000;

/** Stars around the product's intended rating (60 to 100), never below 1 star. */
function stars(rng: Rng, target: number): number {
  const base = target / 20;
  const offset = rng.weighted([
    { item: 0, weight: 6 },
    { item: -1, weight: 2 },
    { item: 1, weight: 2 },
    { item: -2, weight: 1 },
  ]);
  return Math.min(5, Math.max(1, Math.round(base + offset)));
}

export interface ReviewOptions {
  seed: number;
  reference: Date;
}

/** Generates the reviews and rewrites each product's rating and ratingCount to match them. */
export function generateReviews(products: ProductRow[], { seed, reference }: ReviewOptions): ReviewRow[] {
  const reviews: ReviewRow[] = [];
  for (const product of products) {
    if (product.ratingCount === 0) {
      product.rating = 0;
      continue;
    }
    const rng = new Rng(deriveSeed(seed, 0x7e71e, product.id));
    // A handful each: enough for paging on a product page, few enough for a 100 000-product run.
    const count = Math.min(product.ratingCount, rng.int(1, 8));
    const created = new Date(product.createdAt).getTime();
    const span = Math.max(DAY, reference.getTime() - created);
    let sum = 0;
    for (let i = 0; i < count; i++) {
      const s = stars(rng, product.rating);
      sum += s * 20;
      reviews.push({
        id: reviews.length + 1,
        productId: product.id,
        rating: s * 20,
        text: rng.chance(0.75) ? rng.pick(TEXTS[s] ?? TEXTS[5] ?? []) : null,
        authorFirstName: rng.pick(FIRST_NAMES),
        authorCity: rng.chance(0.8) ? rng.pick(CITIES) : null,
        shippedPurchase: rng.chance(0.9),
        createdAt: new Date(created + rng.int(0, Math.floor(span / 1000)) * 1000).toISOString(),
      });
    }
    product.ratingCount = count;
    product.rating = Math.round(sum / count);
  }
  return reviews;
}
