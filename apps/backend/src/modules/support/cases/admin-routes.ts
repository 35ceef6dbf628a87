import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminServiceApi, type CurrencyCode } from '@shop/contract';
import { toMajor } from '@shop/rules';
import type { Db } from '../../../db/client.ts';
import { routeOf } from '../../../http/contract-routes.ts';
import { notFound } from '../../../http/errors.ts';
import { actorLabel, actorOf, audited } from '../../operator/index.ts';
import { currencyDecimals } from '../../settings/index.ts';
import { issueCaseCreditNote } from './credit-note.ts';
import { addServiceCaseMessage, listServiceCases, moveServiceCase, serviceCaseDetail } from './desk.ts';
import type { ServiceCaseOrders } from './orders.ts';

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

  app.route({
    ...routeOf(adminServiceApi.cases),
    config: { permission: 'service' },
    handler: async (req) => listServiceCases(db, req.query),
  });

  app.route({
    ...routeOf(adminServiceApi.case),
    config: { permission: 'service' },
    handler: async (req) => detailOrNotFound(req.params.id),
  });

  app.route({
    ...routeOf(adminServiceApi.addMessage),
    config: { permission: 'service' },
    handler: async (req, reply) => {
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
  });

  app.route({
    ...routeOf(adminServiceApi.moveState),
    config: { permission: 'service' },
    handler: async (req) => {
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
  });

  app.route({
    ...routeOf(adminServiceApi.creditNote),
    config: { permission: 'service' },
    handler: async (req, reply) => {
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
  });
};
