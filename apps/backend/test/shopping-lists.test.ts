import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  catalogProductResponse,
  errorResponse,
  shoppingListResponse,
  shoppingListsResponse,
  userResponse,
  type ShoppingList,
} from '@shop/contract';
import { SHOPPING_LIST_LIMITS, shoppingListMessages } from '@shop/rules';
import { queryRows } from '../src/db/query.ts';
import { createCatalogTestApp, type CatalogTestApp } from './support/catalog-app.ts';
import { registerThroughMail } from './support/registration.ts';

// The customer's shopping lists and wish list over HTTP on a fresh database (embedded, or
// PostgreSQL with TEST_DATABASE_URL).
let t: CatalogTestApp;
/** Variant ids of the test catalogue: on sale, a second one, sold out, not on sale. */
let aloe: number, oil: number, soldOut: number, notSold: number;

type Headers = Record<string, string>;
let addressCounter = 0;
const shopper = (): Headers => ({ 'x-forwarded-for': `198.51.100.${++addressCounter % 250}` });
const bearer = (token: string): Headers => ({ authorization: `Bearer ${token}` });

function call(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  token: string | null,
  payload?: unknown,
  headers: Headers = {},
) {
  return t.app.inject({
    method,
    url,
    headers: { ...shopper(), ...(token ? bearer(token) : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}
const errorsOf = (res: { json: () => unknown }) =>
  Object.fromEntries(errorResponse.parse(res.json()).errors.map((e) => [e.field, e.title]));
const listOf = (res: { statusCode: number; body: string; json: () => unknown }): ShoppingList => {
  expect(res.statusCode, res.body).toBe(200);
  return shoppingListResponse.parse(res.json()).data;
};

let customerCounter = 0;
async function register(): Promise<string> {
  const password = 'Heslo-pro-seznamy-1';
  return registerThroughMail(
    t,
    {
      firstName: 'Jana',
      lastName: 'Seznamová',
      email: `seznamy-${++customerCounter}@example.cz`,
      phone: '+420 777 123 456',
      password,
      password_confirmation: password,
      newsletter: false,
      terms: true,
    },
    shopper(),
  );
}
const createList = async (token: string, name: string) =>
  listOf(await call('POST', '/api/v1/user/shopping-lists', token, { name }));

beforeAll(async () => {
  t = await createCatalogTestApp();
  const res = await t.app.inject({ url: '/catalog/product?ids=1,6,11,14' });
  const products = catalogProductResponse.parse(res.json()).data;
  const first = (id: number) => products.find((p) => p.id === id)!.variants[0]!.id;
  [aloe, notSold, oil, soldOut] = [first(1), first(6), first(11), first(14)];
});
afterAll(() => t.cleanup());

describe('shopping lists', () => {
  it('without a token, or with a dead one, every call answers 401', async () => {
    const calls: [Parameters<typeof call>[0], string, unknown?][] = [
      ['GET', '/api/v1/user/shopping-lists'],
      ['POST', '/api/v1/user/shopping-lists', { name: 'Nákup' }],
      ['GET', '/api/v1/user/shopping-lists/1'],
      ['GET', '/api/v1/user/shopping-lists/code/wishlist'],
      ['PATCH', '/api/v1/user/shopping-lists/1', { name: 'Jinak' }],
      ['DELETE', '/api/v1/user/shopping-lists/1'],
      ['POST', '/api/v1/user/shopping-lists/1/items', { id: aloe }],
      ['POST', '/api/v1/user/shopping-lists/code/wishlist/items', { id: aloe }],
      ['DELETE', '/api/v1/user/shopping-lists/1/items/1'],
    ];
    for (const [method, url, body] of calls) {
      for (const token of [null, 'x'.repeat(43)]) {
        const res = await call(method, url, token, body);
        expect(res.statusCode, `${method} ${url}`).toBe(401);
        expect(res.headers['cache-control']).toBe('private, no-store');
      }
    }
  });

  it('makes, reads, renames and deletes a list; the lists show their item counts', async () => {
    const token = await register();
    expect(
      shoppingListsResponse.parse((await call('GET', '/api/v1/user/shopping-lists', token)).json()).data,
    ).toEqual([]);

    const made = await createList(token, '  Na   chatu ');
    expect(made).toMatchObject({ name: 'Na chatu', isWishlist: false, itemCount: 0, items: [] });
    expect(made.code).toMatch(/^[A-Za-z0-9_-]{12}$/);

    const withItem = listOf(
      await call('POST', `/api/v1/user/shopping-lists/${made.id}/items`, token, {
        id: aloe,
        amount: 2,
        custom: ' do koupelny ',
      }),
    );
    expect(withItem.items).toHaveLength(1);
    expect(withItem.items[0]).toMatchObject({
      variantId: aloe,
      amount: 2,
      custom: 'do koupelny',
      shoppable: true,
    });
    expect(withItem.items[0]!.product).toMatchObject({ id: 1 });
    expect(withItem.items[0]!.prices).toMatchObject({ currencyCode: 'CZK' });
    expect(withItem.items[0]!.availability?.isAvailable).toBe(true);

    const byId = listOf(
      await call('GET', `/api/v1/user/shopping-lists/${made.id}`, token, undefined, { 'x-currency': 'EUR' }),
    );
    expect(byId.items[0]!.prices?.currencyCode).toBe('EUR');
    const byCode = listOf(await call('GET', `/api/v1/user/shopping-lists/code/${made.code}`, token));
    expect(byCode.id).toBe(made.id);

    const renamed = listOf(
      await call('PATCH', `/api/v1/user/shopping-lists/${made.id}`, token, { name: 'Na chalupu' }),
    );
    expect(renamed).toMatchObject({ id: made.id, name: 'Na chalupu', itemCount: 1 });

    const all = shoppingListsResponse.parse(
      (await call('GET', '/api/v1/user/shopping-lists', token)).json(),
    ).data;
    expect(all).toEqual([expect.objectContaining({ id: made.id, name: 'Na chalupu', itemCount: 1 })]);

    expect((await call('DELETE', `/api/v1/user/shopping-lists/${made.id}`, token)).statusCode).toBe(204);
    expect((await call('GET', `/api/v1/user/shopping-lists/${made.id}`, token)).statusCode).toBe(404);
    // Its items went with it.
    const left = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from customer.shopping_list_items where list_id = ${made.id}`,
    );
    expect(left[0]!.n).toBe(0);
  });

  it('the wish list is made on first use, named Oblíbené, keeps a variant once, and stays', async () => {
    const token = await register();
    const first = listOf(await call('GET', '/api/v1/user/shopping-lists/code/wishlist', token));
    expect(first).toMatchObject({
      code: 'wishlist',
      name: shoppingListMessages.wishlistName,
      isWishlist: true,
      items: [],
    });

    listOf(await call('POST', '/api/v1/user/shopping-lists/code/wishlist/items', token, { id: aloe }));
    const twice = listOf(
      await call('POST', '/api/v1/user/shopping-lists/code/wishlist/items', token, { id: aloe, amount: 3 }),
    );
    expect(twice.id).toBe(first.id);
    expect(twice.items).toEqual([expect.objectContaining({ variantId: aloe, amount: 1 })]);
    // A sold-out product can be wished for.
    const more = listOf(
      await call('POST', '/api/v1/user/shopping-lists/code/wishlist/items', token, { id: soldOut }),
    );
    expect(more.variantIds.sort()).toEqual([aloe, soldOut].sort());
    expect(more.items.find((i) => i.variantId === soldOut)).toMatchObject({ shoppable: false });

    const rename = await call('PATCH', `/api/v1/user/shopping-lists/${first.id}`, token, { name: 'Jinak' });
    expect(rename.statusCode).toBe(422);
    expect(errorsOf(rename)).toEqual({ name: shoppingListMessages.wishlistFixed });
    const remove = await call('DELETE', `/api/v1/user/shopping-lists/${first.id}`, token);
    expect(remove.statusCode).toBe(422);
    expect(errorsOf(remove)).toEqual({ id: shoppingListMessages.wishlistFixed });

    const all = shoppingListsResponse.parse(
      (await call('GET', '/api/v1/user/shopping-lists', token)).json(),
    ).data;
    expect(all.map((l) => [l.code, l.itemCount])).toEqual([['wishlist', 2]]);
  });

  it('adding a variant again to a list adds the amounts, up to 9999', async () => {
    const token = await register();
    const list = await createList(token, 'Sklad');
    const add = (amount?: number) =>
      call(
        'POST',
        `/api/v1/user/shopping-lists/${list.id}/items`,
        token,
        amount === undefined ? { id: oil } : { id: oil, amount },
      );
    listOf(await add());
    expect(listOf(await add(4)).items).toEqual([
      expect.objectContaining({ variantId: oil, amount: 5, custom: null }),
    ]);
    expect(listOf(await add(9999)).items[0]!.amount).toBe(9999);
  });

  it('refuses bad input with a Czech message per field (422) and keeps what was there', async () => {
    const token = await register();
    const list = await createList(token, 'Dárky');
    listOf(await call('POST', `/api/v1/user/shopping-lists/${list.id}/items`, token, { id: aloe }));

    for (const name of ['', '   ', 'x'.repeat(101)]) {
      const made = await call('POST', '/api/v1/user/shopping-lists', token, { name });
      expect(made.statusCode).toBe(422);
      expect(errorsOf(made)).toEqual({
        name: name.trim() ? 'Název seznamu může mít nejvýše 100 znaků' : shoppingListMessages.nameRequired,
      });
      const renamed = await call('PATCH', `/api/v1/user/shopping-lists/${list.id}`, token, { name });
      expect(renamed.statusCode).toBe(422);
    }
    const amountError = 'Množství musí být celé číslo od 1 do 9999';
    const items = `/api/v1/user/shopping-lists/${list.id}/items`;
    const refusals: [unknown, Record<string, string>][] = [
      [{ id: aloe, amount: 0 }, { amount: amountError }],
      [{ id: aloe, amount: 10000 }, { amount: amountError }],
      [{ id: aloe, amount: 1.5 }, { amount: amountError }],
      [{ id: 999999 }, { id: shoppingListMessages.unknownVariant }],
      [{ id: notSold }, { id: shoppingListMessages.unknownVariant }],
      [{ id: aloe, custom: 'x'.repeat(501) }, { custom: 'Poznámka může mít nejvýše 500 znaků' }],
    ];
    for (const [body, errors] of refusals) {
      const res = await call('POST', items, token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(errorsOf(res)).toEqual(errors);
    }
    const wish = await call('POST', '/api/v1/user/shopping-lists/code/wishlist/items', token, {
      id: notSold,
    });
    expect(wish.statusCode).toBe(422);
    // Malformed bodies are the schema's 400.
    expect((await call('POST', items, token, { amount: 1 })).statusCode).toBe(400);
    expect((await call('POST', '/api/v1/user/shopping-lists', token, {})).statusCode).toBe(400);

    const kept = listOf(await call('GET', `/api/v1/user/shopping-lists/${list.id}`, token));
    expect(kept).toMatchObject({ name: 'Dárky', itemCount: 1 });
    expect(kept.items).toEqual([expect.objectContaining({ variantId: aloe, amount: 1 })]);
  });

  it('another customer’s lists and items are not found (404), and stay as they were', async () => {
    const [owner, other] = [await register(), await register()];
    const list = await createList(owner, 'Moje');
    const item = listOf(
      await call('POST', `/api/v1/user/shopping-lists/${list.id}/items`, owner, { id: aloe }),
    ).items[0]!;
    const wish = listOf(
      await call('POST', '/api/v1/user/shopping-lists/code/wishlist/items', owner, { id: oil }),
    );
    const otherList = await createList(other, 'Cizí');

    const refused: [Parameters<typeof call>[0], string, unknown?][] = [
      ['GET', `/api/v1/user/shopping-lists/${list.id}`],
      ['GET', `/api/v1/user/shopping-lists/code/${list.code}`],
      ['PATCH', `/api/v1/user/shopping-lists/${list.id}`, { name: 'Ukradeno' }],
      ['DELETE', `/api/v1/user/shopping-lists/${list.id}`],
      ['POST', `/api/v1/user/shopping-lists/${list.id}/items`, { id: oil }],
      ['DELETE', `/api/v1/user/shopping-lists/${list.id}/items/${item.id}`],
      ['DELETE', `/api/v1/user/shopping-lists/${wish.id}/items/${wish.items[0]!.id}`],
      // Their own list with the owner's item id.
      ['DELETE', `/api/v1/user/shopping-lists/${otherList.id}/items/${item.id}`],
      ['GET', '/api/v1/user/shopping-lists/2147483647'],
    ];
    for (const [method, url, body] of refused) {
      const res = await call(method, url, other, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    // The other customer's wish list is their own.
    const theirs = listOf(await call('GET', '/api/v1/user/shopping-lists/code/wishlist', other));
    expect(theirs.id).not.toBe(wish.id);
    expect(theirs.items).toEqual([]);

    const still = listOf(await call('GET', `/api/v1/user/shopping-lists/${list.id}`, owner));
    expect(still).toMatchObject({ name: 'Moje', itemCount: 1 });
    expect(listOf(await call('GET', '/api/v1/user/shopping-lists/code/wishlist', owner)).itemCount).toBe(1);
  });

  it('removes an item from a list; removing it again is not found', async () => {
    const token = await register();
    const list = await createList(token, 'Kosmetika');
    listOf(await call('POST', `/api/v1/user/shopping-lists/${list.id}/items`, token, { id: aloe }));
    const both = listOf(
      await call('POST', `/api/v1/user/shopping-lists/${list.id}/items`, token, { id: oil }),
    );
    const item = both.items.find((i) => i.variantId === aloe)!;
    const url = `/api/v1/user/shopping-lists/${list.id}/items/${item.id}`;
    expect((await call('DELETE', url, token)).statusCode).toBe(204);
    expect((await call('DELETE', url, token)).statusCode).toBe(404);
    expect(listOf(await call('GET', `/api/v1/user/shopping-lists/${list.id}`, token)).variantIds).toEqual([
      oil,
    ]);
  });

  it('limits the lists per customer and the items per list', async () => {
    const token = await register();
    const accountId = userResponse.parse((await call('GET', '/api/v1/user', token)).json()).data.id;
    // Filled straight in the database: as many lists as allowed, the wish list not counted.
    listOf(await call('GET', '/api/v1/user/shopping-lists/code/wishlist', token));
    await t.database.db.execute(
      sql`insert into customer.shopping_lists (account_id, code, name)
          select ${accountId}, 'kod-' || n, 'Seznam ' || n
            from generate_series(1, ${SHOPPING_LIST_LIMITS.lists}) n`,
    );
    const tooMany = await call('POST', '/api/v1/user/shopping-lists', token, { name: 'Další' });
    expect(tooMany.statusCode).toBe(422);
    expect(errorsOf(tooMany)).toEqual({
      name: `Nákupních seznamů můžete mít nejvýše ${SHOPPING_LIST_LIMITS.lists}. Nějaký prosím nejdříve smažte.`,
    });

    const full = shoppingListsResponse.parse((await call('GET', '/api/v1/user/shopping-lists', token)).json())
      .data[1]!;
    await t.database.db.execute(
      sql`insert into customer.shopping_list_items (list_id, variant_id)
          select ${full.id}, -n from generate_series(1, ${SHOPPING_LIST_LIMITS.items}) n`,
    );
    const over = await call('POST', `/api/v1/user/shopping-lists/${full.id}/items`, token, { id: aloe });
    expect(over.statusCode).toBe(422);
    expect(errorsOf(over)).toEqual({
      id: `Na jeden seznam lze uložit nejvýše ${SHOPPING_LIST_LIMITS.items} produktů.`,
    });
    // Gone variants stay on the list, shown as no longer shoppable.
    const shown = listOf(await call('GET', `/api/v1/user/shopping-lists/${full.id}`, token));
    expect(shown.items).toHaveLength(SHOPPING_LIST_LIMITS.items);
    expect(shown.items[0]).toMatchObject({ product: null, shoppable: false });
  });

  it('parallel adds of one variant to a new wish list make one list with the variant once', async () => {
    const token = await register();
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        call('POST', '/api/v1/user/shopping-lists/code/wishlist/items', token, { id: aloe }),
      ),
    );
    for (const res of results) expect(res.statusCode, res.body).toBe(200);
    const ids = new Set(results.map((r) => listOf(r).id));
    expect(ids.size).toBe(1);
    const wish = listOf(await call('GET', '/api/v1/user/shopping-lists/code/wishlist', token));
    expect(wish.items).toEqual([expect.objectContaining({ variantId: aloe, amount: 1 })]);

    // On a list, parallel adds add up, none lost.
    const list = await createList(token, 'Souběh');
    const adds = await Promise.all(
      Array.from({ length: 5 }, () =>
        call('POST', `/api/v1/user/shopping-lists/${list.id}/items`, token, { id: oil, amount: 2 }),
      ),
    );
    for (const res of adds) expect(res.statusCode, res.body).toBe(200);
    expect(listOf(await call('GET', `/api/v1/user/shopping-lists/${list.id}`, token)).items).toEqual([
      expect.objectContaining({ variantId: oil, amount: 10 }),
    ]);
  });

  it('parallel creations keep the limit of lists', async () => {
    const token = await register();
    const results = await Promise.all(
      Array.from({ length: SHOPPING_LIST_LIMITS.lists + 5 }, (_, i) =>
        call('POST', '/api/v1/user/shopping-lists', token, { name: `Seznam ${i}` }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(SHOPPING_LIST_LIMITS.lists);
    expect(results.filter((r) => r.statusCode === 422)).toHaveLength(5);
  });
});
