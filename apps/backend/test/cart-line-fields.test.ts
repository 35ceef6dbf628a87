import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  batchCartItemsResponse,
  cartChangeResponse,
  cartLineErrors,
  cartResponse,
  catalogProductResponse,
  creditsAmountResponse,
  errorCodes,
  errorResponse,
  loginResponse,
  MAX_CART_CUSTOM_LENGTH,
  placeOrderErrors,
  placeOrderResponse,
  type PlaceOrderBody,
} from '@shop/contract';
import { hashPassword } from '../src/modules/customer/registration.ts';
import { accounts, creditMovements } from '../src/modules/customer/tables.ts';
import { invalidateSettings } from '../src/modules/settings/index.ts';
import { shopSettings } from '../src/modules/settings/tables.ts';
import { createCatalogTestApp, type CatalogTestApp } from './support/catalog-app.ts';

/**
 * Fixture facts: variant 101 'Aloe gel 100 ml' 249 Kč, 102 'Silikonový gel 50 ml' 329 Kč;
 * shipper 2 pickup points (79 Kč), payment 1 card. Variant 102's product costs 100 credits here.
 */
let t: CatalogTestApp;
const PASSWORD = 'Heslo-pro-test-1';
const ALOE = 101;
const SILK = 102;
const SILK_CREDITS = 100;

type Headers = Record<string, string>;
type Answer = Awaited<ReturnType<CatalogTestApp['app']['inject']>>;
const bearer = (token: string): Headers => ({ authorization: `Bearer ${token}` });
const cartOf = (token: string | null): Headers => (token ? { 'x-cart-token': token } : {});
const titleOf = (res: Answer) => errorResponse.parse(res.json()).errors[0]!.title;

const add = (headers: Headers, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/cart/items', headers, payload });
async function added(headers: Headers, payload: Record<string, unknown>) {
  const res = await add(headers, payload);
  expect(res.statusCode, res.body).toBe(200);
  return cartChangeResponse.parse(res.json());
}
async function cart(headers: Headers) {
  const res = await t.app.inject({ url: '/api/v1/cart', headers });
  expect(res.statusCode).toBe(200);
  return cartResponse.parse(res.json()).data;
}

async function account(email: string, credits = 0) {
  const [row] = await t.database.db
    .insert(accounts)
    .values({ email, passwordHash: await hashPassword(PASSWORD), firstName: 'Jana', lastName: 'Nováková' })
    .returning({ id: accounts.id });
  if (credits) {
    await t.database.db
      .insert(creditMovements)
      .values({ accountId: row!.id, amount: credits * 100, note: 'Věrnostní program' });
  }
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/oauth/login',
    payload: { email, password: PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  return { id: row!.id, headers: bearer(loginResponse.parse(res.json()).data.access_token) };
}
async function balance(headers: Headers) {
  const res = await t.app.inject({ url: '/api/v1/user/credits/amount', headers });
  return creditsAmountResponse.parse(res.json()).data.amount;
}
async function setLoyalty(on: boolean) {
  await t.database.db.execute(sql`delete from settings.shop_settings where key = 'functions'`);
  await t.database.db
    .insert(shopSettings)
    .values({ key: 'functions', value: { loyalty_credits: on }, isPublic: true });
  invalidateSettings(t.database.db);
}

const order = (email: string) =>
  ({
    shipperId: 2,
    shipperBranchId: 'CZ001',
    paymentId: 1,
    deliveryTimeSlot: null,
    terms: true,
    customer: {
      name: 'Jana Nováková',
      firstName: 'Jana',
      lastName: 'Nováková',
      email,
      phone: '+420 777 123 456',
      isBusiness: false,
      newsletter: false,
    },
    billingAddress: { street: '', city: '', postcode: '', countryCode: 'CZE' },
    shippingAddress: { street: '', city: '', postcode: '', countryCode: 'CZE' },
    hasCustomShippingAddress: false,
  }) as PlaceOrderBody;
const place = (headers: Headers, email: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/cart/place', headers, payload: order(email) });

beforeAll(async () => {
  t = await createCatalogTestApp();
  await t.database.db.execute(
    sql`update catalog.products set credit_price = ${SILK_CREDITS}
         where id = (select product_id from catalog.variants where id = ${SILK})`,
  );
  await setLoyalty(true);
});
afterAll(() => t.cleanup());

describe('POST /api/v1/cart/items answers addedItem, changedAmount and meta.custom', () => {
  it('names the line added as addedItem (and item), keeps custom and echoes it', async () => {
    const custom = { engraving: 'Pro Janu', size: 3 };
    const first = await added({}, { id: ALOE, amount: 2, custom });
    expect(first.data.addedItem).toMatchObject({ variantId: ALOE, amount: 2, custom, parentId: null });
    expect(first.data.item).toEqual(first.data.addedItem);
    expect(first.data.changedAmount).toBe(0);
    expect(first.meta.custom).toEqual(custom);
    const token = first.meta.guestCartToken!;
    // Another add to the same line keeps what was stored unless it sends its own.
    const again = await added(cartOf(token), { id: ALOE, amount: 1 });
    expect(again.data.addedItem).toMatchObject({ amount: 3, custom });
    expect(again.meta.custom).toEqual(custom);
    expect((await cart(cartOf(token))).items[0]!.custom).toEqual(custom);
  });

  it('PATCH answers the changed line as updatedItem with changedAmount', async () => {
    const first = await added({}, { id: ALOE, amount: 1 });
    const token = first.meta.guestCartToken!;
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/cart/items/${first.data.addedItem!.id}`,
      headers: cartOf(token),
      payload: { amount: 9999 },
    });
    expect(res.statusCode).toBe(200);
    const body = cartChangeResponse.parse(res.json());
    expect(body.data.updatedItem).toEqual(body.data.item);
    expect(body.data.updatedItem!.amount).toBeLessThan(9999);
    expect(body.data.changedAmount).toBe(9999 - body.data.updatedItem!.amount);
  });

  it('refuses a custom object that is too big or not an object', async () => {
    const big = { text: 'x'.repeat(MAX_CART_CUSTOM_LENGTH) };
    expect((await add({}, { id: ALOE, custom: big })).statusCode).toBe(400);
    expect((await add({}, { id: ALOE, custom: ['a'] })).statusCode).toBe(400);
    expect((await add({}, { id: ALOE, custom: 'text' })).statusCode).toBe(400);
  });

  it('newLine adds a line of its own; a plain add joins the shared line', async () => {
    const token = (await added({}, { id: ALOE, amount: 1 })).meta.guestCartToken!;
    const own = await added(cartOf(token), { id: ALOE, amount: 2, newLine: true });
    expect(own.data.cart.items.map((i) => i.amount)).toEqual([1, 2]);
    const plain = await added(cartOf(token), { id: ALOE, amount: 1 });
    expect(plain.data.cart.items.map((i) => i.amount)).toEqual([2, 2]);
    expect(plain.data.addedItem!.id).not.toBe(own.data.addedItem!.id);
    expect(plain.data.cart.itemCount).toBe(4);
  });
});

describe('lines under another line (parent_id)', () => {
  it('puts a line under a line of the same cart, priced as any; it goes with its parent', async () => {
    const first = await added({}, { id: ALOE, amount: 1 });
    const token = first.meta.guestCartToken!;
    const parent = first.data.addedItem!.id;
    const child = await added(cartOf(token), { id: SILK, amount: 1, parent_id: parent });
    expect(child.data.addedItem).toMatchObject({ variantId: SILK, parentId: parent });
    // Under a parent it is always a line of its own: a plain add of the variant is another line.
    const plain = await added(cartOf(token), { id: SILK, amount: 1 });
    expect(plain.data.cart.items).toHaveLength(3);
    expect(plain.data.cart.prices.itemsWithTax).toBeCloseTo(249 + 329 * 2, 2);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/cart/items/${parent}`,
      headers: cartOf(token),
    });
    expect(removed.statusCode).toBe(200);
    const after = cartChangeResponse.parse(removed.json()).data.cart;
    expect(after.items.map((i) => i.id)).toEqual([plain.data.addedItem!.id]);
  });

  it("refuses a parent that is not in the caller's cart, and a second level", async () => {
    const theirs = (await added({}, { id: ALOE, amount: 1 })).data.addedItem!.id;
    const first = await added({}, { id: ALOE, amount: 1 });
    const token = first.meta.guestCartToken!;

    const foreign = await add(cartOf(token), { id: SILK, parent_id: theirs });
    expect(foreign.statusCode).toBe(404);
    expect(titleOf(foreign)).toBe(cartLineErrors.parent);
    expect(errorResponse.parse(foreign.json()).errors[0]!.field).toBe('parent_id');
    expect((await add(cartOf(token), { id: SILK, parent_id: 999_999 })).statusCode).toBe(404);
    // Without a cart there is no parent either (and no cart is created).
    const none = await add({}, { id: SILK, parent_id: theirs });
    expect(none.statusCode).toBe(404);

    const child = await added(cartOf(token), { id: SILK, parent_id: first.data.addedItem!.id });
    const nested = await add(cartOf(token), { id: SILK, parent_id: child.data.addedItem!.id });
    expect(nested.statusCode).toBe(422);
    expect(titleOf(nested)).toBe(cartLineErrors.nested);
    expect((await cart(cartOf(token))).items).toHaveLength(2);
    expect((await add(cartOf(token), { id: SILK, parent_id: 'x' })).statusCode).toBe(400);
  });

  it('follows the guest cart into the customer cart at log-in', async () => {
    const me = await account('spojeni@example.cz');
    await added(me.headers, { id: ALOE, amount: 1 });
    const first = await added({}, { id: ALOE, amount: 2 });
    const token = first.meta.guestCartToken!;
    await added(cartOf(token), { id: SILK, amount: 1, parent_id: first.data.addedItem!.id });
    await added(cartOf(token), { id: ALOE, amount: 1, newLine: true });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/login',
      headers: cartOf(token),
      payload: { email: 'spojeni@example.cz', password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const now = await cart(me.headers);
    const shared = now.items.find((i) => i.variantId === ALOE && i.amount === 3)!;
    expect(shared).toBeDefined();
    expect(now.items.find((i) => i.variantId === SILK)!.parentId).toBe(shared.id);
    expect(now.items.filter((i) => i.variantId === ALOE).map((i) => i.amount)).toEqual([3, 1]);
  });
});

describe('batch add takes parent_id, newLine, credits and forceAdd', () => {
  it('adds what it can and reports the others by their reason', async () => {
    const first = await added({}, { id: ALOE, amount: 1 });
    const token = first.meta.guestCartToken!;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cart/items/batch',
      headers: cartOf(token),
      payload: {
        items: [
          { id: ALOE, type: 'product', amount: 1, newLine: true, forceAdd: true },
          { id: SILK, amount: 1, parent_id: first.data.addedItem!.id },
          { id: SILK, amount: 1, parent_id: 999_999 },
          { id: SILK, amount: 1, credits: true },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    const body = batchCartItemsResponse.parse(res.json()).data;
    expect(body.added).toBe(2);
    expect(body.total).toBe(4);
    expect(body.errors.map((e) => [e.index, e.title])).toEqual([
      [2, cartLineErrors.parent],
      [3, 'Musíte se nejdříve přihlásit'],
    ]);
    expect(body.cart.items.map((i) => [i.variantId, i.amount, i.parentId !== null])).toEqual([
      [ALOE, 1, false],
      [ALOE, 1, false],
      [SILK, 1, true],
    ]);
  });
});

describe('products bought with loyalty credits', () => {
  it('GET /catalog/product?forCredits lists the visible products offered for credits, fewest credits first', async () => {
    const offered = async () => {
      const res = await t.app.inject({ url: '/catalog/product?forCredits=10' });
      expect(res.statusCode).toBe(200);
      return catalogProductResponse.parse(res.json()).data.map((p) => [p.variants[0]!.id, p.creditPrice]);
    };
    expect(await offered()).toEqual([[SILK, SILK_CREDITS]]);
    const aloeProduct = sql`(select product_id from catalog.variants where id = ${ALOE})`;
    await t.database.db.execute(sql`update catalog.products set credit_price = 40 where id = ${aloeProduct}`);
    try {
      expect(await offered()).toEqual([
        [ALOE, 40],
        [SILK, SILK_CREDITS],
      ]);
      // A hidden product is offered to nobody.
      await t.database.db.execute(sql`update catalog.products set visible = false where id = ${aloeProduct}`);
      expect(await offered()).toEqual([[SILK, SILK_CREDITS]]);
    } finally {
      await t.database.db.execute(
        sql`update catalog.products set credit_price = null, visible = true where id = ${aloeProduct}`,
      );
    }
    expect((await t.app.inject({ url: '/catalog/product?forCredits=0' })).statusCode).toBe(400);
  });

  it('refuses a guest, a product without a credit price, too few credits, and credits switched off', async () => {
    const guest = await add({}, { id: SILK, credits: true });
    expect(guest.statusCode).toBe(401);
    expect((await cart({})).items).toHaveLength(0);

    const me = await account('malo-kreditu@example.cz', 150);
    const noPrice = await add(me.headers, { id: ALOE, credits: true });
    expect(noPrice.statusCode).toBe(409);
    expect(titleOf(noPrice)).toBe(cartLineErrors.notForCredits);

    const tooMany = await add(me.headers, { id: SILK, amount: 2, credits: true });
    expect(tooMany.statusCode).toBe(409);
    expect(titleOf(tooMany)).toBe(cartLineErrors.tooFewCredits);
    const one = await added(me.headers, { id: SILK, amount: 1, credits: true });
    expect(one.data.cart.items.map((i) => [i.forCredits, i.creditPrice])).toEqual([[true, SILK_CREDITS]]);
    // The line takes 100 of the 150: a second piece would need 200.
    expect((await add(me.headers, { id: SILK, amount: 1, credits: true })).statusCode).toBe(409);

    const eur = await add({ ...me.headers, 'x-currency': 'EUR' }, { id: SILK, credits: true });
    expect(eur.statusCode).toBe(422);
    await setLoyalty(false);
    try {
      const off = await add(me.headers, { id: SILK, credits: true });
      expect(off.statusCode).toBe(409);
      // While credits are off the line bought with them cannot stay.
      expect((await cart(me.headers)).items).toHaveLength(0);
    } finally {
      await setLoyalty(true);
    }
  });

  it('costs no money, and placing the order spends its credits once, however many calls race', async () => {
    const me = await account('za-kredity@example.cz', 250);
    await added(me.headers, { id: ALOE, amount: 1 });
    const bought = await added(me.headers, { id: SILK, amount: 2, credits: true });
    expect(bought.data.addedItem).toMatchObject({
      variantId: SILK,
      forCredits: true,
      creditPrice: SILK_CREDITS,
      amount: 2,
    });
    expect(bought.data.addedItem!.prices.totalWithTax).toBe(0);
    // The same variant for money is another line.
    const paid = await added(me.headers, { id: SILK, amount: 1 });
    expect(paid.data.cart.items.map((i) => [i.variantId, i.forCredits])).toEqual([
      [ALOE, false],
      [SILK, true],
      [SILK, false],
    ]);
    expect(paid.data.cart.prices.itemCredits).toBe(200);
    expect(paid.data.cart.prices.itemsWithTax).toBeCloseTo(249 + 329, 2);

    const placed = await Promise.all(
      Array.from({ length: 6 }, () => place(me.headers, 'za-kredity@example.cz')),
    );
    expect(placed.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    const codes = new Set(placed.map((r) => placeOrderResponse.parse(r.json()).data.code));
    expect(codes.size).toBe(1);
    const placedOrder = placeOrderResponse.parse(placed[0]!.json()).data;
    expect(placedOrder.prices.totalWithTax).toBeCloseTo(249 + 329 + 79, 2);
    expect(placedOrder.prices.creditsUsed).toBe(0);
    const line = placedOrder.items.find((i) => i.variantId === SILK && i.paidWithCredits)!;
    expect(line).toMatchObject({ amount: 2, paidWithCredits: 200 });
    expect(line.prices.totalWithTax).toBe(0);
    expect(await balance(me.headers)).toBe(50);
    const ledger = await t.database.db.execute(
      sql`select amount from customer.credit_movements where account_id = ${me.id} order by id`,
    );
    expect((ledger as unknown as { rows: { amount: number }[] }).rows.map((r) => r.amount)).toEqual([
      25_000, -20_000,
    ]);
  });

  it('refuses the order when the balance fell below what the cart spends, and spends nothing', async () => {
    const me = await account('ubylo@example.cz', 120);
    await added(me.headers, { id: SILK, amount: 1, credits: true });
    await t.database.db
      .insert(creditMovements)
      .values({ accountId: me.id, amount: -5_000, note: 'Oprava zůstatku' });
    const refused = await place(me.headers, 'ubylo@example.cz');
    expect(refused.statusCode).toBe(409);
    expect(titleOf(refused)).toBe(placeOrderErrors.creditsChanged);
    expect(await balance(me.headers)).toBe(70);
  });

  it('the minimum order value is for goods paid with money: a cart of credit goods alone may be ordered', async () => {
    const setMinimum = async (czk: number) => {
      await t.database.db.execute(
        sql`delete from settings.shop_settings where key = 'orderMinimumValueWithTax'`,
      );
      await t.database.db
        .insert(shopSettings)
        .values({ key: 'orderMinimumValueWithTax', value: { CZK: czk, EUR: 0 }, isPublic: true });
      invalidateSettings(t.database.db);
    };
    await setMinimum(100_000);
    try {
      const me = await account('jen-kredity@example.cz', 300);
      const onlyCredits = await added(me.headers, { id: SILK, amount: 2, credits: true });
      expect(onlyCredits.data.cart.prices).toMatchObject({
        orderMinimumValue: 1000,
        orderMinimumRemaining: 0,
        itemsWithTax: 0,
        itemCredits: 200,
      });

      // A money line joins: only its 249 Kč counts towards the 1 000 Kč, the credit goods do not.
      const mixed = await added(me.headers, { id: ALOE, amount: 1 });
      expect(mixed.data.cart.prices.orderMinimumRemaining).toBe(751);
      const below = await place(me.headers, 'jen-kredity@example.cz');
      expect(below.statusCode).toBe(422);
      expect(errorResponse.parse(below.json()).errors[0]).toMatchObject({
        field: 'items',
        code: errorCodes.belowMinimum,
      });
      expect(await balance(me.headers)).toBe(300);

      const aloeLine = mixed.data.cart.items.find((i) => i.variantId === ALOE)!;
      const removed = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/cart/items/${aloeLine.id}`,
        headers: me.headers,
      });
      expect(removed.statusCode).toBe(200);
      const placed = await place(me.headers, 'jen-kredity@example.cz');
      expect(placed.statusCode, placed.body).toBe(200);
      const placedOrder = placeOrderResponse.parse(placed.json()).data;
      // Only the shipping is paid with money.
      expect(placedOrder.prices.totalWithTax).toBeCloseTo(79, 2);
      expect(placedOrder.items.map((i) => [i.variantId, i.paidWithCredits])).toEqual([[SILK, 200]]);
      expect(await balance(me.headers)).toBe(100);
    } finally {
      await setMinimum(0);
    }
  });

  it('an order waits for a concurrent spend of the same credits and then refuses', async () => {
    const me = await account('soubezne@example.cz', 100);
    await added(me.headers, { id: SILK, amount: 1, credits: true });
    // Another spend holds the account while the order is being placed: the order waits for it
    // and then sees the balance it left, never the one from before.
    const { placing } = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select id from customer.accounts where id = ${me.id} for update`);
      const placing = place(me.headers, 'soubezne@example.cz');
      await new Promise((resolve) => setTimeout(resolve, 300));
      await tx.insert(creditMovements).values({ accountId: me.id, amount: -6_000, note: 'Jiná objednávka' });
      return { placing };
    });
    const res = await placing;
    expect(res.statusCode).toBe(409);
    expect(titleOf(res)).toBe(placeOrderErrors.creditsChanged);
    expect(await balance(me.headers)).toBe(40);
  });
});
