import { placeOrderErrors, type Locale } from '@shop/contract';
import type { Db, Tx } from '../../db/client.ts';
import type { PriceContext } from '../../http/price-context.ts';
import type { CartOwner } from '../cart/index.ts';
import { hashPassword, type RegistrationPages } from '../customer/index.ts';
import { StockShortage } from '../inventory/index.ts';
import { registrationOf, type PlaceOrderInput } from './payload-check.ts';
import {
  checkCredits,
  checkOrderPayload,
  closeCart,
  lockCartStock,
  lockCartToPlace,
  priceCart,
  queueCheckoutRegistration,
  queueOrderJobs,
  spendCredits,
  takeStock,
  writeOrder,
  writeOrderLines,
} from './place-steps.ts';
import { refuse, type Problem } from './refusal.ts';
import { orderTokenFor, type OrderItemRow, type OrderRow } from './service.ts';

/** A deadlock victim is rolled back whole and may simply run again. */
function isDeadlock(e: unknown): boolean {
  for (let c: unknown = e; c instanceof Error; c = c.cause) {
    if ((c as { code?: unknown }).code === '40P01') return true;
  }
  return false;
}

export interface PlaceOrderRequest {
  /** A logged-in customer's cart, or the guest token's. */
  owner: CartOwner;
  body: PlaceOrderInput;
  ctx: PriceContext;
  locale: Locale;
  /** Where a registration's mail links lead. */
  registrationPages: RegistrationPages;
  /** Derives the order token (orderTokenOf). */
  secret: string;
}

/** What the order token is derived from: the guest's cart token, or a customer's cart. */
export const orderTokenKey = (owner: CartOwner, cartId: number) =>
  owner.accountId !== null ? `customer-cart:${cartId}` : owner.token!;

/** The order placed, with its lines when this call wrote them (null: an earlier call placed it). */
export interface PlacedOrder {
  row: OrderRow;
  items: OrderItemRow[] | null;
}

/**
 * POST /api/v1/cart/place: turns the token's cart into an order in one transaction, or refuses
 * with every reason (PlaceOrderRefused, HttpError). Placing a cart that already became an order
 * answers with that order, however many calls race.
 */
export async function placeOrder(db: Db, req: PlaceOrderRequest): Promise<PlacedOrder> {
  const registration = registrationOf(req.body);
  // argon2 is slow on purpose: it runs before the transaction, so that no lock waits for it. A
  // logged-in shopper has an account already.
  const passwordHash =
    registration.password !== null && req.owner.accountId === null
      ? await hashPassword(registration.password)
      : null;
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction((tx) => placeInTransaction(tx, req, registration.errors, passwordHash));
    } catch (e) {
      if (e instanceof StockShortage) throw refuse(409, e.field, placeOrderErrors.soldOut);
      if (attempt < 3 && isDeadlock(e)) continue;
      throw e;
    }
  }
}

/**
 * The order in one transaction, step by step (place-steps.ts). With a password hash, the order is
 * a guest's and the registration waits for its e-mail (queueCheckoutRegistration).
 */
async function placeInTransaction(
  tx: Tx,
  req: PlaceOrderRequest,
  registrationErrors: Problem[],
  passwordHash: string | null,
): Promise<PlacedOrder> {
  const { owner, body, ctx, locale } = req;
  const cart = await lockCartToPlace(tx, owner);
  if ('placed' in cart) return { row: cart.placed, items: null };
  const { locked } = cart;
  const stock = await lockCartStock(tx, locked);
  const priced = await priceCart(tx, locked, ctx, locale);
  const checked = await checkOrderPayload(tx, body, priced.cart, ctx, locale, registrationErrors);
  const credits = await checkCredits(tx, owner, priced);

  const orderToken = orderTokenFor(req.secret, orderTokenKey(owner, locked.id));
  const order = await writeOrder(tx, {
    cartId: locked.id,
    customerId: owner.accountId,
    orderToken,
    body,
    currency: ctx.currency,
    locale,
    priced,
    checked,
    credits,
  });
  await spendCredits(tx, owner, order, credits);
  const items = await writeOrderLines(tx, order.id, priced);
  await takeStock(stock, order.id, priced.cart);
  await closeCart(tx, locked.id, priced.cart);

  if (passwordHash !== null) {
    const pages = req.registrationPages;
    await queueCheckoutRegistration(tx, body, checked, { orderId: order.id, passwordHash, pages });
  }
  await queueOrderJobs(tx, order.id, orderToken, checked.consents);
  return { row: order, items };
}
