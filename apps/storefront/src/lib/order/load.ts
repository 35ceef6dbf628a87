import { SECRET_TOKEN, type Order } from '@shop/contract';
import type { AppLocale } from '@/i18n/routing';
import { BackendError } from '../http';
import { getOrderByToken, refreshPayment } from './server';
import { logError } from '@/lib/log';

/** The shopper's order by the token in their cookie, or why there is none to show. */
export type LoadedOrder =
  { state: 'found'; order: Order; token: string } | { state: 'missing' } | { state: 'failed' };

async function load(read: () => Promise<Order | null>, token: string): Promise<LoadedOrder> {
  try {
    const order = await read();
    return order ? { state: 'found', order, token } : { state: 'missing' };
  } catch (e) {
    if (e instanceof BackendError && (e.status === 404 || e.status === 400)) return { state: 'missing' };
    logError('order read', e);
    return { state: 'failed' };
  }
}

/** The order of the `order_token` cookie. Only ever the token's own order, never another's. */
export function loadOrder(locale: AppLocale, token: string | undefined): Promise<LoadedOrder> {
  if (!token || !SECRET_TOKEN.test(token)) return Promise.resolve({ state: 'missing' });
  return load(() => getOrderByToken(locale, token), token);
}

/**
 * The order after asking the gateway for its payment state now (the shopper may come back before
 * the gateway's notification arrives). Checks first that the cookie's order is the one the gateway
 * returned for (`code`), so a stale return link never shows or touches another order.
 */
export async function loadRefreshedOrder(
  locale: AppLocale,
  token: string | undefined,
  code: string | null,
): Promise<LoadedOrder> {
  const current = await loadOrder(locale, token);
  if (current.state !== 'found') return current;
  if (!code || current.order.code !== code) return { state: 'missing' };
  if (current.order.paymentStatus === 'paid' || current.order.payment.kind !== 'gateway') return current;
  return load(() => refreshPayment(locale, current.token), current.token);
}
