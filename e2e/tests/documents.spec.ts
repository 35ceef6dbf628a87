// The customer's tax documents: a card order paid at the test gateway gets its invoice, a part
// refunded by the order desk its credit note, and both are listed under "Doklady" with their PDFs.
import { readFile } from 'node:fs/promises';
import { orderResponse, startPaymentResponse, taxDocumentsResponse } from '@shop/contract';
import { expect, test } from './shop-test.ts';
import { operatorApiKey } from '../operator-key.mjs';
import { registerInBrowser } from './account-forms.ts';
import { apiUrl } from './backend.ts';
import { allProducts } from './catalog-data.ts';
import { logInApi, placeOrderAs, storeApi } from './store-api.ts';

const PASSWORD = 'Heslo-pro-doklady-1';
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The order desk's call with the tests' operator key. */
async function desk(method: string, path: string, body?: unknown) {
  const res = await fetch(`${apiUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${operatorApiKey()}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, json: (await res.json()) as unknown };
}

/** The customer pays their card order at the test gateway and comes back. */
async function payByCard(token: string, orderId: number) {
  const started = startPaymentResponse.parse(
    await storeApi('POST', `/api/v1/user/orders/${orderId}/payment`, token, {}),
  );
  const decided = await fetch(started.data.redirectUrl!, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ decision: 'pay' }).toString(),
    redirect: 'manual',
  });
  expect(decided.status).toBe(303);
  await expect
    .poll(
      async () =>
        orderResponse.parse(await storeApi('POST', `/api/v1/user/orders/${orderId}/payment/refresh`, token))
          .data.paymentStatus,
    )
    .toBe('paid');
}

test('Doklady: the invoice and the credit note of a paid order, each downloaded as a PDF', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = `doklady.${unique()}@example.cz`;
  await registerInBrowser(page, email, PASSWORD);
  const token = await logInApi(email, PASSWORD);
  // A product whose stock nobody counts, or else the last one with plenty: other tests count stock.
  const candidates = (await allProducts()).filter(
    (p) =>
      p.variants.length === 1 &&
      p.variants[0]!.availability.isAvailable &&
      (p.variants[0]!.availability.stock ?? 99) >= 10,
  );
  const product = candidates.find((p) => !p.variants[0]!.availability.checkStock) ?? candidates.at(-1)!;
  const order = await placeOrderAs(token, email, [{ id: product.variants[0]!.id, amount: 1 }], 'card');
  await payByCard(token, order.id);
  const refunded = await desk('POST', `/api/admin/v1/orders/${order.id}/refunds`, {
    amount: 50,
    reason: 'Sleva za poškozený obal',
  });
  expect(refunded.status, JSON.stringify(refunded.json)).toBe(201);
  const listed = await desk('GET', `/api/admin/v1/orders/${order.id}/documents`);
  const [invoice, creditNote] = taxDocumentsResponse.parse(listed.json).data;
  expect(invoice!.kind).toBe('invoice');
  expect(creditNote!.kind).toBe('credit_note');

  // From the account's menu, as the customer finds it.
  await page.getByRole('navigation', { name: 'Můj účet' }).getByRole('link', { name: 'Doklady' }).click();
  await expect(page).toHaveURL(/\/uzivatel\/doklady$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Doklady' })).toBeVisible();
  const rows = page.getByTestId('documents').getByRole('listitem');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(`Opravný daňový doklad č. ${creditNote!.number}`);
  await expect(rows.nth(0)).toContainText(`Objednávka č. ${order.code}`);
  await expect(rows.nth(0)).toContainText(`k faktuře č. ${invoice!.number}`);
  await expect(rows.nth(0)).toContainText('50');
  await expect(rows.nth(1)).toContainText(`Faktura č. ${invoice!.number}`);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: `Stáhnout PDF – faktura č. ${invoice!.number}` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`faktura-${invoice!.number}.pdf`);
  expect((await readFile((await file.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
  const credit = page.waitForEvent('download');
  await page
    .getByRole('link', { name: `Stáhnout PDF – opravný daňový doklad č. ${creditNote!.number}` })
    .click();
  expect((await credit).suggestedFilename()).toBe(`opravny-doklad-${creditNote!.number}.pdf`);

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`doklady-${width}.png`), fullPage: true });
  }
  // Another visitor's browser gets no document: without a log-in it is sent to log in.
  const stranger = await page.context().browser()!.newContext();
  const pdfUrl = new URL(`/api/user/documents/${invoice!.id}?locale=cs`, page.url()).toString();
  const response = await stranger.request.get(pdfUrl, { maxRedirects: 0 });
  expect(response.status()).toBe(303);
  await stranger.close();
});
