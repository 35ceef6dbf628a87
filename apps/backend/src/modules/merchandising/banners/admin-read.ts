import { asc, desc, eq } from 'drizzle-orm';
import type { AdminWideBanner, WideBannerState } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { bodyText } from '../../publishing/index.ts';
import { wideBanners } from '../tables.ts';

type Row = typeof wideBanners.$inferSelect;

/**
 * Where a banner stands at `now`: switched off, its window ahead (scheduled), past (ended), or on
 * the home page. A time-limited one shows strictly between its start and end.
 */
export function wideBannerState(row: Row, now: Date): WideBannerState {
  if (!row.enabled) return 'off';
  if (!row.timeLimited) return 'shown';
  if (!row.timeLimitStart || now <= row.timeLimitStart) return 'scheduled';
  if (!row.timeLimitEnd || now >= row.timeLimitEnd) return 'ended';
  return 'shown';
}

const present = (row: Row, now: Date): AdminWideBanner => ({
  id: row.id,
  title: bodyText(row.title),
  text_1: bodyText(row.text1),
  text_2: bodyText(row.text2),
  button_text: bodyText(row.buttonText),
  url: row.url,
  main_image: row.mainImage,
  weight: row.weight,
  enabled: row.enabled,
  time_limited: row.timeLimited,
  time_limit_start: row.timeLimitStart?.toISOString() ?? null,
  time_limit_end: row.timeLimitEnd?.toISOString() ?? null,
  item_id: row.itemId,
  item_name: row.itemName,
  state: wideBannerState(row, now),
});

/** Every wide banner, heaviest first as the home page orders them, whatever its state. */
export async function listAdminWideBanners(db: Db, now: Date): Promise<AdminWideBanner[]> {
  const rows = await db.select().from(wideBanners).orderBy(desc(wideBanners.weight), asc(wideBanners.id));
  return rows.map((row) => present(row, now));
}

/** One banner with its texts in every language; null when there is none. */
export async function readAdminWideBanner(db: Db, id: number, now: Date): Promise<AdminWideBanner | null> {
  const [row] = await db.select().from(wideBanners).where(eq(wideBanners.id, id));
  return row ? present(row, now) : null;
}
