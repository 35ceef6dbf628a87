import { and, asc, eq } from 'drizzle-orm';
import { accountMessages, addressErrors, format } from '@shop/rules';
import type { Address, AddressBody, AddressPatchBody } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { notFound, refuseFields } from '../../http/errors.ts';
import { addresses } from './tables.ts';

/** How many addresses one customer may keep. */
export const MAX_ADDRESSES = 50;

const columns = {
  id: addresses.id,
  type: addresses.type,
  name: addresses.name,
  businessName: addresses.businessName,
  street: addresses.street,
  city: addresses.city,
  postcode: addresses.postcode,
  country_code: addresses.countryCode,
  phone: addresses.phone,
};

/** The form rules, and a country the shop delivers to or bills in. */
function refuseAddress(body: AddressBody, countries: ReadonlySet<string>): void {
  const errors = addressErrors({ ...body, countryCode: body.country_code });
  refuseFields({
    name: errors.name,
    street: errors.street,
    city: errors.city,
    postcode: errors.postcode,
    country_code:
      errors.countryCode ?? (countries.has(body.country_code) ? undefined : accountMessages.country),
    phone: errors.phone,
  });
}

const values = (body: AddressBody) => ({
  type: body.type,
  name: body.name,
  businessName: body.businessName || null,
  street: body.street,
  city: body.city,
  postcode: body.postcode,
  countryCode: body.country_code,
  phone: body.phone || null,
});

/** The customer's addresses, oldest first. */
export function listAddresses(db: Db, accountId: number): Promise<Address[]> {
  return db
    .select(columns)
    .from(addresses)
    .where(eq(addresses.accountId, accountId))
    .orderBy(asc(addresses.id));
}

export async function addAddress(
  db: Db,
  accountId: number,
  body: AddressBody,
  countries: ReadonlySet<string>,
): Promise<Address> {
  refuseAddress(body, countries);
  return db.transaction(async (tx) => {
    const kept = await tx.$count(addresses, eq(addresses.accountId, accountId));
    if (kept >= MAX_ADDRESSES) {
      refuseFields({ type: format(accountMessages.addressLimit, { limit: MAX_ADDRESSES }) });
    }
    const [row] = await tx
      .insert(addresses)
      .values({ ...values(body), accountId })
      .returning(columns);
    return row!;
  });
}

/** A change names at least one field. */
export const addressPatchEmpty = 'Zadejte aspoň jeden údaj adresy, který se má změnit.';

/**
 * Changes one of the customer's own addresses: the fields given replace theirs, and the address
 * that results is checked as a whole. Another customer's address is not found.
 */
export async function updateAddress(
  db: Db,
  accountId: number,
  id: number,
  change: AddressPatchBody,
  countries: ReadonlySet<string>,
): Promise<Address> {
  const given = Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined));
  if (Object.keys(given).length === 0) refuseFields({ body: addressPatchEmpty });
  return db.transaction(async (tx) => {
    const [saved] = await tx
      .select(columns)
      .from(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.accountId, accountId)))
      .for('update');
    if (!saved) throw notFound('id');
    const body: AddressBody = {
      type: saved.type,
      name: saved.name,
      businessName: saved.businessName ?? '',
      street: saved.street,
      city: saved.city,
      postcode: saved.postcode,
      country_code: saved.country_code,
      phone: saved.phone ?? '',
      ...given,
    };
    refuseAddress(body, countries);
    const [row] = await tx.update(addresses).set(values(body)).where(eq(addresses.id, id)).returning(columns);
    return row!;
  });
}

export async function deleteAddress(db: Db, accountId: number, id: number): Promise<void> {
  const gone = await db
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.accountId, accountId)))
    .returning({ id: addresses.id });
  if (gone.length === 0) throw notFound('id');
}
