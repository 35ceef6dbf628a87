import { cookies, headers } from 'next/headers';
import { orderTokenParams, serviceCaseErrors, type ServiceCaseKind, type ServiceOrder } from '@shop/contract';
import { czechDate } from '@shop/rules';
import type { AppLocale } from '@/i18n/routing';
import { shopperOf } from '../cart/server';
import { firstForwardedFor } from '../currency/visitor-country';
import { ORDER_COOKIE } from '../order/server';
import { lookupServiceOrder, type ServiceCaseSecrets } from './api';

/** The complaint and withdrawal forms' server side, besides their action. */

/**
 * The request's secrets for the complaint and withdrawal forms: the order cookie's token (set by
 * the order page and its e-mailed link), the customer's log-in token, and the shopper's address.
 */
export async function serviceCaseSecrets(): Promise<ServiceCaseSecrets> {
  const [jar, head] = await Promise.all([cookies(), headers()]);
  const token = jar.get(ORDER_COOKIE)?.value ?? null;
  return {
    orderToken: token && orderTokenParams.safeParse({ token }).success ? token : null,
    authToken: shopperOf(jar).authToken,
    clientAddress: firstForwardedFor(head.get('x-forwarded-for')),
  };
}

/**
 * The order again for the form's later steps (a refused filing, a plain post's answer, the order
 * page's link), opened as before: never sends a code (an empty one is refused instead). Null when
 * it no longer opens.
 */
export async function openedOrderAgain(
  locale: AppLocale,
  values: Record<string, string>,
  secrets: ServiceCaseSecrets,
): Promise<ServiceOrder | null> {
  try {
    const { order } = await lookupServiceOrder(
      locale,
      {
        orderCode: values.orderCode ?? '',
        email: values.email ?? '',
        verificationCode: values.verificationCode ?? '',
      },
      secrets,
    );
    return order;
  } catch {
    return null;
  }
}

/** Why this order cannot go on to step 3 of this kind's form (its Czech rule text), or null. */
export function closedFor(kind: ServiceCaseKind, order: ServiceOrder): string | null {
  if (kind === 'complaint' && !order.shipped) return serviceCaseErrors.notShipped;
  if (kind === 'withdrawal' && !order.withdrawalOpen) {
    return order.withdrawalDeadline
      ? serviceCaseErrors.withdrawalExpired.replace('{deadline}', czechDate(order.withdrawalDeadline))
      : serviceCaseErrors.orderCancelled;
  }
  return null;
}
