import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
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
import type { Db, Tx } from '../../db/client.ts';
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

/** A coupon (its id is its code) or an order gift, as the audit log keeps it. */
type Promotion = { id: string | number };
type ObjectType = 'coupon' | 'gift';

/** Coupons and order gifts in the back office: for operators who may change the catalogue. */
export const promotionAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const config = { permission: 'catalogue' } as const;
  const tags = ['admin'];

  const listed = async <T>(rows: Promise<T[]>) => {
    const data = await rows;
    return { data, total: data.length };
  };
  const found = async <T>(item: Promise<T | null>, key: 'code' | 'id') => {
    const data = await item;
    if (!data) throw notFound(key);
    return { data };
  };
  /** Runs an operator's change in a transaction with its audit entry (`coupon.create` …). */
  const audit = <T>(
    req: FastifyRequest,
    objectType: ObjectType,
    action: string,
    run: (tx: Tx) => Promise<T>,
    change: (result: NonNullable<T>) => { before: Promotion | null; after: Promotion | null },
  ) =>
    audited(db, actorOf(req), run, (result) => {
      const { before, after } = change(result);
      return {
        action: `${objectType}.${action}`,
        objectType,
        objectId: (after ?? before)!.id,
        before,
        after,
      };
    });
  const created = <T extends Promotion>(
    req: FastifyRequest,
    objectType: ObjectType,
    run: (tx: Tx) => Promise<T>,
  ) => audit(req, objectType, 'create', run, (after) => ({ before: null, after }));
  /** A change of one that exists (404 by `key` when it does not): the item after it. */
  const changed = async <T extends Promotion>(
    req: FastifyRequest,
    objectType: ObjectType,
    action: string,
    key: 'code' | 'id',
    run: (tx: Tx) => Promise<{ before: T; after: T } | null>,
  ) =>
    found(
      audit(req, objectType, action, run, (change) => change).then((c) => c?.after ?? null),
      key,
    );

  app.get(
    '/api/admin/v1/coupons',
    {
      config,
      schema: {
        tags,
        summary: 'Every discount coupon with its state now',
        response: { 200: adminCouponList, ...failures },
      },
    },
    () => listed(listAdminCoupons(db)),
  );

  app.get(
    '/api/admin/v1/coupons/:code',
    {
      config,
      schema: {
        tags,
        summary: 'One coupon',
        params: adminCouponParams,
        response: { 200: adminCouponResponse, ...failures },
      },
    },
    (req) => found(getAdminCoupon(db, req.params.code), 'code'),
  );

  app.post(
    '/api/admin/v1/coupons',
    {
      config,
      schema: {
        tags,
        summary:
          'Create a coupon: the code is upper-cased and must be new (409); amounts in whole units per currency',
        body: adminCouponCreateBody,
        response: { 200: adminCouponResponse, ...failures, 409: errorResponse, 422: errorResponse },
      },
    },
    async (req) => ({ data: await created(req, 'coupon', (tx) => createCoupon(tx, req.body)) }),
  );

  app.put(
    '/api/admin/v1/coupons/:code',
    {
      config,
      schema: {
        tags,
        summary: "Change a coupon's terms; its code and use count stay",
        params: adminCouponParams,
        body: adminCouponUpdateBody,
        response: { 200: adminCouponResponse, ...failures, 422: errorResponse },
      },
    },
    (req) => changed(req, 'coupon', 'update', 'code', (tx) => updateCoupon(tx, req.params.code, req.body)),
  );

  app.post(
    '/api/admin/v1/coupons/:code/end',
    {
      config,
      schema: {
        tags,
        summary: 'End a coupon now: it stays with the orders that used it but no cart takes it any more',
        params: adminCouponParams,
        response: { 200: adminCouponResponse, ...failures },
      },
    },
    (req) => changed(req, 'coupon', 'end', 'code', (tx) => endCoupon(tx, req.params.code)),
  );

  app.delete(
    '/api/admin/v1/coupons/:code',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a coupon no order used (409 for a used one: end it instead)',
        params: adminCouponParams,
        response: { 200: adminCouponResponse, ...failures, 409: errorResponse },
      },
    },
    async (req) => ({
      data: await audit(
        req,
        'coupon',
        'delete',
        (tx) => deleteCoupon(tx, req.params.code),
        (before) => ({ before, after: null }),
      ),
    }),
  );

  app.get(
    '/api/admin/v1/gifts',
    {
      config,
      schema: {
        tags,
        summary: 'Every order gift, in its order',
        response: { 200: adminGiftList, ...failures },
      },
    },
    () => listed(listAdminGifts(db)),
  );

  app.get(
    '/api/admin/v1/gifts/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One order gift',
        params: adminGiftParams,
        response: { 200: adminGiftResponse, ...failures },
      },
    },
    (req) => found(getAdminGift(db, req.params.id), 'id'),
  );

  app.post(
    '/api/admin/v1/gifts',
    {
      config,
      schema: {
        tags,
        summary: 'Offer a variant as an order gift from an order value, at a price per currency (0 free)',
        body: adminGiftBody,
        response: { 200: adminGiftResponse, ...failures, 422: errorResponse },
      },
    },
    async (req) => {
      const data = await created(req, 'gift', (tx) => createGift(tx, req.body));
      giftsChanged(db);
      return { data };
    },
  );

  app.put(
    '/api/admin/v1/gifts/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Change an order gift, or switch it off (enabled false): carts drop it when next priced',
        params: adminGiftParams,
        body: adminGiftBody,
        response: { 200: adminGiftResponse, ...failures, 422: errorResponse },
      },
    },
    async (req) => {
      const answer = await changed(req, 'gift', 'update', 'id', (tx) =>
        updateGift(tx, req.params.id, req.body),
      );
      giftsChanged(db);
      return answer;
    },
  );
};
