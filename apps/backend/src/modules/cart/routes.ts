import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cartApi, requestHeaders } from '@shop/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { routeOf } from '../../http/contract-routes.ts';
import { requestLocale } from '../../http/locale.ts';
import { accountPriceContext, priceContextFromRequest } from '../../http/price-context.ts';
import { requestAccount } from '../customer/index.ts';
import { errorTexts } from '../../http/error-texts.ts';
import { HttpError } from '../../http/errors.ts';
import { listPayments } from '../payment/index.ts';
import { listShippers } from '../shipping/index.ts';
import { checkoutFieldErrors } from './checkout-fields.ts';
import { addBatch } from './batch.ts';
import { saveCartDetails } from './details.ts';
import { removeCoupon, setCoupon } from './coupon-changes.ts';
import { setCredits } from './credit-changes.ts';
import { addGift, removeChosenGift } from './gift-changes.ts';
import { addItem, removeItems, updateItem, type CartChange } from './lines.ts';
import { throttle } from '../../http/throttle.ts';
import { findCartId, type CartOwner } from './owner.ts';
import { listOrderGifts, readCart, showCart, showCartWithOrderGifts } from './read.ts';
import { parseCartToken } from './token.ts';
import { promotionAdminRoutes } from './admin-promotion-routes.ts';

/** Changes of carts from one address: far more than a shopper clicks, far fewer than a script. */
export const CART_WRITES = { max: 600, windowMs: 15 * 60 * 1000 } as const;

/** Coupon codes tried from one address: enough for a shopper's typos, too few to guess codes. */
export const COUPON_ATTEMPTS = { max: 30, windowMs: 15 * 60 * 1000 } as const;

/** Store API cart. The cart is addressed by `x-cart-token`; answers are private. */
export const cartRoutes: FastifyPluginAsyncZod<{ db: Db; secret: string }> = async (app, { db, secret }) => {
  // Coupons and order gifts in the back office.
  await app.register(promotionAdminRoutes, { db });
  // A logged-in customer (Authorization) has one cart wherever they are and the account's prices;
  // a guest has the x-cart-token's cart and the signed headers' prices.
  const context = async (req: FastifyRequest) => {
    const account = await requestAccount(db, req);
    const owner: CartOwner = {
      token: parseCartToken(req.headers[requestHeaders.cartToken]),
      accountId: account?.id ?? null,
    };
    const ctx = account ? accountPriceContext(req, account) : priceContextFromRequest(req, secret);
    return { ctx, locale: requestLocale(req), owner, account };
  };
  // `item` names the line for every change; an add also calls it addedItem, an amount change updatedItem.
  const answer = (change: CartChange, itemAs?: 'addedItem' | 'updatedItem') => ({
    data: {
      cart: change.cart,
      item: change.item,
      ...(itemAs ? { [itemAs]: change.item } : {}),
      changedAmount: change.changedAmount,
      ...(change.orderGifts ? { orderGifts: change.orderGifts } : {}),
    },
    meta: {
      guestCartToken: change.newToken,
      ...(change.custom !== undefined ? { custom: change.custom } : {}),
    },
  });
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
  const limitCouponAttempts = throttle(app, [{ name: 'coupon', ...COUPON_ATTEMPTS }]);
  const limitCartWrites = throttle(app, [
    { name: 'cart-write', ...CART_WRITES, applies: (req) => req.method !== 'GET' && req.method !== 'HEAD' },
  ]);
  app.addHook('onRequest', limitCartWrites);

  app.route({
    ...routeOf(cartApi.get),
    handler: async (req) => {
      const { ctx, locale, owner } = await context(req);
      // Showing the cart to its owner is where it drops what it can no longer hold.
      if (req.query.include !== 'orderGifts') return { data: await showCart(db, owner, ctx, locale) };
      const { cart, orderGifts } = await showCartWithOrderGifts(db, owner, ctx, locale);
      return { data: cart, included: { orderGifts } };
    },
  });

  app.route({
    ...routeOf(cartApi.addItem),
    handler: async (req) => {
      const { ctx, locale, owner } = await context(req);
      const { body } = req;
      if (body.type === 'gift') return answer(await addGift(db, owner, body.id, ctx, locale), 'addedItem');
      const options = {
        parentId: body.parent_id,
        newLine: body.newLine,
        forCredits: body.credits,
        custom: body.custom,
      };
      return answer(await addItem(db, owner, body.id, body.amount, ctx, locale, options), 'addedItem');
    },
  });

  app.route({
    ...routeOf(cartApi.updateItem),
    handler: async (req) => {
      const { ctx, locale, owner } = await context(req);
      const cartId = await findCartId(db, owner);
      return answer(await updateItem(db, cartId, req.params.id, req.body.amount, ctx, locale), 'updatedItem');
    },
  });

  app.route({
    ...routeOf(cartApi.removeItem),
    handler: async (req) => {
      const { ctx, locale, owner } = await context(req);
      return answer(await removeItems(db, await findCartId(db, owner), req.params.id, ctx, locale));
    },
  });

  app.route({
    ...routeOf(cartApi.empty),
    handler: async (req) => {
      const { ctx, locale, owner } = await context(req);
      return answer(await removeItems(db, await findCartId(db, owner), null, ctx, locale));
    },
  });

  app.route({
    ...routeOf(cartApi.removeGift),
    handler: async (req) => {
      const { ctx, locale, owner } = await context(req);
      const cartId = await findCartId(db, owner);
      return answer(await removeChosenGift(db, cartId, req.params.id, ctx, locale));
    },
  });

  app.route({
    ...routeOf(cartApi.orderGifts),
    handler: async (req) => {
      const { ctx, locale, owner } = await context(req);
      return { data: await listOrderGifts(db, owner, ctx, locale) };
    },
  });

  app.route({
    ...routeOf(cartApi.credits),
    handler: async (req) => {
      const { ctx, locale, owner } = await context(req);
      return answer(await setCredits(db, owner, req.body.credits, ctx, locale));
    },
  });

  app.route({
    ...routeOf(cartApi.shippers),
    handler: async (req) => {
      const { ctx, locale, owner } = await context(req);
      const cart = await readCart(db, await findCartId(db, owner), ctx, locale);
      return listShippers(db, ctx.currency, locale, {
        itemsWithTax: cart.prices.discountLimitPriceWithVat,
        includePersonal: false,
        free: cart.prices.freeShippingByCoupon,
      });
    },
  });

  app.route({
    ...routeOf(cartApi.payments),
    handler: async (req) => {
      const { ctx, locale } = await context(req);
      return { data: await listPayments(db, ctx.currency, locale) };
    },
  });

  app.route({
    ...routeOf(cartApi.setCoupon),
    onRequest: limitCouponAttempts,
    handler: async (req) => {
      const { ctx, locale, owner } = await context(req);
      return answer(await setCoupon(db, owner, req.body.couponCode, ctx, locale));
    },
  });

  app.route({
    ...routeOf(cartApi.removeCoupon),
    handler: async (req) => {
      const { ctx, locale, owner } = await context(req);
      return answer(await removeCoupon(db, await findCartId(db, owner), ctx, locale));
    },
  });

  app.route({
    ...routeOf(cartApi.addBatch),
    handler: async (req) => {
      const { ctx, locale, owner } = await context(req);
      const r = await addBatch(db, owner, req.body.items, ctx, locale);
      return {
        data: { cart: r.cart, added: r.added, total: r.total, errors: r.errors },
        meta: { guestCartToken: r.newToken },
      };
    },
  });

  app.route({
    ...routeOf(cartApi.details),
    handler: async (req) => {
      const { ctx, locale, owner } = await context(req);
      return { data: await saveCartDetails(db, owner, req.body, ctx, locale) };
    },
  });

  app.route({
    ...routeOf(cartApi.validate),
    handler: async (req) => {
      const { ctx, locale } = await context(req);
      let shipper = null;
      if (req.body.shipperId !== undefined) {
        const { data } = await listShippers(db, ctx.currency, locale);
        shipper = data.find((s) => s.id === req.body.shipperId) ?? null;
        if (!shipper)
          throw new HttpError(404, errorTexts['cart.unknownShipper'].cs, 'shipperId', 'cart.unknownShipper');
      }
      const errors = checkoutFieldErrors(req.body, ctx.currency, shipper);
      return { valid: errors.length === 0, errors };
    },
  });
};
