import { describe, expect, it } from 'vitest';
import { cartChangeResponse, orderResponse, placeOrderResponse, startPaymentResponse } from '@shop/contract';
import { ALOE, api, app, decide, STOREFRONT, t, usePaymentsShop } from './support/payments-fixture.ts';
import { registerThroughMail } from './support/registration.ts';

usePaymentsShop();

// A customer pays an unpaid card order again from their account, at the local test gateway over
// real HTTP: the gateway page, the shopper's click, the signed notification, the order paid.

async function customer(): Promise<Record<string, string>> {
  const token = await registerThroughMail(
    { app, database: t.database, dataDir: t.dataDir },
    {
      firstName: 'Jana',
      lastName: 'Nováková',
      email: 'platba-znovu@example.cz',
      phone: '+420 777 123 456',
      password: 'Heslo-pro-test-1',
      password_confirmation: 'Heslo-pro-test-1',
      terms: true,
    },
    { 'x-forwarded-for': '198.51.100.77' },
  );
  return { authorization: `Bearer ${token}` };
}

describe('paying again from the account', () => {
  it('a declined card order: Zaplatit → the gateway page → paid, back to the account’s order', async () => {
    const jana = await customer();
    cartChangeResponse.parse((await api('POST', '/api/v1/cart/items', { id: ALOE, amount: 1 }, jana)).json);
    const address = { street: '', city: '', postcode: '', countryCode: 'CZE' };
    const placed = await api(
      'POST',
      '/api/v1/cart/place',
      {
        shipperId: 2,
        shipperBranchId: 'CZ001',
        paymentId: 1,
        terms: true,
        customer: {
          name: 'Jana Nováková',
          firstName: 'Jana',
          lastName: 'Nováková',
          email: 'platba-znovu@example.cz',
          phone: '+420 777 123 456',
        },
        billingAddress: address,
        shippingAddress: address,
      },
      jana,
    );
    expect(placed.status, JSON.stringify(placed.json)).toBe(200);
    const { data: order, meta } = placeOrderResponse.parse(placed.json);

    // The payment started with the order comes back to the checkout; it is declined.
    const declinedAt = meta.paymentRedirectUrl!;
    expect(await decide(declinedAt, 'decline')).toMatchObject({
      status: 303,
      location: `${STOREFRONT}/checkout/payment/callback?kod=${order.code}`,
    });
    const refreshed = await api('POST', `/api/v1/user/orders/${order.id}/payment/refresh`, undefined, jana);
    expect(orderResponse.parse(refreshed.json).data).toMatchObject({ paymentStatus: 'failed', canPay: true });

    const again = await api('POST', `/api/v1/user/orders/${order.id}/payment`, undefined, jana);
    expect(again.status, JSON.stringify(again.json)).toBe(200);
    const payAt = startPaymentResponse.parse(again.json).data.redirectUrl!;
    expect(payAt).not.toBe(declinedAt);
    expect(await decide(payAt, 'pay')).toMatchObject({
      status: 303,
      location: `${STOREFRONT}/uzivatel/objednavky/${order.id}?platba=zpet`,
    });
    const until = Date.now() + 10_000;
    let paid;
    do {
      const res = await api('POST', `/api/v1/user/orders/${order.id}/payment/refresh`, undefined, jana);
      paid = orderResponse.parse(res.json).data;
    } while (paid.paymentStatus !== 'paid' && Date.now() < until);
    expect(paid).toMatchObject({ status: 'paid', paymentStatus: 'paid', canPay: false });
    expect((await api('POST', `/api/v1/user/orders/${order.id}/payment`, undefined, jana)).status).toBe(409);
  });
});
