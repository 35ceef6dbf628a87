import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client.ts';
import { categoryProductIds, recommendableProducts } from '../catalog/index.ts';
import { bestsellingProducts, productsBoughtTogether } from '../order/index.ts';
import {
  CANDIDATES,
  type RecommendationRequest,
  type Recommender,
} from '../../integrations/recommendations/recommender.ts';

/** A category's bestsellers are ranked among at most this many of its products. */
const CATEGORY_POOL = 20_000;

/**
 * The shop's own recommendations from its orders. For a product: the products most often bought in
 * the same orders, topped up with the bestsellers of its main category and then with that category's
 * other products in the shop's order. For a cart: the same over all its products, never those
 * already in it. Answers are kept for `cacheMs` per product or cart contents: they change only as
 * orders come in, and each costs a grouped pass over the order lines.
 */
export function ownRecommender(db: Db, { cacheMs }: { cacheMs: number }): Recommender {
  const cache = cacheMs > 0 ? new LRUCache<string, Promise<number[]>>({ max: 5000, ttl: cacheMs }) : null;

  async function compute(shown: number[], categoryIds: number[]): Promise<number[]> {
    const together = await productsBoughtTogether(db, shown, CANDIDATES);
    const pool = await categoryProductIds(db, categoryIds, CATEGORY_POOL);
    const bestsellers = await bestsellingProducts(db, pool, CANDIDATES);
    const out = new Set<number>();
    const exclude = new Set(shown);
    for (const id of [...together, ...bestsellers, ...pool]) {
      if (out.size >= CANDIDATES) break;
      if (!exclude.has(id)) out.add(id);
    }
    return [...out];
  }

  return {
    name: 'own',
    async recommend(request: RecommendationRequest): Promise<number[]> {
      const shown =
        request.placement === 'product'
          ? request.productId === null
            ? []
            : [request.productId]
          : [...new Set(request.cartProductIds)].sort((a, b) => a - b);
      if (shown.length === 0) return [];
      const key = `${request.placement}:${shown.join(',')}`;
      const hit = cache?.get(key);
      if (hit) return hit;
      const categoryIds =
        request.placement === 'product' && request.categoryId !== null
          ? [request.categoryId]
          : [...(await recommendableProducts(db, shown)).values()].map((p) => p.categoryId);
      const answer = compute(shown, categoryIds);
      if (cache) {
        cache.set(key, answer);
        // A failed answer is not remembered.
        answer.catch(() => cache.get(key) === answer && cache.delete(key));
      }
      return answer;
    },
  };
}
