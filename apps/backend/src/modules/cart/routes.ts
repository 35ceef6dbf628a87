import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addCartItemBody,
  batchCartItemsBody,
  batchCartItemsResponse,
  cartCouponBody,
  cartValidateBody,
  cartValidateResponse,
  cartChangeResponse,
  cartCreditsBody,
  cartGiftParams,
  orderGiftsResponse,
  cartItemParams,
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
import { priceContextFromRequest } from '../catalog/pricing/context.ts';
import { HttpError } from '../../http/errors.ts';
import { listPayments, listShippers } from '../shipping/shippers/service.ts';
import { checkoutFieldErrors } from './checkout-fields.ts';
import {
  addBatch,
  addGift,
  addItem,
  listOrderGifts,
  removeChosenGift,
  findCartId,
  readCart,
  removeCoupon,
  removeItems,
  setCoupon,
  updateItem,
  type CartChange,
} from './service.ts';
import { parseCartToken } from './token.ts';

/** Spec §6: what a guest sees when trying something that needs an account. */
const GUEST_HAS_NO_CREDITS = 'Musíte se nejdříve přihlásit';

const errors = { 400: errorResponse, 404: errorResponse, 409: errorResponse, 422: errorResponse };

/** Store API cart (spec §7 'Cart'). The cart is addressed by `x-cart-token`; answers are private. */
export const cartRoutes: FastifyPluginAsyncZod<{ db: Db; secret: string }> = async (app, { db, secret }) => {
  const token = (req: FastifyRequest) => parseCartToken(req.headers[requestHeaders.cartToken]);
  const context = (req: FastifyRequest) => ({
    ctx: priceContextFromRequest(req, secret),
    locale: requestLocale(req),
  });
  const answer = (change: CartChange) => ({
    data: { cart: change.cart, item: change.item, changedAmount: change.changedAmount },
    meta: { guestCartToken: change.newToken },
  });
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/api/v1/cart',
    {
      schema: {
        tags: ['store'],
        summary: 'The cart of x-cart-token, priced now; empty without one',
        response: { 200: cartResponse, 400: errorResponse },
      },
    },
    async (req) => {
      const { ctx, locale } = context(req);
      return { data: await readCart(db, await findCartId(db, token(req)), ctx, locale) };
    },
  );

  app.post(
    '/api/v1/cart/items',
    {
      schema: {
        tags: ['store'],
        summary:
          "Add pieces of a variant, or choose an order gift (type 'gift'); creates the cart (meta.guestCartToken) when there is none",
        body: addCartItemBody,
        response: { 200: cartChangeResponse, ...errors },
      },
    },
    async (req) => {
      const { ctx, locale } = context(req);
      if (req.body.type === 'gift') return answer(await addGift(db, token(req), req.body.id, ctx, locale));
      return answer(await addItem(db, token(req), req.body.id, req.body.amount, ctx, locale));
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
      const { ctx, locale } = context(req);
      const cartId = await findCartId(db, token(req));
      return answer(await updateItem(db, cartId, req.params.id, req.body.amount, ctx, locale));
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
      const { ctx, locale } = context(req);
      return answer(await removeItems(db, await findCartId(db, token(req)), req.params.id, ctx, locale));
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
      const { ctx, locale } = context(req);
      return answer(await removeItems(db, await findCartId(db, token(req)), null, ctx, locale));
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
      const { ctx, locale } = context(req);
      const cartId = await findCartId(db, token(req));
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
      const { ctx, locale } = context(req);
      return { data: await listOrderGifts(db, await findCartId(db, token(req)), ctx, locale) };
    },
  );

  app.post(
    '/api/v1/cart/credits',
    {
      schema: {
        tags: ['store'],
        summary: 'Spend loyalty credits (logged-in customers only, when the shop setting is on)',
        body: cartCreditsBody,
        response: { 401: errorResponse },
      },
    },
    // Credits belong to a customer account: a guest cart (the only kind until log-in exists) has none.
    async () => {
      throw new HttpError(401, GUEST_HAS_NO_CREDITS, 'credits');
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
      const { ctx, locale } = context(req);
      const cart = await readCart(db, await findCartId(db, token(req)), ctx, locale);
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
      const { ctx, locale } = context(req);
      return { data: await listPayments(db, ctx.currency, locale) };
    },
  );

  app.post(
    '/api/v1/cart/coupon',
    {
      schema: {
        tags: ['store'],
        summary: 'Apply a coupon (422 with the reason when it does not apply)',
        body: cartCouponBody,
        response: { 200: cartChangeResponse, ...errors },
      },
    },
    async (req) => {
      const { ctx, locale } = context(req);
      return answer(await setCoupon(db, token(req), req.body.couponCode, ctx, locale));
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
      const { ctx, locale } = context(req);
      return answer(await removeCoupon(db, await findCartId(db, token(req)), ctx, locale));
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
      const { ctx, locale } = context(req);
      const r = await addBatch(db, token(req), req.body.items, ctx, locale);
      return {
        data: { cart: r.cart, added: r.added, total: r.total, errors: r.errors },
        meta: { guestCartToken: r.newToken },
      };
    },
  );

  app.post(
    '/api/v1/cart/validate',
    {
      schema: {
        tags: ['store'],
        summary: "Check checkout fields by the spec's rules; absent fields are not checked",
        body: cartValidateBody,
        response: { 200: cartValidateResponse, 400: errorResponse, 404: errorResponse },
      },
    },
    async (req) => {
      const { ctx, locale } = context(req);
      let shipper = null;
      if (req.body.shipperId !== undefined) {
        const { data } = await listShippers(db, ctx.currency, locale);
        shipper = data.find((s) => s.id === req.body.shipperId) ?? null;
        if (!shipper) throw new HttpError(404, 'Dopravce neexistuje', 'shipperId');
      }
      const errors = checkoutFieldErrors(req.body, ctx.currency, shipper);
      return { valid: errors.length === 0, errors };
    },
  );
};
