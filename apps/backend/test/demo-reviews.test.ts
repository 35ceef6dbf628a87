import { describe, expect, it } from 'vitest';
import { generateDemoDataset } from '../src/seed/demo/index.ts';

describe('demo reviews', () => {
  const d = generateDemoDataset({ products: 300, images: false });

  it('give every rated product reviews that agree with its rating and count', () => {
    const byProduct = new Map<number, number[]>();
    for (const r of d.reviews ?? [])
      byProduct.set(r.productId, [...(byProduct.get(r.productId) ?? []), r.rating]);
    expect(byProduct.size).toBeGreaterThan(200);
    for (const p of d.products) {
      const ratings = byProduct.get(p.id) ?? [];
      expect(p.ratingCount).toBe(ratings.length);
      if (ratings.length === 0) expect(p.rating).toBe(0);
      else expect(p.rating).toBe(Math.round(ratings.reduce((a, b) => a + b, 0) / ratings.length));
    }
  });

  it('are plausible: 1 to 5 stars, Czech names, written after the product appeared, unique ids', () => {
    const reviews = d.reviews ?? [];
    const created = new Map(d.products.map((p) => [p.id, p.createdAt]));
    for (const r of reviews) {
      expect([20, 40, 60, 80, 100]).toContain(r.rating);
      expect(r.authorFirstName).toMatch(/^\p{Lu}\p{Ll}+$/u);
      expect(r.createdAt >= (created.get(r.productId) ?? '')).toBe(true);
    }
    expect(new Set(reviews.map((r) => r.id)).size).toBe(reviews.length);
    expect(reviews.some((r) => r.text === null)).toBe(true);
  });

  it('are deterministic', () => {
    expect(generateDemoDataset({ products: 50, images: false }).reviews).toEqual(
      generateDemoDataset({ products: 50, images: false }).reviews,
    );
  });
});
