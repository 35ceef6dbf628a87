import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorResponse, orderResponse } from '@shop/contract';
import {
  api,
  base,
  decide,
  gatewayRef,
  notificationsOf,
  notify,
  orderWhen,
  placeOrder,
  readOrder,
  started,
  startPayment,
  STOREFRONT,
  t,
  transactionsOf,
  usePaymentsShop,
} from './support/payments-fixture.ts';

usePaymentsShop();

describe('paying by card at the test gateway', () => {
  it('start → the payment page → Zaplatit → the signed notification pays the order → back to the storefront', async () => {
    const { order, token } = await placeOrder(1, 2);
    expect(order).toMatchObject({ paymentStatus: 'pending', canPay: true, payment: { kind: 'gateway' } });

    const { order: same, redirectUrl } = await started(token);
    expect(same.id).toBe(order.id);
    expect(redirectUrl).toMatch(new RegExp(`^${base}/test-gateway/pay/tgp_[A-Za-z0-9_-]{22}$`));
    const ref = gatewayRef(redirectUrl!);
    expect(await transactionsOf(order.id)).toEqual([
      {
        status: 'created',
        amount: Math.round(order.prices.totalWithTax * 100),
        currency_code: 'CZK',
        gateway_ref: ref,
      },
    ]);

    // The page a shopper sees: Czech, the shop, the order, the amount, three choices.
    const page = await fetch(redirectUrl!);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('content-security-policy')).toContain(`form-action 'self' ${STOREFRONT}`);
    const html = await page.text();
    expect(html).toContain('<html lang="cs">');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('Intimfit.cz');
    expect(html).toContain(order.code);
    expect(html).toContain('577\u00a0Kč'); // 2 × 249 + 79
    expect(html).toContain('>Zaplatit</button>');
    expect(html).toContain('>Zamítnout platbu</button>');
    expect(html).toContain('>Zrušit a vrátit se do obchodu</button>');

    const clicked = await decide(redirectUrl!, 'pay');
    expect(clicked).toEqual({
      status: 303,
      location: `${STOREFRONT}/checkout/payment/callback?kod=${order.code}`,
    });

    const paid = await orderWhen(token, (o) => o.paymentStatus === 'paid');
    expect(paid).toMatchObject({ status: 'paid', paymentStatus: 'paid', canPay: false });
    expect(await transactionsOf(order.id)).toMatchObject([{ status: 'paid' }]);
    expect(await notificationsOf(ref)).toEqual([{ signature_valid: true, outcome: 'settled' }]);

    // Decided once: the page says so, a second click changes nothing and sends nothing new.
    const again = await (await fetch(redirectUrl!)).text();
    expect(again).toContain('Tato platba už byla zaplacena.');
    expect(again).not.toContain('>Zaplatit</button>');
    expect(await decide(redirectUrl!, 'decline')).toMatchObject({ status: 303 });
    await new Promise((r) => setTimeout(r, 200));
    expect(await notificationsOf(ref)).toHaveLength(1);
    expect((await readOrder(token)).paymentStatus).toBe('paid');

    // A paid order cannot be paid again.
    const twice = await startPayment(token);
    expect(twice.status).toBe(409);
    expect(errorResponse.parse(twice.json).errors[0]!.title).toBe('Objednávka už je zaplacená');
  });

  it('the shopper comes back to the Slovak storefront when paying from it', async () => {
    const { order, token, paymentRedirectUrl } = await placeOrder(1, 1, { 'x-locale': 'sk' });
    const { redirectUrl } = await started(token, {}, { 'x-locale': 'sk' });
    expect(redirectUrl).toBe(paymentRedirectUrl);
    expect(await decide(redirectUrl!, 'cancel')).toEqual({
      status: 303,
      location: `${STOREFRONT}/sk/checkout/payment/callback?kod=${order.code}`,
    });
    const cancelled = await orderWhen(token, (o) => o.paymentStatus !== 'pending');
    expect(cancelled).toMatchObject({ status: 'new', paymentStatus: 'cancelled', canPay: true });
  });

  it('started twice, it goes back to the open payment instead of making another', async () => {
    const { order, token } = await placeOrder();
    const [first, again] = [await started(token), await started(token)];
    expect(again.redirectUrl).toBe(first.redirectUrl);
    expect(await transactionsOf(order.id)).toHaveLength(1);
    expect(await decide(again.redirectUrl!, 'pay')).toMatchObject({ status: 303 });
    expect(await orderWhen(token, (o) => o.paymentStatus === 'paid')).toMatchObject({
      paymentStatus: 'paid',
    });
  });

  it('declined, then paid on a second try', async () => {
    const { order, token } = await placeOrder();
    const first = await started(token);
    expect(await decide(first.redirectUrl!, 'decline')).toMatchObject({ status: 303 });
    const failed = await orderWhen(token, (o) => o.paymentStatus !== 'pending');
    expect(failed).toMatchObject({ status: 'new', paymentStatus: 'failed', canPay: true });

    const second = await started(token);
    expect(second.redirectUrl).not.toBe(first.redirectUrl);
    expect(await decide(second.redirectUrl!, 'pay')).toMatchObject({ status: 303 });
    const paid = await orderWhen(token, (o) => o.paymentStatus === 'paid');
    expect(paid).toMatchObject({ status: 'paid', paymentStatus: 'paid' });
    expect((await transactionsOf(order.id)).map((x) => x.status)).toEqual(['declined', 'paid']);
  });

  it('declined, then switched to cash on delivery: no gateway, the surcharge in the total', async () => {
    const { order, token } = await placeOrder();
    const first = await started(token);
    await decide(first.redirectUrl!, 'decline');
    await orderWhen(token, (o) => o.paymentStatus === 'failed');

    const { order: cod, redirectUrl } = await started(token, { paymentId: 2 });
    expect(redirectUrl).toBeNull();
    expect(cod).toMatchObject({ paymentStatus: 'on_delivery', payment: { id: 2, code: 'cod', kind: 'cod' } });
    expect(cod.prices.paymentPrice).toBe(39);
    expect(Math.round(cod.prices.totalWithTax * 100)).toBe(
      Math.round(order.prices.totalWithTax * 100) + 3900,
    );
    expect(await transactionsOf(order.id)).toHaveLength(1);
  });

  it('money for an attempt the order no longer waits for is recorded, the order left alone', async () => {
    const { order, token } = await placeOrder();
    const card = await started(token);
    // The shopper switches to cash on delivery, then pays the old card page after all.
    await started(token, { paymentId: 2 });
    await decide(card.redirectUrl!, 'pay');
    const ref = gatewayRef(card.redirectUrl!);
    await expect.poll(() => notificationsOf(ref), { timeout: 10_000 }).toHaveLength(1);
    expect(await notificationsOf(ref)).toEqual([{ signature_valid: true, outcome: 'mismatch' }]);
    expect(await transactionsOf(order.id)).toMatchObject([{ status: 'paid' }]);
    expect(await readOrder(token)).toMatchObject({ status: 'new', paymentStatus: 'on_delivery' });
  });

  it('refresh reads the status back when the notification has not come', async () => {
    const { order, token } = await placeOrder();
    const { redirectUrl } = await started(token);
    const ref = gatewayRef(redirectUrl!);
    // Paid at the gateway, its notification lost on the way.
    await t.database.db.execute(
      sql`update test_gateway.payments set status = 'paid', decided_at = now() where id = ${ref}`,
    );
    expect((await readOrder(token)).paymentStatus).toBe('pending');
    const res = await api('POST', `/api/v1/orders/token/${token}/payment/refresh`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(orderResponse.parse(res.json).data).toMatchObject({
      id: order.id,
      status: 'paid',
      paymentStatus: 'paid',
    });
    // Later, the notification changes nothing.
    const late = await notify(ref);
    expect(late.status).toBe(200);
    expect(await late.json()).toEqual({ outcome: 'unchanged' });
  });

  it('refresh of an undecided payment leaves it pending; an unknown token is 404', async () => {
    const { token } = await placeOrder();
    await started(token);
    const res = await api('POST', `/api/v1/orders/token/${token}/payment/refresh`);
    expect(orderResponse.parse(res.json).data.paymentStatus).toBe('pending');
    const unknown = await api('POST', `/api/v1/orders/token/${'x'.repeat(43)}/payment/refresh`);
    expect(unknown.status).toBe(404);
  });
});

describe('starting a payment', () => {
  it('answers 404 for an unknown token, 400 for a malformed one', async () => {
    expect((await startPayment('A'.repeat(43))).status).toBe(404);
    expect((await startPayment('short')).status).toBe(400);
  });

  it('with cash on delivery needs no gateway, and such an order keeps its method', async () => {
    const { order, token } = await placeOrder(2);
    const cod = await started(token);
    expect(cod.redirectUrl).toBeNull();
    expect(cod.order).toMatchObject({ paymentStatus: 'on_delivery', canPay: false });
    const card = await startPayment(token, { paymentId: 1 });
    expect(card.status).toBe(409);
    expect(errorResponse.parse(card.json).errors[0]!.title).toBe('Objednávku už nelze zaplatit');
    expect(await transactionsOf(order.id)).toHaveLength(0);
  });

  it('refuses an unknown payment method with 422', async () => {
    const { token } = await placeOrder();
    const res = await startPayment(token, { paymentId: 999 });
    expect(res.status).toBe(422);
    expect(errorResponse.parse(res.json).errors[0]).toMatchObject({ field: 'paymentId' });
  });
});
