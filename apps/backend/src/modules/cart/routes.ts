import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addCartItemBody,
  batchCartItemsBody,
  batchCartItemsResponse,
  cartCouponBody,
  cartCustomerBody,
  cartValidateBody,
  cartValidateResponse,
  cartChangeResponse,
  cartCreditsBody,
  cartGiftParams,
  orderGiftsResponse,
  cartItemParams,
  cartQuery,
  cartResponse,
  errorResponse,
  paymentsResponse,
  requestHeaders,
  shippersResponse,
  updateCartItemBody,
} from '@shop/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
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

const errors = {
  400: errorResponse,
  404: errorResponse,
  409: errorResponse,
  422: errorResponse,
  429: errorResponse,
};

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

  app.get(
    '/api/v1/cart',
    {
      schema: {
        tags: ['store'],
        summary:
          'The cart of x-cart-token, priced now; lines that can no longer be bought are taken out and reported once in removedItems; empty without one. include=orderGifts adds the order gifts judged against it (included.orderGifts)',
        querystring: cartQuery,
        response: { 200: cartResponse, 400: errorResponse },
      },
    },
    async (req) => {
      const { ctx, locale, owner } = await context(req);
      // Showing the cart to its owner is where it drops what it can no longer hold.
      if (req.query.include !== 'orderGifts') return { data: await showCart(db, owner, ctx, locale) };
      const { cart, orderGifts } = await showCartWithOrderGifts(db, owner, ctx, locale);
      return { data: cart, included: { orderGifts } };
    },
  );

  app.post(
    '/api/v1/cart/items',
    {
      schema: {
        tags: ['store'],
        summary:
          "Add pieces of a variant, or choose an order gift (type 'gift'); creates the cart (meta.guestCartToken) when there is none. parent_id puts the line under another line of the cart, newLine makes it a line of its own, credits buys it with loyalty credits at the product's credit price, custom is kept with the line (meta.custom)",
        body: addCartItemBody,
        response: { 200: cartChangeResponse, 401: errorResponse, ...errors },
      },
    },
    async (req) => {
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
  );

  app.patch(
    '/api/v1/cart/items/:id',
    {
      schema: {
        tags: ['store'],
        summary: "Set a line's amount (kept within the variant's limits and stock)",
        params: cartItemParams,
        body: updateCartItemBody,
        response: { 200: cartChangeResponse, ...errors },
      },
    },
    async (req) => {
      const { ctx, locale, owner } = await context(req);
      const cartId = await findCartId(db, owner);
      return answer(await updateItem(db, cartId, req.params.id, req.body.amount, ctx, locale), 'updatedItem');
    },
  );

  app.delete(
    '/api/v1/cart/items/:id',
    {
      schema: {
        tags: ['store'],
        summary: 'Remove a line',
        params: cartItemParams,
        response: { 200: cartChangeResponse, ...errors },
      },
    },
    async (req) => {
      const { ctx, locale, owner } = await context(req);
      return answer(await removeItems(db, await findCartId(db, owner), req.params.id, ctx, locale));
    },
  );

  app.delete(
    '/api/v1/cart/items',
    {
      schema: {
        tags: ['store'],
        summary: 'Empty the cart',
        response: { 200: cartChangeResponse, ...errors },
      },
    },
    async (req) => {
      const { ctx, locale, owner } = await context(req);
      return answer(await removeItems(db, await findCartId(db, owner), null, ctx, locale));
    },
  );

  app.delete(
    '/api/v1/cart/gifts/:id',
    {
      schema: {
        tags: ['store'],
        summary: 'Give back a chosen order gift',
        params: cartGiftParams,
        response: { 200: cartChangeResponse, ...errors },
      },
    },
    async (req) => {
      const { ctx, locale, owner } = await context(req);
      const cartId = await findCartId(db, owner);
      return answer(await removeChosenGift(db, cartId, req.params.id, ctx, locale));
    },
  );

  app.get(
    '/api/v1/order-gifts',
    {
      schema: {
        tags: ['store'],
        summary: "Order gifts in x-currency, each marked available when the caller's cart reaches it",
        response: { 200: orderGiftsResponse, 400: errorResponse },
      },
    },
    async (req) => {
      const { ctx, locale, owner } = await context(req);
      return { data: await listOrderGifts(db, owner, ctx, locale) };
    },
  );

  app.post(
    '/api/v1/cart/credits',
    {
      schema: {
        tags: ['store'],
        summary:
          "Spend loyalty credits (whole crowns) on the logged-in customer's cart, kept within the balance; 0 stops (when the shop setting loyalty_credits is on)",
        body: cartCreditsBody,
        response: { 200: cartChangeResponse, 401: errorResponse, ...errors },
      },
    },
    async (req) => {
      const { ctx, locale, owner } = await context(req);
      return answer(await setCredits(db, owner, req.body.credits, ctx, locale));
    },
  );

  app.get(
    '/api/v1/cart/shippers',
    {
      schema: {
        tags: ['store'],
        summary:
          "The cart's shippers: free from their threshold on, personal pick-up left out (chosen through branches)",
        response: { 200: shippersResponse, 400: errorResponse },
      },
    },
    async (req) => {
      const { ctx, locale, owner } = await context(req);
      const cart = await readCart(db, await findCartId(db, owner), ctx, locale);
      return listShippers(db, ctx.currency, locale, {
        itemsWithTax: cart.prices.discountLimitPriceWithVat,
        includePersonal: false,
        free: cart.prices.freeShippingByCoupon,
      });
    },
  );

  app.get(
    '/api/v1/cart/payments',
    {
      schema: {
        tags: ['store'],
        summary: 'Payments with their surcharges in x-currency',
        response: { 200: paymentsResponse, 400: errorResponse },
      },
    },
    async (req) => {
      const { ctx, locale } = await context(req);
      return { data: await listPayments(db, ctx.currency, locale) };
    },
  );

  app.post(
    '/api/v1/cart/coupon',
    {
      onRequest: limitCouponAttempts,
      schema: {
        tags: ['store'],
        summary: 'Apply a coupon (422 with the reason when it does not apply; 429 after too many attempts)',
        body: cartCouponBody,
        response: { 200: cartChangeResponse, ...errors },
      },
    },
    async (req) => {
      const { ctx, locale, owner } = await context(req);
      return answer(await setCoupon(db, owner, req.body.couponCode, ctx, locale));
    },
  );

  app.delete(
    '/api/v1/cart/coupon',
    {
      schema: {
        tags: ['store'],
        summary: 'Remove the coupon',
        response: { 200: cartChangeResponse, ...errors },
      },
    },
    async (req) => {
      const { ctx, locale, owner } = await context(req);
      return answer(await removeCoupon(db, await findCartId(db, owner), ctx, locale));
    },
  );

  app.post(
    '/api/v1/cart/items/batch',
    {
      schema: {
        tags: ['store'],
        summary:
          'Add many lines at once (by variant id, catalogue code or EAN); reports the ones it could not add',
        body: batchCartItemsBody,
        response: { 200: batchCartItemsResponse, 400: errorResponse },
      },
    },
    async (req) => {
      const { ctx, locale, owner } = await context(req);
      const r = await addBatch(db, owner, req.body.items, ctx, locale);
      return {
        data: { cart: r.cart, added: r.added, total: r.total, errors: r.errors },
        meta: { guestCartToken: r.newToken },
      };
    },
  );

  app.put(
    '/api/v1/cart/customer',
    {
      schema: {
        tags: ['store'],
        summary:
          "Keep the checkout details entered so far with the caller's cart (customer, billing and shipping address, hasCustomShippingAddress, comment); GET /api/v1/cart answers them. Filled fields are checked by the order's field rules (422 with a message per field); empty ones are not. 404 without a cart",
        body: cartCustomerBody,
        response: { 200: cartResponse, ...errors },
      },
    },
    async (req) => {
      const { ctx, locale, owner } = await context(req);
      return { data: await saveCartDetails(db, owner, req.body, ctx, locale) };
    },
  );

  app.post(
    '/api/v1/cart/validate',
    {
      schema: {
        tags: ['store'],
        summary: "Check checkout fields by the shop's field rules; absent fields are not checked",
        body: cartValidateBody,
        response: { 200: cartValidateResponse, 400: errorResponse, 404: errorResponse },
      },
    },
    async (req) => {
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
  );
};
