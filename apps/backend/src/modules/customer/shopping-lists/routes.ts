import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { errorCodes, shoppingListApi, type ShoppingListItemBody } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { routeOf } from '../../../http/contract-routes.ts';
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

  app.route({
    ...routeOf(shoppingListApi.lists),
    handler: async (req) => ({ data: await listShoppingLists(db, (await customer(req)).id) }),
  });

  app.route({
    ...routeOf(shoppingListApi.create),
    handler: async (req) => {
      const account = await customer(req);
      return shown(req, account, await createList(db, account.id, req.body.name));
    },
  });

  app.route({
    ...routeOf(shoppingListApi.byCode),
    handler: async (req) => {
      const account = await customer(req);
      return shown(req, account, await findList(db, account.id, { code: req.params.code }));
    },
  });

  app.route({
    ...routeOf(shoppingListApi.list),
    handler: async (req) => {
      const account = await customer(req);
      return shown(req, account, await findList(db, account.id, { id: req.params.id }));
    },
  });

  app.route({
    ...routeOf(shoppingListApi.rename),
    handler: async (req) => {
      const account = await customer(req);
      return shown(req, account, await renameList(db, account.id, req.params.id, req.body.name));
    },
  });

  app.route({
    ...routeOf(shoppingListApi.delete),
    handler: async (req, reply) => {
      await deleteList(db, (await customer(req)).id, req.params.id);
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...routeOf(shoppingListApi.addItemByCode),
    handler: (req) => addItem(req, { code: req.params.code }, req.body),
  });

  app.route({
    ...routeOf(shoppingListApi.addItem),
    handler: (req) => addItem(req, { id: req.params.id }, req.body),
  });

  app.route({
    ...routeOf(shoppingListApi.removeItem),
    handler: async (req, reply) => {
      await removeListItem(db, (await customer(req)).id, req.params.id, req.params.itemId);
      return reply.code(204).send(null);
    },
  });
};
