import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCustomerApi, customerDeskErrorCode, customerDeskErrors } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { routeOf } from '../../http/contract-routes.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { actorLabel, actorOf, audited } from '../operator/index.ts';
import { customerDetail, listCustomerGroups, listCustomers } from './desk.ts';
import { changeCustomerCredits, setCustomerBlocked, setCustomerGroups } from './desk-changes.ts';
import { issueOperatorLogin } from './operator-login.ts';

/** The operator's customer endpoints (/api/admin/v1): the customers desk, for operators who may act for customers. */
export const customerAdminRoutes: FastifyPluginAsyncZod<{
  db: Db;
  storefrontUrl: string;
}> = async (app, { db, storefrontUrl }) => {
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  const detailOrNotFound = async (id: number) => {
    const found = await customerDetail(db, id);
    if (!found) throw notFound('id');
    return { data: found };
  };

  app.route({
    ...routeOf(adminCustomerApi.customers),
    config: { permission: 'customers' },
    handler: async (req) => listCustomers(db, req.query),
  });

  app.route({
    ...routeOf(adminCustomerApi.groups),
    config: { permission: 'customers' },
    handler: async () => ({ data: await listCustomerGroups(db) }),
  });

  app.route({
    ...routeOf(adminCustomerApi.customer),
    config: { permission: 'customers' },
    handler: async (req) => detailOrNotFound(req.params.id),
  });

  app.route({
    ...routeOf(adminCustomerApi.setGroups),
    config: { permission: 'customers' },
    handler: async (req) => {
      const changed = await audited(
        db,
        actorOf(req),
        (tx) => setCustomerGroups(tx, req.params.id, req.body.groups),
        ({ before, after }) => ({
          action: 'customer.groups',
          objectType: 'customer',
          objectId: req.params.id,
          before: { groups: before },
          after: { groups: after },
        }),
      );
      if (!changed) throw notFound('id');
      return detailOrNotFound(req.params.id);
    },
  });

  app.route({
    ...routeOf(adminCustomerApi.changeCredits),
    config: { permission: 'customers' },
    handler: async (req) => {
      const actor = actorOf(req);
      const changed = await audited(
        db,
        actor,
        (tx) => changeCustomerCredits(tx, req.params.id, req.body, actorLabel(actor)),
        ({ before, after, amount, note }) => ({
          action: 'customer.credits',
          objectType: 'customer',
          objectId: req.params.id,
          before: { balance: before },
          after: { balance: after, amount, note },
        }),
      );
      if (!changed) throw notFound('id');
      return detailOrNotFound(req.params.id);
    },
  });

  const blockRoute = (blocked: boolean) =>
    app.route({
      ...routeOf(blocked ? adminCustomerApi.block : adminCustomerApi.unblock),
      config: { permission: 'customers' },
      handler: async (req) => {
        // Blocking a blocked customer (or unblocking an unblocked one) changes and records nothing.
        await audited(
          db,
          actorOf(req),
          (tx) => setCustomerBlocked(tx, req.params.id, blocked),
          (change) => ({
            action: blocked ? 'customer.block' : 'customer.unblock',
            objectType: 'customer',
            objectId: req.params.id,
            before: { blockedAt: change.before },
            after: { blockedAt: change.after, sessionsEnded: change.sessionsEnded },
          }),
        );
        return detailOrNotFound(req.params.id);
      },
    });
  blockRoute(true);
  blockRoute(false);

  app.route({
    ...routeOf(adminCustomerApi.loginLink),
    config: { permission: 'customers' },
    handler: async (req) => {
      const actor = actorOf(req);
      const link = await audited(
        db,
        actor,
        async (tx) => {
          const issued = await issueOperatorLogin(tx, req.params.id, storefrontUrl, actorLabel(actor));
          if (issued === 'blocked') {
            throw new HttpError(409, customerDeskErrors.blocked, 'id', customerDeskErrorCode('blocked'));
          }
          return issued;
        },
        (issued) => ({
          action: 'customer.impersonate',
          objectType: 'customer',
          objectId: req.params.id,
          after: { expiresAt: issued.expiresAt.toISOString() },
        }),
      );
      if (!link) throw notFound('id');
      return { data: { url: link.url, expiresAt: link.expiresAt.toISOString() } };
    },
  });
};
