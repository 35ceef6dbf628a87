import type { Db, Tx } from '../../db/client.ts';
import { settingValues } from '../settings/index.ts';
import { offeredCheckoutFields, type OfferedCheckoutFields } from './checkout-extras.ts';
import type { OrderAddress } from './tables.ts';

/** The shop's bank account for transfers (private setting 'bankAccount'). */
export interface ShopBankAccount {
  /** Czech domestic form `[prefix-]number/bankCode`. */
  accountNumber: string;
  bic: string;
}

export interface OrderShopSettings {
  /** The shop's contact address (setting 'shop'): where an order without billing details is billed. */
  address: OrderAddress | null;
  /** Holder of the bank account, for the QR payment. */
  name: string | null;
  bankAccount: ShopBankAccount | null;
  /** The optional checkout fields the shop offers (setting checkoutFields over the defaults). */
  checkoutFields: OfferedCheckoutFields;
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

/**
 * What orders need of the shop settings. The bank account is not public, so the globals never
 * carry it; it is read here, inside the caller's transaction when there is one.
 */
export async function orderShopSettings(db: Db | Tx): Promise<OrderShopSettings> {
  const settings = await settingValues(db, ['shop', 'bankAccount', 'checkoutFields']);
  const value = (key: string) => settings.get(key) as Record<string, unknown> | undefined;
  const shop = value('shop');
  const bank = value('bankAccount');
  const street = text(shop?.street);
  const city = text(shop?.city);
  const postcode = text(shop?.postcode);
  const accountNumber = text(bank?.accountNumber);
  const bic = text(bank?.bic);
  return {
    address:
      street && city && postcode
        ? { street, city, postcode, countryCode: text(shop?.countryCode)?.toUpperCase() ?? 'CZE' }
        : null,
    name: text(shop?.name),
    bankAccount: accountNumber && bic ? { accountNumber, bic } : null,
    checkoutFields: offeredCheckoutFields(settings.get('checkoutFields')),
  };
}
