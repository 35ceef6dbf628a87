import { asc, eq } from 'drizzle-orm';
import {
  personalDetailsErrors,
  validateDateOfBirth,
  validateFormalTitle,
  validateIcDph,
  zonedDateTime,
  type FormalTitle,
  type PersonalDetails,
} from '@shop/rules';
import type { CustomerCompany, UserCustomAttributes, UserPatchBody } from '@shop/contract';
import type { Db, Tx } from '../../db/client.ts';
import { refuseFields } from '../../http/errors.ts';
import { accounts, addresses } from './tables.ts';

/** What the customer keeps about themselves, as the user calls show it. */
export interface Profile {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  newsletter: boolean;
  business: CustomerCompany | null;
  variant: 'b2c' | 'b2b';
  groups: string[];
  attributes: { custom: UserCustomAttributes };
  /** Alpha-3 of the customer's billing address (the first saved one); null without one. */
  countryCode: string | null;
}

const profileColumns = {
  id: accounts.id,
  email: accounts.email,
  firstName: accounts.firstName,
  lastName: accounts.lastName,
  phone: accounts.phone,
  newsletter: accounts.newsletter,
  businessName: accounts.businessName,
  tin: accounts.tin,
  vatin: accounts.vatin,
  vatinsvk: accounts.vatinsvk,
  formalTitle: accounts.formalTitle,
  dateOfBirth: accounts.dateOfBirth,
  variant: accounts.variant,
  groups: accounts.groups,
};

type ProfileRow = Pick<typeof accounts.$inferSelect, keyof typeof profileColumns>;

function toProfile(row: ProfileRow, countryCode: string | null): Profile {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    newsletter: row.newsletter,
    business: row.businessName
      ? { businessName: row.businessName, tin: row.tin ?? '', vatin: row.vatin ?? '' }
      : null,
    variant: row.variant,
    groups: [...row.groups].sort(),
    attributes: {
      custom: { formalTitle: row.formalTitle, dateOfBirth: row.dateOfBirth, ICDPH: row.vatinsvk },
    },
    countryCode,
  };
}

/** The country of the first billing address the customer saved. */
async function billingCountry(db: Db | Tx, accountId: number): Promise<string | null> {
  const [row] = await db
    .select({ countryCode: addresses.countryCode })
    .from(addresses)
    .where(eq(addresses.accountId, accountId))
    .orderBy(asc(addresses.type), asc(addresses.id))
    .limit(1);
  return row?.countryCode ?? null;
}

export async function accountProfile(db: Db | Tx, accountId: number): Promise<Profile | null> {
  const [row] = await db.select(profileColumns).from(accounts).where(eq(accounts.id, accountId));
  return row ? toProfile(row, await billingCountry(db, accountId)) : null;
}

/** The form rules' view of the call's body. */
export function personalDetailsOf(body: UserPatchBody): PersonalDetails {
  return {
    firstName: body.firstName,
    lastName: body.lastName,
    phone: body.phone,
    isBusiness: body.business !== null,
    businessName: body.business?.businessName ?? '',
    tin: body.business?.tin ?? '',
    vatin: body.business?.vatin ?? '',
  };
}

/** The account columns of personal details: a company makes the customer a business one. */
export function personalColumns(body: Omit<UserPatchBody, 'attributes'>) {
  return {
    firstName: body.firstName,
    lastName: body.lastName,
    phone: body.phone || null,
    newsletter: body.newsletter,
    businessName: body.business?.businessName ?? null,
    tin: body.business?.tin || null,
    vatin: body.business?.vatin || null,
    variant: body.business ? ('b2b' as const) : ('b2c' as const),
  };
}

/**
 * The custom attributes given (an absent key stays, null or '' clears): title Mr or Mrs, a real
 * past birth date, a Slovak VAT id; with a message per wrong field.
 */
function customChange(custom: NonNullable<UserPatchBody['attributes']>['custom'] | undefined, today: string) {
  const given = (v: string | null | undefined) => (v === undefined ? undefined : (v ?? ''));
  const formalTitle = given(custom?.formalTitle);
  const dateOfBirth = given(custom?.dateOfBirth);
  const icdph = given(custom?.ICDPH)?.toUpperCase();
  const errors: Record<string, string | null> = {
    'attributes.custom.formalTitle': formalTitle === undefined ? null : validateFormalTitle(formalTitle),
    'attributes.custom.dateOfBirth':
      dateOfBirth === undefined ? null : validateDateOfBirth(dateOfBirth, today),
    'attributes.custom.ICDPH': icdph === undefined ? null : validateIcDph(icdph),
  };
  return {
    errors: Object.fromEntries(Object.entries(errors).filter(([, e]) => e)) as Record<string, string>,
    columns: {
      ...(formalTitle === undefined ? {} : { formalTitle: (formalTitle || null) as FormalTitle | null }),
      ...(dateOfBirth === undefined ? {} : { dateOfBirth: dateOfBirth || null }),
      ...(icdph === undefined ? {} : { vatinsvk: icdph || null }),
    },
  };
}

/** PATCH /api/v1/user: checks the details by the form rules (422 with every field) and saves them. */
export async function updateProfile(
  db: Db,
  accountId: number,
  body: UserPatchBody,
  now: Date = new Date(),
): Promise<Profile> {
  const custom = customChange(body.attributes?.custom, zonedDateTime(now).date);
  refuseFields({ ...personalDetailsErrors(personalDetailsOf(body)), ...custom.errors });
  const [row] = await db
    .update(accounts)
    .set({ ...personalColumns(body), ...custom.columns })
    .where(eq(accounts.id, accountId))
    .returning(profileColumns);
  return toProfile(row!, await billingCountry(db, accountId));
}
