import { desc, asc, inArray } from 'drizzle-orm';
import type { Locale, StoreBranch } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { translate } from '../../../http/locale.ts';
import { branches } from '../tables.ts';

/** The shop's own branches (personal pick-up), all or by ids, heaviest first. */
export async function listBranches(
  db: Db,
  ids: number[] | undefined,
  locale: Locale,
): Promise<StoreBranch[]> {
  const query = db.select().from(branches);
  const rows = await (ids ? query.where(inArray(branches.id, ids.length ? ids : [0])) : query).orderBy(
    desc(branches.weight),
    asc(branches.id),
  );
  return rows.map((b) => ({
    id: b.id,
    slug: b.slug,
    title: b.title,
    address: { street: b.street, city: b.city, postcode: b.postcode, countryCode: b.countryCode },
    latitude: b.latitude,
    longitude: b.longitude,
    warehouseId: b.warehouseId,
    openingHours: b.openingHours,
    phone: b.phone,
    email: b.email,
    description: translate(b.description, locale),
    payWithCard: b.payWithCard,
    region: b.region,
    weight: b.weight,
  }));
}
