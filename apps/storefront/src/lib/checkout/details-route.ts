import { cartApi, cartCustomerBody, requestHeaders } from '@shop/contract';
import type { NextRequest } from 'next/server';
import { shopperHeaders, shopperOf } from '../cart/server';
import { callBackend } from '../backend';
import { BackendError } from '../http';
import { noContent, privateJson } from '../private-answers';
import { currencyOf, localeOf } from './route';
import { logError } from '@/lib/log';

/**
 * Keeps the checkout details the shopper has entered so far with their cart (PUT
 * /api/v1/cart/customer), with the cart and log-in tokens from their httpOnly cookies: another
 * device of the same customer, or the same browser later, finds them there. Answers 204, or the
 * refused fields (422 `{ errors }`).
 */
export async function saveCheckoutDetails(request: NextRequest) {
  const input: unknown = await request.json().catch(() => null);
  const raw = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  const locale = localeOf(raw.locale);
  const details = cartCustomerBody.safeParse(raw.details);
  if (!details.success) {
    return privateJson(
      { errors: details.error.issues.map((i) => ({ field: i.path.join('.'), title: i.message })) },
      400,
    );
  }
  try {
    await callBackend(cartApi.details, {
      locale,
      headers: {
        [requestHeaders.currency]: currencyOf(request, locale),
        ...shopperHeaders(shopperOf(request.cookies)),
      },
      body: details.data,
    });
  } catch (e) {
    if (e instanceof BackendError && e.status < 500) {
      return privateJson({ errors: e.errors }, e.status === 404 ? 404 : 422);
    }
    logError('keeping the checkout details', e);
    return privateJson({ errors: [] }, 502);
  }
  return noContent();
}
