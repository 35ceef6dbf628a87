import type { Db } from '../../src/db/client.ts';
import { invalidatePaymentMethods } from '../../src/modules/payment/index.ts';
import { paymentPrices, payments } from '../../src/modules/payment/tables.ts';
import { invalidateSettings } from '../../src/modules/settings/index.ts';
import { shopSettings } from '../../src/modules/settings/tables.ts';
import { shipperPrices, shippers } from '../../src/modules/shipping/tables.ts';

/** The shop's account that bank-transfer orders are paid to. */
export const BANK = { accountNumber: '2001234588/2010', bic: 'FIOBCZPP' };

/** Adds a courier to the address: 119 Kč (4,90 €), free from 1 500 Kč (60 €). Returns its id. */
export async function addCourier(db: Db): Promise<number> {
  const [courier] = await db
    .insert(shippers)
    .values({
      code: 'kuryr',
      type: 'COURIER',
      name: { cs: 'Kurýr na adresu' },
      description: { cs: 'Doručení na adresu.' },
      requiredAddress: true,
      deliveryDays: 1,
      closesAt: '14:00',
      countries: ['CZE', 'SVK'],
      position: 3,
    })
    .returning({ id: shippers.id });
  await db.insert(shipperPrices).values([
    { shipperId: courier!.id, currencyCode: 'CZK', priceWithTax: 11900, freeFromWithTax: 150000 },
    { shipperId: courier!.id, currencyCode: 'EUR', priceWithTax: 490, freeFromWithTax: 6000 },
  ]);
  return courier!.id;
}

/** Adds a free bank transfer and the shop's bank account it is paid to. Returns the payment's id. */
export async function addBankTransfer(db: Db): Promise<number> {
  const [bank] = await db
    .insert(payments)
    .values({
      code: 'bank_transfer',
      kind: 'bank_transfer',
      name: { cs: 'Bankovní převod' },
      description: { cs: 'QR platba.' },
      position: 3,
    })
    .returning({ id: payments.id });
  await db.insert(paymentPrices).values([
    { paymentId: bank!.id, currencyCode: 'CZK', priceWithTax: 0 },
    { paymentId: bank!.id, currencyCode: 'EUR', priceWithTax: 0 },
  ]);
  await db.insert(shopSettings).values({ key: 'bankAccount', value: BANK, isPublic: false });
  invalidatePaymentMethods(db);
  invalidateSettings(db);
  return bank!.id;
}
