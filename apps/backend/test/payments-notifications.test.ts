import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  signNotification,
  testGatewayApiKey,
} from '../src/integrations/payment/test-gateway-protocol.ts';
import {
  api,
  base,
  gatewayRef,
  notificationsOf,
  notify,
  placeOrder,
  readOrder,
  rows,
  SECRET,
  started,
  t,
  transactionsOf,
  usePaymentsShop,
} from './support/payments-fixture.ts';
import { UNVERIFIED_KEPT_PER_HOUR } from '../src/modules/payment/service.ts';

usePaymentsShop();

describe('gateway notifications', () => {
  /** A card order whose payment is paid at the gateway but not yet known to the shop. */
  async function paidAtGatewayOnly() {
    const placed = await placeOrder();
    const { redirectUrl } = await started(placed.token);
    const ref = gatewayRef(redirectUrl!);
    await t.database.db.execute(
      sql`update test_gateway.payments set status = 'paid', decided_at = now() where id = ${ref}`,
    );
    return { ...placed, ref };
  }

  it('keeps at most a thousand forged notifications an hour; the rest are only refused', async () => {
    const { ref } = await paidAtGatewayOnly();
    // As if a flood had just filled the hour's allowance.
    await t.database.db.execute(
      sql`insert into payment.notifications (gateway, gateway_ref, signature_valid, outcome)
          select 'test', 'zaplava', false, 'rejected' from generate_series(1, ${UNVERIFIED_KEPT_PER_HOUR})`,
    );
    const res = await notify(ref, { signature: null });
    expect(res.status).toBe(401);
    expect(await notificationsOf(ref)).toEqual([]);
    await t.database.db.execute(sql`delete from payment.notifications where gateway_ref = 'zaplava'`);
    expect((await notify(ref, { signature: null })).status).toBe(401);
    expect(await notificationsOf(ref)).toEqual([{ signature_valid: false, outcome: 'rejected' }]);
  });

  it.each([
    ['a bad signature', { signature: `sha256=${'0'.repeat(64)}` }],
    ['a signature with another key', { signature: 'sha256=deadbeef' }],
    ['no signature', { signature: null }],
    ['an old timestamp (a replay)', { timestamp: Math.floor(Date.now() / 1000) - 3600 }],
    ['a timestamp from the future', { timestamp: Math.floor(Date.now() / 1000) + 3600 }],
  ])('refuses %s with 401 and changes nothing', async (_name, opts) => {
    const { order, token, ref } = await paidAtGatewayOnly();
    const res = await notify(ref, opts);
    expect(res.status).toBe(401);
    expect(await notificationsOf(ref)).toEqual([{ signature_valid: false, outcome: 'rejected' }]);
    expect(await transactionsOf(order.id)).toMatchObject([{ status: 'created' }]);
    expect((await readOrder(token)).paymentStatus).toBe('pending');
  });

  it('refuses a body altered after signing', async () => {
    const { ref } = await paidAtGatewayOnly();
    const timestamp = Math.floor(Date.now() / 1000);
    const signature = signNotification(
      SECRET,
      timestamp,
      JSON.stringify({ id: 'tgp_other', event: 'payment.updated' }),
    );
    const res = await notify(ref, { timestamp, signature });
    expect(res.status).toBe(401);
  });

  it('settles on a valid notification once; a replay changes nothing', async () => {
    const { token, ref } = await paidAtGatewayOnly();
    const first = await notify(ref);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ outcome: 'settled' });
    expect((await readOrder(token)).paymentStatus).toBe('paid');
    const paidAt = (
      await rows<{ paid_at: string }>(
        sql`select paid_at::text from orders.orders where payment_status = 'paid' order by paid_at desc limit 1`,
      )
    )[0];

    const replay = await notify(ref);
    expect(await replay.json()).toEqual({ outcome: 'unchanged' });
    expect(await notificationsOf(ref)).toEqual([
      { signature_valid: true, outcome: 'settled' },
      { signature_valid: true, outcome: 'unchanged' },
    ]);
    expect(
      (
        await rows<{ paid_at: string }>(
          sql`select paid_at::text from orders.orders where payment_status = 'paid' order by paid_at desc limit 1`,
        )
      )[0],
    ).toEqual(paidAt);
  });

  it.each([
    ['amount', sql`amount = amount - 100`],
    ['currency', sql`currency_code = 'EUR'`],
    ['order reference', sql`merchant_ref = '99999999'`],
  ])('does not settle when the %s read back differs from the transaction', async (_name, change) => {
    const { order, token, ref } = await paidAtGatewayOnly();
    await t.database.db.execute(sql`update test_gateway.payments set ${change} where id = ${ref}`);
    const res = await notify(ref);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ outcome: 'mismatch' });
    expect(await transactionsOf(order.id)).toMatchObject([{ status: 'created' }]);
    expect((await readOrder(token)).paymentStatus).toBe('pending');
  });

  it('answers an unknown payment 200 (the gateway may stop) and an unknown gateway 404', async () => {
    const res = await notify('tgp_AAAAAAAAAAAAAAAAAAAAAA');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ outcome: 'unknown' });
    const other = await fetch(`${base}/api/v1/payments/notify/gopay`, { method: 'POST', body: '{}' });
    expect(other.status).toBe(404);
  });

  it('takes the raw body whatever its content type', async () => {
    const { token, ref } = await paidAtGatewayOnly();
    const raw = JSON.stringify({ id: ref, event: 'payment.updated' });
    const timestamp = Math.floor(Date.now() / 1000);
    const res = await fetch(`${base}/api/v1/payments/notify/test`, {
      method: 'POST',
      headers: {
        'content-type': 'text/plain',
        [TIMESTAMP_HEADER]: String(timestamp),
        [SIGNATURE_HEADER]: signNotification(SECRET, timestamp, raw),
      },
      body: raw,
    });
    expect(res.status).toBe(200);
    expect((await readOrder(token)).paymentStatus).toBe('paid');
  });
});

describe('the test gateway itself', () => {
  const paymentBody = {
    merchantRef: 'A&B <1>',
    amount: 12990,
    currencyCode: 'EUR',
    description: '<script>alert("x")</script>',
    returnUrl: 'https://shop.example.sk/navrat?a=1&b=2',
    notifyUrl: 'https://shop.example.sk/notify',
  };

  it('its merchant API needs the API key', async () => {
    const none = await api('POST', '/test-gateway/api/payments', paymentBody);
    expect(none.status).toBe(401);
    const wrong = await api('POST', '/test-gateway/api/payments', paymentBody, {
      authorization: 'Bearer nope',
    });
    expect(wrong.status).toBe(401);
    const read = await api('GET', '/test-gateway/api/payments/tgp_AAAAAAAAAAAAAAAAAAAAAA');
    expect(read.status).toBe(401);
  });

  it('creates and reads payments; refuses bad input; its page escapes what the merchant sent', async () => {
    const auth = { authorization: `Bearer ${testGatewayApiKey(SECRET)}` };
    const bad = await api('POST', '/test-gateway/api/payments', { ...paymentBody, amount: -1 }, auth);
    expect(bad.status).toBe(400);
    const created = await api('POST', '/test-gateway/api/payments', paymentBody, auth);
    expect(created.status).toBe(201);
    const p = created.json as { id: string; redirectUrl: string; status: string };
    expect(p).toMatchObject({
      status: 'created',
      amount: 12990,
      currencyCode: 'EUR',
      merchantRef: 'A&B <1>',
    });
    const read = await api('GET', `/test-gateway/api/payments/${p.id}`, undefined, auth);
    expect(read.json).toEqual(created.json);
    expect(
      (await api('GET', '/test-gateway/api/payments/tgp_AAAAAAAAAAAAAAAAAAAAAA', undefined, auth)).status,
    ).toBe(404);

    const html = await (await fetch(p.redirectUrl)).text();
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).toContain('A&amp;B &lt;1&gt;');
    expect(html).toContain('129,90\u00a0€');

    const unknown = await fetch(`${base}/test-gateway/pay/tgp_AAAAAAAAAAAAAAAAAAAAAA`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('Platba nenalezena');
    const nonsense = await fetch(p.redirectUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'decision=refund',
      redirect: 'manual',
    });
    expect(nonsense.status).toBe(400);
    expect((await api('GET', `/test-gateway/api/payments/${p.id}`, undefined, auth)).json).toMatchObject({
      status: 'created',
    });
  });
});
