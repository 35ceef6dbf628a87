import { createHmac } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recommendationApi, recommendationsQuery, type RecommendationsResponse } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { routeOf } from '../../http/contract-routes.ts';
import { FieldsRefused, errorTitles, notFound } from '../../http/errors.ts';
import { keyFor } from '../../http/keys.ts';
import { requestLocale } from '../../http/locale.ts';
import { accountPriceContext, priceContextFromRequest } from '../../http/price-context.ts';
import { cartVariantIds, requestCartToken } from '../cart/index.ts';
import { getVariantRefs, productBoxes, recommendableProducts } from '../catalog/index.ts';
import { requestAccount } from '../customer/index.ts';
import type { RecommendationRequest, Recommender } from '../../integrations/recommendations/recommender.ts';

/** How long a shared answer (a guest's, for a product) may be kept by browsers and caches. */
const PUBLIC_SECONDS = 60;

/** The visitor's pseudonymous id: a keyed hash of their cart token, which itself is a secret. */
const visitorIdOf = (secret: string, cartToken: string | null) =>
  cartToken
    ? createHmac('sha256', keyFor(secret, 'recommendation-visitor'))
        .update(cartToken)
        .digest('hex')
        .slice(0, 32)
    : null;

/** Store API recommendations: product boxes for a product's page or for the cart. */
export const recommendationRoutes: FastifyPluginAsyncZod<{
  db: Db;
  secret: string;
  recommender: Recommender;
}> = async (app, { db, secret, recommender }) => {
  app.route({
    ...routeOf(recommendationApi.list),
    handler: async (req, reply): Promise<RecommendationsResponse> => {
      const parsed = recommendationsQuery.safeParse(req.query);
      if (!parsed.success) {
        throw new FieldsRefused(
          Object.fromEntries(
            parsed.error.issues.map((i) => [String(i.path[0] ?? 'query'), errorTitles.invalid]),
          ),
        );
      }
      const query = parsed.data;
      const account = await requestAccount(db, req);
      const ctx = account ? accountPriceContext(req, account) : priceContextFromRequest(req, secret);
      const locale = requestLocale(req);
      const cartToken = requestCartToken(req);

      let request: RecommendationRequest;
      if (query.placement === 'product') {
        const productId = query.productId!;
        const shown = (await recommendableProducts(db, [productId])).get(productId);
        if (!shown) throw notFound('productId');
        request = {
          placement: 'product',
          visitorId: visitorIdOf(secret, cartToken),
          customerId: account?.id ?? null,
          cartProductIds: [],
          cartProductCodes: [],
          productId,
          productCode: shown.catalogCode,
          categoryId: shown.categoryId,
        };
      } else {
        const variants = await cartVariantIds(db, { token: cartToken, accountId: account?.id ?? null });
        const refs = await getVariantRefs(db, variants, locale);
        const productIds = [...new Set(variants.flatMap((v) => refs.get(v)?.productId ?? []))];
        const products = await recommendableProducts(db, productIds);
        request = {
          placement: 'cart',
          visitorId: visitorIdOf(secret, cartToken),
          customerId: account?.id ?? null,
          cartProductIds: productIds,
          cartProductCodes: productIds.flatMap((id) => products.get(id)?.catalogCode ?? []),
          productId: null,
          productCode: null,
          categoryId: null,
        };
      }
      // Only a guest's answer for a product is the same for everyone who asks the same way.
      const shared =
        query.placement === 'product' && !account && ctx.groups.length === 0 && request.visitorId === null;
      reply.header('cache-control', shared ? `public, max-age=${PUBLIC_SECONDS}` : 'private, no-store');
      const shownIds = new Set(request.productId !== null ? [request.productId] : request.cartProductIds);
      if (request.placement === 'cart' && shownIds.size === 0) return { data: [] };

      const candidates = [...new Set(await recommender.recommend(request))].filter((id) => !shownIds.has(id));
      const visible = await recommendableProducts(db, candidates);
      const boxes = await productBoxes(
        db,
        candidates.filter((id) => visible.has(id)),
        ctx,
        locale,
      );
      return {
        data: boxes.filter((b) => b.saleable && b.availability.isAvailable).slice(0, query.limit),
      };
    },
  });
};
