import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { RecommendationRequest, Recommender } from './recommender.ts';

/** How long an engine may take before the shop's own recommendations are shown instead. */
export const ENGINE_TIMEOUT_MS = 2000;

/** What both engines answer: product ids, best first. */
const engineAnswer = z.object({ productIds: z.array(z.number().int().positive()).max(1000) });

interface EngineOptions {
  url: string;
  /** Answers when the engine does not: unreachable, slow, failing or answering nonsense. */
  fallback: Recommender;
  log: Pick<FastifyBaseLogger, 'warn'>;
  timeoutMs?: number;
}

/**
 * An external engine behind the recommender interface. Whatever goes wrong with it (timeout,
 * network, status, shape) is logged and the fallback answers, so a shopper never waits longer than
 * the timeout nor sees an empty widget because of it.
 */
function engine(
  name: string,
  { fallback, log, timeoutMs = ENGINE_TIMEOUT_MS }: EngineOptions,
  call: (request: RecommendationRequest, signal: AbortSignal) => Promise<Response>,
): Recommender {
  return {
    name,
    async recommend(request) {
      try {
        const res = await call(request, AbortSignal.timeout(timeoutMs));
        if (!res.ok) throw new Error(`answered ${res.status}`);
        const parsed = engineAnswer.safeParse(await res.json());
        if (!parsed.success) throw new Error('answered an unexpected shape');
        return parsed.data.productIds;
      } catch (err) {
        const reason =
          err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError')
            ? `no answer within ${timeoutMs} ms`
            : err instanceof Error
              ? err.message
              : String(err);
        log.warn({ engine: name, placement: request.placement, reason }, 'recommendations: engine failed');
        return fallback.recommend(request);
      }
    },
  };
}

/** The first engine: a GET by placement, visitor cookie and customer. */
export function getEngineRecommender(options: EngineOptions): Recommender {
  return engine('get', options, (request, signal) => {
    const url = new URL(options.url);
    url.searchParams.set('placement', request.placement);
    if (request.visitorId) url.searchParams.set('cookie', request.visitorId);
    if (request.customerId !== null) url.searchParams.set('customer', String(request.customerId));
    return fetch(url, { headers: { accept: 'application/json' }, signal });
  });
}

/** The second engine: a POST with the user, the cart's product codes, the displayed product and its category. */
export function postEngineRecommender(options: EngineOptions): Recommender {
  return engine('post', options, (request, signal) =>
    fetch(options.url, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({
        placement: request.placement,
        user: { customerId: request.customerId, visitorId: request.visitorId },
        cartProductCodes: request.cartProductCodes,
        productCode: request.productCode,
        categoryId: request.categoryId,
      }),
      signal,
    }),
  );
}
