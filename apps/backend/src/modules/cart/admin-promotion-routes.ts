import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCouponCreateBody,
  adminCouponList,
  adminCouponParams,
  adminCouponResponse,
  adminCouponUpdateBody,
  adminGiftBody,
  adminGiftList,
  adminGiftParams,
  adminGiftResponse,
  errorResponse,
} from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { actorOf, audited } from '../operator/index.ts';
import {
  createCoupon,
  deleteCoupon,
  endCoupon,
  getAdminCoupon,
  listAdminCoupons,
  updateCoupon,
} from './admin-coupons.ts';
import { createGift, getAdminGift, giftsChanged, listAdminGifts, updateGift } from './admin-gifts.ts';

const failures = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

/** Coupons and order gifts in the back office: for operators who may change the catalogue. */
export const promotionAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const config = { permission: 'catalogue' } as const;

  app.get(
    '/api/admin/v1/coupons',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'Every discount coupon with its state now',
        response: { 200: adminCouponList, ...failures },
      },
    },
    async () => {
      const data = await listAdminCoupons(db);
      return { data, total: data.length };
    },
  );

  app.get(
    '/api/admin/v1/coupons/:code',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'One coupon',
        params: adminCouponParams,
        response: { 200: adminCouponResponse, ...failures },
      },
    },
    async (req) => {
      const coupon = await getAdminCoupon(db, req.params.code);
      if (!coupon) throw notFound('code');
      return { data: coupon };
    },
  );

  app.post(
    '/api/admin/v1/coupons',
    {
      config,
      schema: {
        tags: ['admin'],
        summary:
          'Create a coupon: the code is upper-cased and must be new (409); amounts in whole units per currency',
        body: adminCouponCreateBody,
        response: { 200: adminCouponResponse, ...failures, 409: errorResponse, 422: errorResponse },
      },
    },
    async (req) => {
      const data = await audited(
        db,
        actorOf(req),
        (tx) => createCoupon(tx, req.body),
        (after) => ({
          action: 'coupon.create',
          objectType: 'coupon',
          objectId: after.code,
          before: null,
          after,
        }),
      );
      return { data };
    },
  );

  app.put(
    '/api/admin/v1/coupons/:code',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: "Change a coupon's terms; its code and use count stay",
        params: adminCouponParams,
        body: adminCouponUpdateBody,
        response: { 200: adminCouponResponse, ...failures, 422: errorResponse },
      },
    },
    async (req) => {
      const change = await audited(
        db,
        actorOf(req),
        (tx) => updateCoupon(tx, req.params.code, req.body),
        ({ before, after }) => ({
          action: 'coupon.update',
          objectType: 'coupon',
          objectId: after.code,
          before,
          after,
        }),
      );
      if (!change) throw notFound('code');
      return { data: change.after };
    },
  );

  app.post(
    '/api/admin/v1/coupons/:code/end',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'End a coupon now: it stays with the orders that used it but no cart takes it any more',
        params: adminCouponParams,
        response: { 200: adminCouponResponse, ...failures },
      },
    },
    async (req) => {
      const change = await audited(
        db,
        actorOf(req),
        (tx) => endCoupon(tx, req.params.code),
        ({ before, after }) => ({
          action: 'coupon.end',
          objectType: 'coupon',
          objectId: after.code,
          before,
          after,
        }),
      );
      if (!change) throw notFound('code');
      return { data: change.after };
    },
  );

  app.delete(
    '/api/admin/v1/coupons/:code',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'Delete a coupon no order used (409 for a used one: end it instead)',
        params: adminCouponParams,
        response: { 200: adminCouponResponse, ...failures, 409: errorResponse },
      },
    },
    async (req) => {
      const data = await audited(
        db,
        actorOf(req),
        (tx) => deleteCoupon(tx, req.params.code),
        (before) => ({
          action: 'coupon.delete',
          objectType: 'coupon',
          objectId: before.code,
          before,
          after: null,
        }),
      );
      return { data };
    },
  );

  app.get(
    '/api/admin/v1/gifts',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'Every order gift, in its order',
        response: { 200: adminGiftList, ...failures },
      },
    },
    async () => {
      const data = await listAdminGifts(db);
      return { data, total: data.length };
    },
  );

  app.get(
    '/api/admin/v1/gifts/:id',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'One order gift',
        params: adminGiftParams,
        response: { 200: adminGiftResponse, ...failures },
      },
    },
    async (req) => {
      const gift = await getAdminGift(db, req.params.id);
      if (!gift) throw notFound('id');
      return { data: gift };
    },
  );

  app.post(
    '/api/admin/v1/gifts',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'Offer a variant as an order gift from an order value, at a price per currency (0 free)',
        body: adminGiftBody,
        response: { 200: adminGiftResponse, ...failures, 422: errorResponse },
      },
    },
    async (req) => {
      const data = await audited(
        db,
        actorOf(req),
        (tx) => createGift(tx, req.body),
        (after) => ({ action: 'gift.create', objectType: 'gift', objectId: after.id, before: null, after }),
      );
      giftsChanged(db);
      return { data };
    },
  );

  app.put(
    '/api/admin/v1/gifts/:id',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'Change an order gift, or switch it off (enabled false): carts drop it when next priced',
        params: adminGiftParams,
        body: adminGiftBody,
        response: { 200: adminGiftResponse, ...failures, 422: errorResponse },
      },
    },
    async (req) => {
      const change = await audited(
        db,
        actorOf(req),
        (tx) => updateGift(tx, req.params.id, req.body),
        ({ before, after }) => ({
          action: 'gift.update',
          objectType: 'gift',
          objectId: after.id,
          before,
          after,
        }),
      );
      if (!change) throw notFound('id');
      giftsChanged(db);
      return { data: change.after };
    },
  );
};
