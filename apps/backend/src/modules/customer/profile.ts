import { eq } from 'drizzle-orm';
import { personalDetailsErrors, type PersonalDetails } from '@shop/rules';
import type { CustomerCompany, UserPatchBody } from '@shop/contract';
import type { Db, Tx } from '../../db/client.ts';
import { refuseFields } from '../../http/errors.ts';
import { accounts } from './tables.ts';

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
  variant: accounts.variant,
  groups: accounts.groups,
};

type ProfileRow = Pick<typeof accounts.$inferSelect, keyof typeof profileColumns>;

function toProfile(row: ProfileRow): Profile {
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
  };
}

export async function accountProfile(db: Db | Tx, accountId: number): Promise<Profile | null> {
  const [row] = await db.select(profileColumns).from(accounts).where(eq(accounts.id, accountId));
  return row ? toProfile(row) : null;
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
export function personalColumns(body: UserPatchBody) {
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

/** PATCH /api/v1/user: checks the details by the form rules (422 with every field) and saves them. */
export async function updateProfile(db: Db, accountId: number, body: UserPatchBody): Promise<Profile> {
  refuseFields(personalDetailsErrors(personalDetailsOf(body)));
  const [row] = await db
    .update(accounts)
    .set(personalColumns(body))
    .where(eq(accounts.id, accountId))
    .returning(profileColumns);
  return toProfile(row!);
}
