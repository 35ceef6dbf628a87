import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorCodes, groupTags, itemTags, orderApi } from '@shop/contract';
import { checkReview, reviewMessages, reviewText } from '@shop/rules';
import type { Db } from '../../db/client.ts';
import { routeOf } from '../../http/contract-routes.ts';
import { errorTexts } from '../../http/error-texts.ts';
import { HttpError, refuseFields } from '../../http/errors.ts';
import { saveCustomerReview } from '../catalog/index.ts';
import type { Revalidator } from '../publishing/index.ts';
import { requestAccount } from '../customer/index.ts';
import { shippedPurchaseOf } from './reviewed-purchase.ts';

/**
 * POST /api/v1/products/{id}/reviews: a logged-in customer reviews a product they bought and that
 * was shipped to them. It lives with the orders because the purchase decides; the review itself
 * is the catalogue's. The product's storefront pages and the shop's certificate are revalidated
 * before the answer, so the customer sees the review on the next page they load.
 */
export const productReviewRoutes: FastifyPluginAsyncZod<{ db: Db; revalidator: Revalidator }> = async (
  app,
  { db, revalidator },
) => {
  app.route({
    ...routeOf(orderApi.review),
    handler: async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      const account = await requestAccount(db, req);
      if (!account)
        throw new HttpError(401, errorTexts[errorCodes.loggedOut].cs, undefined, errorCodes.loggedOut);
      refuseFields(checkReview(req.body));
      const purchase = await shippedPurchaseOf(db, account.id, req.params.id);
      if (!purchase) throw new HttpError(403, reviewMessages.notPurchased, 'id', errorCodes.forbidden);
      const saved = await saveCustomerReview(db, {
        productId: req.params.id,
        accountId: account.id,
        rating: req.body.rating!,
        text: reviewText(req.body.text),
        authorFirstName: account.firstName || purchase.firstName,
        authorCity: purchase.city || null,
      });
      // Failures are logged by the revalidator; the pages then expire on their own lifetime.
      await revalidator.notifyChanged([
        itemTags.product(saved.slug),
        itemTags.productId(req.params.id),
        groupTags.shopCertificate,
      ]);
      return reply.code(201).send({ data: saved.review, summary: saved.summary });
    },
  });
};
