import 'server-only';
import type { SavedAddress, SavedCustomer } from '@shop/rules';
import type { AppLocale } from '@/i18n/routing';
import { logAndReturn } from '../http';
import { listAddresses } from '../user/account-api';
import { getUser } from '../user/server';

/** What the logged-in customer's account holds for the checkout form. */
export interface SavedCheckout {
  customer: SavedCustomer;
  addresses: SavedAddress[];
}

/**
 * The customer's details and saved addresses, to fill the checkout in; null for a guest. Optional:
 * when the account cannot be read, the shopper fills the form as a guest would.
 */
export async function savedCheckout(
  locale: AppLocale,
  authToken: string | null,
): Promise<SavedCheckout | null> {
  if (!authToken) return null;
  const [user, addresses] = await Promise.all([
    getUser(locale, authToken).catch(logAndReturn('checkout customer', null)),
    listAddresses(locale, authToken).catch(logAndReturn('checkout addresses', [])),
  ]);
  if (!user) return null;
  return {
    customer: {
      fullName: `${user.firstName} ${user.lastName}`.trim(),
      email: user.email,
      phone: user.phone,
      business: user.business,
    },
    addresses: addresses.map((a) => ({
      type: a.type,
      name: a.name,
      businessName: a.businessName,
      street: a.street,
      city: a.city,
      postcode: a.postcode,
      countryCode: a.country_code,
      phone: a.phone,
    })),
  };
}
