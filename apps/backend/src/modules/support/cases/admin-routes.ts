import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminServiceCaseList,
  adminServiceCaseQuery,
  adminServiceCaseResponse,
  errorResponse,
  serviceCaseCreditNoteBody,
  serviceCaseCreditNoteResponse,
  serviceCaseIdParams,
  serviceCaseMessageBody,
  serviceCaseStateBody,
  type CurrencyCode,
} from '@shop/contract';
import { toMajor } from '@shop/rules';
import type { Db } from '../../../db/client.ts';
import { notFound } from '../../../http/errors.ts';
import { actorLabel, actorOf, audited } from '../../operator/index.ts';
import { currencyDecimals } from '../../settings/index.ts';
import { issueCaseCreditNote } from './credit-note.ts';
import { addServiceCaseMessage, listServiceCases, moveServiceCase, serviceCaseDetail } from './desk.ts';
import type { ServiceCaseOrders } from './orders.ts';

const FAILURES = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

/** The service desk (/api/admin/v1/service-cases): complaints and withdrawals, for operators of customer service. */
export const serviceCaseAdminRoutes: FastifyPluginAsyncZod<{ db: Db; orders: ServiceCaseOrders }> = async (
  app,
  { db, orders },
) => {
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  const detailOrNotFound = async (id: number) => {
    const found = await serviceCaseDetail(db, id);
    if (!found) throw notFound('id');
    return { data: found };
  };

  app.get(
    '/api/admin/v1/service-cases',
    {
      config: { permission: 'service' },
      schema: {
        tags: ['admin'],
        summary:
          'Complaints and withdrawals, newest first: by kind, state, and any part of the case number, order code or e-mail (q); a page and how many match',
        querystring: adminServiceCaseQuery,
        response: { 200: adminServiceCaseList, 400: errorResponse, 401: errorResponse, 403: errorResponse },
      },
    },
    async (req) => listServiceCases(db, req.query),
  );

  app.get(
    '/api/admin/v1/service-cases/:id',
    {
      config: { permission: 'service' },
      schema: {
        tags: ['admin'],
        summary:
          "A case: its order's id and code, items, reason, refund IBAN, the states it may move to, and the conversation (the customer's original message first)",
        params: serviceCaseIdParams,
        response: { 200: adminServiceCaseResponse, ...FAILURES },
      },
    },
    async (req) => detailOrNotFound(req.params.id),
  );

  app.post(
    '/api/admin/v1/service-cases/:id/messages',
    {
      config: { permission: 'service' },
      schema: {
        tags: ['admin'],
        summary:
          "Add to the conversation: the shop's reply (from: shop, e-mailed to the customer) or a customer's message copied in from their e-mail (from: customer). Answers the case",
        params: serviceCaseIdParams,
        body: serviceCaseMessageBody,
        response: { 201: adminServiceCaseResponse, ...FAILURES, 422: errorResponse },
      },
    },
    async (req, reply) => {
      const actor = actorOf(req);
      const added = await audited(
        db,
        actor,
        (tx) => addServiceCaseMessage(tx, req.params.id, req.body, actorLabel(actor)),
        (message) => ({
          action: 'serviceCase.message',
          objectType: 'serviceCase',
          objectId: req.params.id,
          after: message,
        }),
      );
      if (!added) throw notFound('id');
      return reply.code(201).send(await detailOrNotFound(req.params.id));
    },
  );

  app.post(
    '/api/admin/v1/service-cases/:id/state',
    {
      config: { permission: 'service' },
      schema: {
        tags: ['admin'],
        summary:
          'Move a case on: received → in_progress → resolved or rejected (409 for any other move; a closed case stays). An optional message to the customer joins the conversation; resolving or rejecting e-mails the customer',
        params: serviceCaseIdParams,
        body: serviceCaseStateBody,
        response: { 200: adminServiceCaseResponse, ...FAILURES, 409: errorResponse, 422: errorResponse },
      },
    },
    async (req) => {
      const actor = actorOf(req);
      const moved = await audited(
        db,
        actor,
        (tx) => moveServiceCase(tx, req.params.id, req.body, actorLabel(actor)),
        ({ before, after, messageId }) => ({
          action: 'serviceCase.state',
          objectType: 'serviceCase',
          objectId: req.params.id,
          before: { state: before },
          after: { state: after, ...(messageId ? { messageId, message: req.body.message } : {}) },
        }),
      );
      if (!moved) throw notFound('id');
      return detailOrNotFound(req.params.id);
    },
  );

  app.post(
    '/api/admin/v1/service-cases/:id/credit-note',
    {
      config: { permission: 'service' },
      schema: {
        tags: ['admin'],
        summary:
          "Refund a withdrawal: a credit note of the order's invoice for the returned pieces (the case's own unless items name others) and, with shipping: true, the shipping; the customer gets it by e-mail. 409 for a complaint, a rejected withdrawal or an order without an invoice; 422 for lines already credited or not in the order",
        params: serviceCaseIdParams,
        body: serviceCaseCreditNoteBody,
        response: {
          201: serviceCaseCreditNoteResponse,
          ...FAILURES,
          409: errorResponse,
          422: errorResponse,
        },
      },
    },
    async (req, reply) => {
      const issued = await audited(
        db,
        actorOf(req),
        (tx) => issueCaseCreditNote(tx, orders, req.params.id, req.body),
        ({ creditNote }) => ({
          action: 'serviceCase.creditNote',
          objectType: 'serviceCase',
          objectId: req.params.id,
          after: {
            creditNoteId: creditNote.id,
            number: creditNote.number,
            totalWithTax: creditNote.totalWithTax,
            items: req.body.items ?? null,
            shipping: req.body.shipping,
          },
        }),
      );
      if (!issued) throw notFound('id');
      const { creditNote } = issued;
      return reply.code(201).send({
        data: {
          creditNote: {
            id: creditNote.id,
            number: creditNote.number,
            currencyCode: creditNote.currencyCode as CurrencyCode,
            totalWithTax: toMajor(
              creditNote.totalWithTax,
              await currencyDecimals(db, creditNote.currencyCode),
            ),
          },
          case: (await detailOrNotFound(req.params.id)).data,
        },
      });
    },
  );
};
