import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deliveryTimesResponse, orderResponse, placeOrderResponse } from '@shop/contract';
import { czechAccountToIban } from '@shop/rules';
import {
  add,
  address,
  ALOE,
  BAND,
  BANK,
  bankTransferId,
  body,
  courierBody,
  courierId,
  m,
  newCart,
  place,
  placed,
  readCart,
  rows,
  shipperList,
  SILK,
  stockOf,
  t,
  withToken,
  useOrdersShop,
} from './support/orders-fixture.ts';

useOrdersShop();

describe('POST /api/v1/cart/place: a guest order', () => {
  it('to a pickup point: the cart priced by the server, stock taken, jobs queued, the cart ordered', async () => {
    const token = await newCart([[ALOE, 2]]);
    const cart = await readCart(token);
    const stockBefore = await stockOf(ALOE);
    const res = await place(
      token,
      body({ consents: { sms: false, magazine: false, heurekaSurvey: true, zboziSurvey: false } }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { data: order, meta } = placeOrderResponse.parse(res.json());

    expect(order.code).toMatch(/^\d{8}$/);
    expect(meta.orderToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(order).toMatchObject({
      status: 'new',
      paymentStatus: 'pending',
      currencyCode: 'CZK',
      canPay: true,
      bankTransfer: null,
      couponCode: null,
      shipper: { id: 2, code: 'zasilkovna' },
      payment: { id: 1, code: 'card', kind: 'gateway' },
      branch: { id: 'CZ001', name: 'Trafika Brno, Masarykova 12' },
      attributes: { heurekaConsent: true },
      customer: {
        name: 'Jan Novák',
        email: 'jan.novak@example.cz',
        isBusiness: false,
        shippingName: 'Jan Novák',
      },
    });
    // Without billing details the order is billed to the pickup point, and goes there.
    const point = { street: 'Masarykova 12', city: 'Brno', postcode: '60200', countryCode: 'CZE' };
    expect(order.shippingAddress).toEqual(point);
    expect(order.billingAddress).toEqual(point);
    expect(order.items).toEqual([
      expect.objectContaining({
        kind: 'item',
        variantId: ALOE,
        amount: 2,
        freePieces: 0,
        name: 'Aloe gel 100 ml',
        prices: {
          unitWithTax: 249,
          unitWithoutTax: cart.items[0]!.prices.unitWithoutTax,
          totalWithTax: 498,
          totalWithoutTax: cart.items[0]!.prices.totalWithoutTax,
        },
      }),
    ]);
    expect(order.prices).toMatchObject({
      itemsWithTax: 498,
      shipperPrice: 79,
      paymentPrice: 0,
      creditsUsed: 0,
    });
    expect(m(order.prices.totalWithTax)).toBe(m(cart.prices.totalWithTax) + m(79) + m(0));
    expect(m(order.prices.totalWithoutTax)).toBe(
      m(cart.prices.totalWithoutTax) +
        m(order.prices.shipperPriceWithoutTax) +
        m(order.prices.paymentPriceWithoutTax),
    );
    const shipper = (await shipperList()).find((s) => s.id === 2)!;
    expect(order.expectedDeliveryDate).toBe(shipper.delivery.nearestDeliveryDate);

    // Pieces come from the real warehouse first; every change is in the movements.
    expect(await stockOf(ALOE)).toEqual([
      { warehouse_id: 1, quantity: stockBefore[0]!.quantity - 2 },
      { warehouse_id: 2, quantity: stockBefore[1]!.quantity },
    ]);
    expect(
      await rows(sql`select variant_id, warehouse_id, quantity, reason from inventory.stock_movements
                      where order_id = ${order.id}`),
    ).toEqual([{ variant_id: ALOE, warehouse_id: 1, quantity: -2, reason: 'order' }]);
    expect(
      await rows(
        sql`select kind, payload from jobs.jobs where (payload ->> 'orderId')::int = ${order.id} order by id`,
      ),
    ).toEqual([
      { kind: 'order-confirmation', payload: { orderId: order.id, orderToken: meta.orderToken } },
      // The shop's own e-mail about the new order.
      { kind: 'shop-new-order', payload: { orderId: order.id } },
      { kind: 'purchase-report', payload: { orderId: order.id, service: 'shop-certification' } },
    ]);

    // The cart became the order: its token reads an empty cart, and the next add starts a new one.
    expect((await readCart(token)).items).toEqual([]);
    const next = await add(token, ALOE, 1);
    expect(next.meta.guestCartToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(next.meta.guestCartToken).not.toBe(token);
    expect(next.data.cart.items.map((i) => i.amount)).toEqual([1]);

    // Placing the same cart again answers with the same order and token, taking nothing more.
    const again = await placed(token, body());
    expect(again.data.id).toBe(order.id);
    expect(again.meta.orderToken).toBe(meta.orderToken);
    expect((await stockOf(ALOE))[0]!.quantity).toBe(stockBefore[0]!.quantity - 2);
    expect(
      await rows(sql`select id from orders.orders where cart_id = ${order.attributes.cartId}`),
    ).toHaveLength(1);
  });

  it('by courier with cash on delivery, a business customer, a delivery time slot', async () => {
    const token = await newCart([[SILK, 1]]);
    const cart = await readCart(token);
    const courier = (await shipperList()).find((s) => s.id === courierId)!;
    const times = deliveryTimesResponse.parse(
      (await t.app.inject({ url: `/api/v1/delivery-times?shipperId=${courierId}` })).json(),
    ).data;
    const slot = times[1]!.slots[2]!.id;
    const { data: order } = await placed(
      token,
      courierBody({
        paymentId: 2,
        deliveryTimeSlot: slot,
        customer: { isBusiness: true, businessName: 'Novák s.r.o.', tin: '27074358', vatin: 'CZ27074358' },
        consents: { sms: true, magazine: false, heurekaSurvey: false, zboziSurvey: true },
        note: 'Zazvoňte dvakrát',
      }),
    );
    expect(order).toMatchObject({
      paymentStatus: 'on_delivery',
      canPay: false,
      branch: null,
      deliveryTimeSlot: slot,
      expectedDeliveryDate: courier.delivery.nearestDeliveryDate,
      shipper: { id: courierId, code: 'kuryr' },
      payment: { code: 'cod', kind: 'cod' },
      billingAddress: address,
      shippingAddress: address,
      customer: { isBusiness: true, businessName: 'Novák s.r.o.', tin: '27074358', vatin: 'CZ27074358' },
      attributes: { heurekaConsent: false },
    });
    expect(order.prices).toMatchObject({ shipperPrice: 119, paymentPrice: 39 });
    expect(m(order.prices.totalWithTax)).toBe(m(cart.prices.totalWithTax) + m(119) + m(39));
    expect(
      await rows(
        sql`select payload from jobs.jobs where kind = 'purchase-report' and (payload ->> 'orderId')::int = ${order.id}`,
      ),
    ).toEqual([{ payload: { orderId: order.id, service: 'comparison-shopping' } }]);
  });

  it('by courier to a different delivery address', async () => {
    const token = await newCart([[SILK, 1]]);
    const elsewhere = { street: 'Krátká 7', city: 'Brno', postcode: '602 00', countryCode: 'CZE' };
    const { data: order } = await placed(
      token,
      courierBody({
        hasCustomShippingAddress: true,
        shippingAddress: elsewhere,
        customer: { shippingName: 'Eva Nováková', shippingPhone: '+420 602 111 222' },
      }),
    );
    expect(order.billingAddress).toEqual(address);
    expect(order.shippingAddress).toEqual(elsewhere);
    expect(order.customer.shippingName).toBe('Eva Nováková');
  });

  it('keeps the campaign the shopper came from; an empty one is none', async () => {
    const utm = { source: 'newsletter', medium: 'email', campaign: 'zima' };
    const { data: withCampaign } = await placed(await newCart([[SILK, 1]]), courierBody({ utm }));
    const { data: empty } = await placed(await newCart([[SILK, 1]]), courierBody({ utm: {} }));
    const { data: without } = await placed(await newCart([[SILK, 1]]), courierBody());
    const stored = await rows(
      sql`select id, utm from orders.orders where id in (${withCampaign.id}, ${empty.id}, ${without.id}) order by id`,
    );
    expect(stored).toEqual([
      { id: withCampaign.id, utm },
      { id: empty.id, utm: null },
      { id: without.id, utm: null },
    ]);
    // Longer values than a campaign cookie holds are a malformed request, naming the field.
    const tooLong = await place(
      await newCart([[SILK, 1]]),
      courierBody({ utm: { source: 'x'.repeat(201) } }),
    );
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ errors: [{ field: 'utm.source' }] });
  });

  it('for personal pick-up: billed to the branch, business data dropped without billing details', async () => {
    const token = await newCart([[SILK, 1]]);
    const { data: order } = await placed(
      token,
      body({
        shipperId: 1,
        shipperBranchId: '1',
        customer: { isBusiness: true, businessName: 'Firma', tin: '27074358' },
      }),
    );
    const branch = { street: 'Korunní 12', city: 'Praha', postcode: '12000', countryCode: 'CZE' };
    expect(order).toMatchObject({
      shipper: { id: 1 },
      branch: { id: '1', name: 'Prodejna Praha Vinohrady', address: branch },
      shippingAddress: branch,
      billingAddress: branch,
      customer: { isBusiness: false, businessName: null, tin: null },
      prices: { shipperPrice: 0 },
    });
  });

  it('takes pieces from the supplier when the own warehouse runs short', async () => {
    await t.database.db.execute(
      sql`update inventory.stock set quantity = 1 where variant_id = ${SILK} and warehouse_id = 1`,
    );
    const token = await newCart([[SILK, 2]]);
    const { data: order } = await placed(token, body());
    expect(await stockOf(SILK)).toEqual([
      { warehouse_id: 1, quantity: 0 },
      { warehouse_id: 2, quantity: 2 },
    ]);
    expect(
      await rows(sql`select warehouse_id, quantity from inventory.stock_movements where order_id = ${order.id}
                      order by warehouse_id`),
    ).toEqual([
      { warehouse_id: 1, quantity: -1 },
      { warehouse_id: 2, quantity: -1 },
    ]);
  });

  it("keeps 'N+1' free pieces and chosen gifts, which take stock too", async () => {
    const giftIds = await rows<{ id: number }>(sql`select id from cart.gifts order by position`);
    // 2+1: three pieces, one free; with the quantity price the items reach the free aloe gift.
    const token = await newCart([
      [BAND, 3],
      [ALOE, 1],
    ]);
    const chose = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cart/items',
      headers: withToken(token),
      payload: { id: giftIds[0]!.id, type: 'gift' },
    });
    expect(chose.statusCode, chose.body).toBe(200);
    const cart = await readCart(token);
    expect(cart.gifts).toHaveLength(1);
    const aloeBefore = (await stockOf(ALOE))[0]!.quantity;
    const { data: order } = await placed(token, body());
    const band = order.items.find((i) => i.variantId === BAND)!;
    expect(band).toMatchObject({ kind: 'item', amount: 3, freePieces: 1 });
    expect(band.prices.totalWithTax).toBe(cart.items.find((i) => i.variantId === BAND)!.prices.totalWithTax);
    expect(order.items.filter((i) => i.kind === 'gift')).toEqual([
      expect.objectContaining({
        variantId: ALOE,
        amount: 1,
        prices: expect.objectContaining({ totalWithTax: 0 }),
      }),
    ]);
    expect(m(order.prices.totalWithTax)).toBe(m(cart.prices.totalWithTax) + m(order.prices.shipperPrice));
    // One aloe bought and one given.
    expect((await stockOf(ALOE))[0]!.quantity).toBe(aloeBefore - 2);
  });

  it('by bank transfer: the account, IBAN and QR payment with the order code as variable symbol', async () => {
    const token = await newCart([[SILK, 1]]);
    const { data: order, meta } = await placed(token, body({ paymentId: bankTransferId }));
    expect(order).toMatchObject({
      paymentStatus: 'awaiting_transfer',
      canPay: true,
      payment: { kind: 'bank_transfer' },
    });
    const iban = czechAccountToIban(BANK.accountNumber);
    expect(order.bankTransfer).toEqual({
      accountNumber: BANK.accountNumber,
      iban,
      bic: BANK.bic,
      variableSymbol: order.code,
      amount: order.prices.totalWithTax,
      currencyCode: 'CZK',
      spayd: expect.stringMatching(
        new RegExp(
          `^SPD\\*1\\.0\\*ACC:${iban}\\+FIOBCZPP\\*AM:${order.prices.totalWithTax.toFixed(2)}\\*CC:CZK\\*X-VS:${order.code}\\*MSG:Objednávka ${order.code}`,
        ),
      ),
    });
    const read = orderResponse.parse(
      (await t.app.inject({ url: `/api/v1/orders/token/${meta.orderToken}` })).json(),
    ).data;
    expect(read.bankTransfer).toEqual(order.bankTransfer);
  });

  it('in euros to Slovakia: the euro prices of the cart', async () => {
    const eur = { 'x-currency': 'EUR' };
    const token = await newCart([[ALOE, 1]], eur);
    const cart = await readCart(token, eur);
    const sk = { street: 'Štúrova 8', city: 'Bratislava', postcode: '811 02', countryCode: 'SVK' };
    const { data: order } = await placed(
      token,
      courierBody({ paymentId: bankTransferId, billingAddress: sk }),
      eur,
    );
    expect(order).toMatchObject({
      currencyCode: 'EUR',
      shippingAddress: sk,
      prices: { itemsWithTax: 10.9, shipperPrice: 4.9 },
    });
    expect(m(order.prices.totalWithTax)).toBe(m(cart.prices.totalWithTax) + m(4.9));
    expect(order.bankTransfer).toMatchObject({ currencyCode: 'EUR', amount: order.prices.totalWithTax });
  });
});
