import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  errorCodes,
  errorResponse,
  shoppingListBody,
  shoppingListCodeParams,
  shoppingListIdParams,
  shoppingListItemBody,
  type ShoppingListItemBody,
  shoppingListItemParams,
  shoppingListResponse,
  shoppingListsResponse,
} from '@shop/contract';
import { WISHLIST_CODE } from '@shop/rules';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { HttpError } from '../../../http/errors.ts';
import { requestLocale } from '../../../http/locale.ts';
import { accountPriceContext } from '../../../http/price-context.ts';
import { requestAccount, type Account } from '../auth.ts';
import { loginMessages } from '../routes.ts';
import { addListItem, removeListItem } from './items.ts';
import {
  createList,
  deleteList,
  findList,
  listShoppingLists,
  renameList,
  type ListRef,
  type ListRow,
} from './lists.ts';
import { showList } from './view.ts';

/**
 * The customer's shopping lists and wish list (/api/v1/user/shopping-lists…): 401 without a live
 * session, 404 for another customer's list or item, 422 with a Czech message per field. Items are
 * priced for the customer's own price list in the request's currency. Never cached.
 */
export const shoppingListRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
  const customer = async (req: FastifyRequest): Promise<Account> => {
    const account = await requestAccount(db, req);
    if (!account) throw new HttpError(401, loginMessages.loggedOut, undefined, errorCodes.loggedOut);
    return account;
  };
  const shown = async (req: FastifyRequest, account: Account, list: ListRow) => ({
    data: await showList(db, list, accountPriceContext(req, account), requestLocale(req)),
  });
  /** Puts a variant on the list named by id or code, and answers the list as the customer sees it. */
  const addItem = async (req: FastifyRequest, ref: ListRef, body: ShoppingListItemBody) => {
    const account = await customer(req);
    const list = await addListItem(
      db,
      account.id,
      ref,
      body,
      accountPriceContext(req, account),
      requestLocale(req),
    );
    return shown(req, account, list);
  };
  const failures = { 400: errorResponse, 401: errorResponse, 404: errorResponse, 422: errorResponse };
  const noContent = z.null().describe('No content');

  app.get(
    '/api/v1/user/shopping-lists',
    {
      schema: {
        tags: ['store'],
        summary: 'The customer’s shopping lists with their item counts, the wish list first',
        response: { 200: shoppingListsResponse, 401: errorResponse },
      },
    },
    async (req) => ({ data: await listShoppingLists(db, (await customer(req)).id) }),
  );

  app.post(
    '/api/v1/user/shopping-lists',
    {
      schema: {
        tags: ['store'],
        summary: 'Make a shopping list with a name (422: empty or long name, too many lists)',
        body: shoppingListBody,
        response: { 200: shoppingListResponse, ...failures },
      },
    },
    async (req) => {
      const account = await customer(req);
      return shown(req, account, await createList(db, account.id, req.body.name));
    },
  );

  app.get(
    '/api/v1/user/shopping-lists/code/:code',
    {
      schema: {
        tags: ['store'],
        summary: `A list by its code with its items; \`${WISHLIST_CODE}\` is the wish list, made on first use`,
        params: shoppingListCodeParams,
        response: { 200: shoppingListResponse, ...failures },
      },
    },
    async (req) => {
      const account = await customer(req);
      return shown(req, account, await findList(db, account.id, { code: req.params.code }));
    },
  );

  app.get(
    '/api/v1/user/shopping-lists/:id',
    {
      schema: {
        tags: ['store'],
        summary: 'One of the customer’s lists with its items (404 when it is not theirs)',
        params: shoppingListIdParams,
        response: { 200: shoppingListResponse, ...failures },
      },
    },
    async (req) => {
      const account = await customer(req);
      return shown(req, account, await findList(db, account.id, { id: req.params.id }));
    },
  );

  app.patch(
    '/api/v1/user/shopping-lists/:id',
    {
      schema: {
        tags: ['store'],
        summary: 'Rename one of the customer’s lists (the wish list keeps its name)',
        params: shoppingListIdParams,
        body: shoppingListBody,
        response: { 200: shoppingListResponse, ...failures },
      },
    },
    async (req) => {
      const account = await customer(req);
      return shown(req, account, await renameList(db, account.id, req.params.id, req.body.name));
    },
  );

  app.delete(
    '/api/v1/user/shopping-lists/:id',
    {
      schema: {
        tags: ['store'],
        summary: 'Delete one of the customer’s lists with its items (the wish list stays)',
        params: shoppingListIdParams,
        response: { 204: noContent, ...failures },
      },
    },
    async (req, reply) => {
      await deleteList(db, (await customer(req)).id, req.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/v1/user/shopping-lists/code/:code/items',
    {
      schema: {
        tags: ['store'],
        summary: `Put a variant on the list of this code (\`${WISHLIST_CODE}\`: the wish list, kept once per variant)`,
        params: shoppingListCodeParams,
        body: shoppingListItemBody,
        response: { 200: shoppingListResponse, ...failures },
      },
    },
    (req) => addItem(req, { code: req.params.code }, req.body),
  );

  app.post(
    '/api/v1/user/shopping-lists/:id/items',
    {
      schema: {
        tags: ['store'],
        summary:
          'Put a variant on one of the customer’s lists: id (variant), amount (1 unless given, adds up), custom (a note)',
        params: shoppingListIdParams,
        body: shoppingListItemBody,
        response: { 200: shoppingListResponse, ...failures },
      },
    },
    (req) => addItem(req, { id: req.params.id }, req.body),
  );

  app.delete(
    '/api/v1/user/shopping-lists/:id/items/:itemId',
    {
      schema: {
        tags: ['store'],
        summary: 'Take an item off one of the customer’s lists (404 when it is not theirs)',
        params: shoppingListItemParams,
        response: { 204: noContent, ...failures },
      },
    },
    async (req, reply) => {
      await removeListItem(db, (await customer(req)).id, req.params.id, req.params.itemId);
      return reply.code(204).send(null);
    },
  );
};
