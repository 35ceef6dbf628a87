import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCustomerGroupsResponse,
  adminCustomerList,
  adminCustomerQuery,
  adminCustomerResponse,
  customerCreditsBody,
  customerDeskErrorCode,
  customerDeskErrors,
  customerGroupsBody,
  customerIdParams,
  errorResponse,
  loginLinkResponse,
} from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { actorLabel, actorOf, audited } from '../operator/index.ts';
import { customerDetail, listCustomerGroups, listCustomers } from './desk.ts';
import { changeCustomerCredits, setCustomerBlocked, setCustomerGroups } from './desk-changes.ts';
import { issueOperatorLogin } from './operator-login.ts';

const FAILURES = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

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

  app.get(
    '/api/admin/v1/customers',
    {
      config: { permission: 'customers' },
      schema: {
        tags: ['admin'],
        summary:
          'Customers, newest first: any part of the e-mail, name, phone, company or IČO (q), a group, blocked or not; a page and how many match',
        querystring: adminCustomerQuery,
        response: { 200: adminCustomerList, 400: errorResponse, 401: errorResponse, 403: errorResponse },
      },
    },
    async (req) => listCustomers(db, req.query),
  );

  app.get(
    '/api/admin/v1/customer-groups',
    {
      config: { permission: 'customers' },
      schema: {
        tags: ['admin'],
        summary: 'The customer groups a customer can be put in',
        response: { 200: adminCustomerGroupsResponse, 401: errorResponse, 403: errorResponse },
      },
    },
    async () => ({ data: await listCustomerGroups(db) }),
  );

  app.get(
    '/api/admin/v1/customers/:id',
    {
      config: { permission: 'customers' },
      schema: {
        tags: ['admin'],
        summary:
          'A customer: profile, addresses, groups, loyalty credits with their history (who granted them) and the times the shop acted for them. Their orders: the order list by customer',
        params: customerIdParams,
        response: { 200: adminCustomerResponse, ...FAILURES },
      },
    },
    async (req) => detailOrNotFound(req.params.id),
  );

  app.put(
    '/api/admin/v1/customers/:id/groups',
    {
      config: { permission: 'customers' },
      schema: {
        tags: ['admin'],
        summary:
          'Put the customer in exactly these groups (existing ones only: 422 customer.unknownGroup); their prices apply from the next request',
        params: customerIdParams,
        body: customerGroupsBody,
        response: { 200: adminCustomerResponse, ...FAILURES, 422: errorResponse },
      },
    },
    async (req) => {
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
  );

  app.post(
    '/api/admin/v1/customers/:id/credits',
    {
      config: { permission: 'customers' },
      schema: {
        tags: ['admin'],
        summary:
          'Grant (positive) or deduct (negative) whole crowns of loyalty credits, with a note; the ledger names the operator. Never below a zero balance (422 customer.creditsBelowZero)',
        params: customerIdParams,
        body: customerCreditsBody,
        response: { 200: adminCustomerResponse, ...FAILURES, 422: errorResponse },
      },
    },
    async (req) => {
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
  );

  const blockRoute = (blocked: boolean) =>
    app.post(
      `/api/admin/v1/customers/:id/${blocked ? 'block' : 'unblock'}`,
      {
        config: { permission: 'customers' },
        schema: {
          tags: ['admin'],
          summary: blocked
            ? 'Block the customer: they cannot log in (403 login.blocked) and their sessions and log-in links end at once'
            : 'Unblock the customer: they can log in again',
          params: customerIdParams,
          response: { 200: adminCustomerResponse, ...FAILURES },
        },
      },
      async (req) => {
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
    );
  blockRoute(true);
  blockRoute(false);

  app.post(
    '/api/admin/v1/customers/:id/login-link',
    {
      config: { permission: 'customers' },
      schema: {
        tags: ['admin'],
        summary:
          'A storefront link that logs the browser in as the customer: usable once, for a few minutes. The session it opens is marked with the operator, and the customer’s account lists the visit (409 customer.blocked for a blocked customer)',
        params: customerIdParams,
        response: {
          200: loginLinkResponse,
          400: errorResponse,
          401: errorResponse,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (req) => {
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
  );
};
