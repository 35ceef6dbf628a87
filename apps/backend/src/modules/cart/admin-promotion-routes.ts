import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { adminPromotionApi } from '@shop/contract';
import type { Db, Tx } from '../../db/client.ts';
import { routeOf } from '../../http/contract-routes.ts';
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

/** A coupon (its id is its code) or an order gift, as the audit log keeps it. */
type Promotion = { id: string | number };
type ObjectType = 'coupon' | 'gift';

/** Coupons and order gifts in the back office: for operators who may change the catalogue. */
export const promotionAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const config = { permission: 'catalogue' } as const;

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

  app.route({
    ...routeOf(adminPromotionApi.coupons),
    config,
    handler: () => listed(listAdminCoupons(db)),
  });

  app.route({
    ...routeOf(adminPromotionApi.coupon),
    config,
    handler: (req) => found(getAdminCoupon(db, req.params.code), 'code'),
  });

  app.route({
    ...routeOf(adminPromotionApi.couponCreate),
    config,
    handler: async (req) => ({ data: await created(req, 'coupon', (tx) => createCoupon(tx, req.body)) }),
  });

  app.route({
    ...routeOf(adminPromotionApi.couponUpdate),
    config,
    handler: (req) =>
      changed(req, 'coupon', 'update', 'code', (tx) => updateCoupon(tx, req.params.code, req.body)),
  });

  app.route({
    ...routeOf(adminPromotionApi.couponEnd),
    config,
    handler: (req) => changed(req, 'coupon', 'end', 'code', (tx) => endCoupon(tx, req.params.code)),
  });

  app.route({
    ...routeOf(adminPromotionApi.couponDelete),
    config,
    handler: async (req) => ({
      data: await audit(
        req,
        'coupon',
        'delete',
        (tx) => deleteCoupon(tx, req.params.code),
        (before) => ({ before, after: null }),
      ),
    }),
  });

  app.route({
    ...routeOf(adminPromotionApi.gifts),
    config,
    handler: () => listed(listAdminGifts(db)),
  });

  app.route({
    ...routeOf(adminPromotionApi.gift),
    config,
    handler: (req) => found(getAdminGift(db, req.params.id), 'id'),
  });

  app.route({
    ...routeOf(adminPromotionApi.giftCreate),
    config,
    handler: async (req) => {
      const data = await created(req, 'gift', (tx) => createGift(tx, req.body));
      giftsChanged(db);
      return { data };
    },
  });

  app.route({
    ...routeOf(adminPromotionApi.giftUpdate),
    config,
    handler: async (req) => {
      const answer = await changed(req, 'gift', 'update', 'id', (tx) =>
        updateGift(tx, req.params.id, req.body),
      );
      giftsChanged(db);
      return answer;
    },
  });
};
