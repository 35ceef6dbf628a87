import { eq } from 'drizzle-orm';
import type { AdminBranchCreateBody } from '@shop/contract';
import type { Tx } from '../../db/client.ts';
import { refuseFields } from '../../http/errors.ts';
import {
  deleteSlugs,
  storedText,
  refuseDelete,
  publicationState,
  slugsOf,
  writePageMeta,
} from '../publishing/index.ts';
import { branchContents } from './tables.ts';
import { addressRefusals } from './update.ts';

/**
 * A new branch page: a draft (on no page until it is published) with its name in every language,
 * its address and place, and its Czech page address. Bad values refused (422).
 */
export async function createBranch(tx: Tx, input: AdminBranchCreateBody): Promise<{ id: number }> {
  refuseFields(addressRefusals(input));
  const title = storedText(input.title, 'title')!;
  const [row] = await tx
    .insert(branchContents)
    .values({
      publishedAt: null,
      title,
      street: input.street,
      city: input.city,
      postcode: input.postcode,
      countryCode: input.country_code,
      region: input.region,
      gpsLatitude: input.gps_latitude,
      gpsLongitude: input.gps_longitude,
    })
    .returning({ id: branchContents.id });
  await writePageMeta(tx, 'branch', row!.id, 'cs', input.meta);
  return row!;
}

/**
 * Deletes a branch page with its people and addresses. A page the store's pick-up place refers to
 * stays (409). Answers the slugs it had while it was public (its cached pages), or null when none.
 */
export async function deleteBranch(tx: Tx, id: number): Promise<{ publicSlugs: string[] } | null> {
  const [row] = await tx.select().from(branchContents).where(eq(branchContents.id, id)).for('update');
  if (!row) return null;
  if (row.storeId !== null)
    throw refuseDelete(
      'Pobočku nelze smazat, patří k ní výdejní místo obchodu. Zrušte raději její zveřejnění.',
    );
  const slugs = await slugsOf(tx, 'branch', id);
  await tx.delete(branchContents).where(eq(branchContents.id, id));
  await deleteSlugs(tx, 'branch', id);
  return { publicSlugs: publicationState(row.publishedAt) === 'published' ? slugs : [] };
}
