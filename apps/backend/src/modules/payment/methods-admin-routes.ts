import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminPaymentCreateBody,
  adminPaymentList,
  adminPaymentResponse,
  adminPaymentUpdateBody,
  errorResponse,
  shopRuleIdParams,
} from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { actorOf, audited } from '../operator/index.ts';
import { createPayment, getAdminPayment, listAdminPayments, updatePayment } from './methods-admin.ts';
import { invalidatePaymentMethods } from './methods.ts';

const failures = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

/** Payment methods in the back office: for operators who may change the shop's settings. */
export const paymentMethodAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const config = { permission: 'settings' } as const;

  app.get(
    '/api/admin/v1/payment-methods',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'Every payment method, also switched-off ones, in their order, with surcharges per currency',
        response: { 200: adminPaymentList, ...failures },
      },
    },
    async () => {
      const data = await listAdminPayments(db);
      return { data, total: data.length };
    },
  );

  app.get(
    '/api/admin/v1/payment-methods/:id',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'One payment method',
        params: shopRuleIdParams,
        response: { 200: adminPaymentResponse, ...failures },
      },
    },
    async (req) => {
      const payment = await getAdminPayment(db, req.params.id);
      if (!payment) throw notFound('id');
      return { data: payment };
    },
  );

  app.post(
    '/api/admin/v1/payment-methods',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'Create a payment method (its code must be new: 409)',
        body: adminPaymentCreateBody,
        response: { 200: adminPaymentResponse, ...failures, 409: errorResponse, 422: errorResponse },
      },
    },
    async (req) => {
      const data = await audited(
        db,
        actorOf(req),
        (tx) => createPayment(tx, req.body),
        (after) => ({
          action: 'payment.create',
          objectType: 'payment',
          objectId: after.id,
          before: null,
          after,
        }),
      );
      invalidatePaymentMethods(db);
      return { data };
    },
  );

  app.put(
    '/api/admin/v1/payment-methods/:id',
    {
      config,
      schema: {
        tags: ['admin'],
        summary:
          'Change a payment method: names, surcharges, on or off, its place; the checkout uses it at once',
        params: shopRuleIdParams,
        body: adminPaymentUpdateBody,
        response: { 200: adminPaymentResponse, ...failures, 422: errorResponse },
      },
    },
    async (req) => {
      const change = await audited(
        db,
        actorOf(req),
        (tx) => updatePayment(tx, req.params.id, req.body),
        ({ before, after }) => ({
          action: 'payment.update',
          objectType: 'payment',
          objectId: after.id,
          before,
          after,
        }),
      );
      if (!change) throw notFound('id');
      // Once committed: a read meanwhile may have cached the old methods.
      invalidatePaymentMethods(db);
      return { data: change.after };
    },
  );
};
