import { eq } from 'drizzle-orm';
import {
  infoBoxColors,
  type AdminInfoBoxBody,
  type AdminWideBannerBody,
  type AdminWideBannerCreateBody,
  type InfoBox,
} from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import type { Translated } from '../../../db/columns.ts';
import { refuseFields } from '../../../http/errors.ts';
import { translate } from '../../../http/locale.ts';
import { cleanHtml } from '../../../http/sanitize-html.ts';
import { adminRefusals, isLink, withOptionalTranslation, withTranslation } from '../../publishing/index.ts';
import { infoBoxes, wideBanners } from '../tables.ts';

type WideBannerRow = typeof wideBanners.$inferSelect;

/** A wide banner as the operator gets it back. */
export interface SavedWideBanner {
  id: number;
  title: string;
  enabled: boolean;
  weight: number;
  timeLimited: boolean;
  timeLimitStart: Date | null;
  timeLimitEnd: Date | null;
}

const saved = (row: WideBannerRow): SavedWideBanner => ({
  id: row.id,
  title: row.title.cs,
  enabled: row.enabled,
  weight: row.weight,
  timeLimited: row.timeLimited,
  timeLimitStart: row.timeLimitStart,
  timeLimitEnd: row.timeLimitEnd,
});

const date = (value: string | null | undefined, current: Date | null) =>
  value === undefined ? current : value === null ? null : new Date(value);
/** A blank or missing value is none. */
const orNull = (value: string | null | undefined): string | null => (value ? value : null);

/**
 * The time window: its end after its start, and a time-limited banner needs both (it shows only
 * strictly between them). The link must be a shop path or an http(s) address.
 */
function refuseBadBanner(
  b: {
    timeLimited: boolean;
    timeLimitStart: Date | null;
    timeLimitEnd: Date | null;
    url: string | null;
  },
  others: Record<string, string | undefined> = {},
): void {
  const { timeLimited, timeLimitStart: start, timeLimitEnd: end } = b;
  refuseFields({
    ...others,
    time_limit_start: timeLimited && !start ? adminRefusals.windowIncomplete : undefined,
    time_limit_end:
      timeLimited && !end
        ? adminRefusals.windowIncomplete
        : start && end && end <= start
          ? adminRefusals.endBeforeStart
          : undefined,
    url: b.url && !isLink(b.url) ? adminRefusals.link : undefined,
  });
}

/** A text in every language as stored: blank translations left out; a blank Czech text is none. */
function translated(value: { cs: string; sk?: string; de?: string } | null | undefined): Translated | null {
  if (!value || value.cs.trim() === '') return null;
  const out: Translated = { cs: value.cs.trim() };
  if (value.sk?.trim()) out.sk = value.sk.trim();
  if (value.de?.trim()) out.de = value.de.trim();
  return out;
}

/** POST: a new wide banner (its window and link checked, 422). */
export async function createWideBanner(db: Db, input: AdminWideBannerCreateBody): Promise<SavedWideBanner> {
  const title = translated(input.title);
  const values = {
    enabled: input.enabled ?? true,
    title: title ?? { cs: '' },
    text1: translated(input.text_1),
    text2: translated(input.text_2),
    buttonText: translated(input.button_text),
    mainImage: orNull(input.main_image),
    url: orNull(input.url),
    weight: input.weight ?? 0,
    timeLimited: input.time_limited ?? false,
    timeLimitStart: date(input.time_limit_start, null),
    timeLimitEnd: date(input.time_limit_end, null),
    itemId: orNull(input.item_id),
    itemName: orNull(input.item_name),
  };
  refuseBadBanner(values, { 'title.cs': title ? undefined : adminRefusals.required });
  const [row] = await db.insert(wideBanners).values(values).returning();
  return saved(row!);
}

/** PUT: one locale of a banner's texts and its other fields; null when there is no such banner. */
export async function updateWideBanner(
  db: Db,
  id: number,
  input: AdminWideBannerBody,
): Promise<SavedWideBanner | null> {
  const { locale } = input;
  refuseFields({ title: input.title === '' ? adminRefusals.required : undefined });
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(wideBanners).where(eq(wideBanners.id, id)).for('update');
    if (!row) return null;
    const text = (current: Translated | null, value: string | null | undefined) =>
      withOptionalTranslation(current, locale, value === undefined ? undefined : orNull(value));
    const next = {
      enabled: input.enabled ?? row.enabled,
      title: withTranslation(row.title, locale, input.title),
      text1: text(row.text1, input.text_1),
      text2: text(row.text2, input.text_2),
      buttonText: text(row.buttonText, input.button_text),
      mainImage: input.main_image === undefined ? row.mainImage : orNull(input.main_image),
      url: input.url === undefined ? row.url : orNull(input.url),
      weight: input.weight ?? row.weight,
      timeLimited: input.time_limited ?? row.timeLimited,
      timeLimitStart: date(input.time_limit_start, row.timeLimitStart),
      timeLimitEnd: date(input.time_limit_end, row.timeLimitEnd),
      itemId: input.item_id === undefined ? row.itemId : orNull(input.item_id),
      itemName: input.item_name === undefined ? row.itemName : orNull(input.item_name),
    };
    refuseBadBanner(next);
    const [updated] = await tx.update(wideBanners).set(next).where(eq(wideBanners.id, id)).returning();
    return updated ? saved(updated) : null;
  });
}

/** DELETE: true when the banner was there. */
export async function deleteWideBanner(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(wideBanners).where(eq(wideBanners.id, id)).returning({ id: wideBanners.id });
  return rows.length > 0;
}

/** PUT: one locale of an info box's text (HTML), its colour, order and switch; null when unknown. */
export async function updateInfoBox(
  db: Db,
  id: number,
  input: AdminInfoBoxBody,
): Promise<(Omit<InfoBox, '_id'> & { id: number; enabled: boolean }) | null> {
  refuseFields({
    text: input.text !== undefined && input.text.trim() === '' ? adminRefusals.required : undefined,
  });
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(infoBoxes).where(eq(infoBoxes.id, id)).for('update');
    if (!row) return null;
    const next = {
      text: withTranslation(row.text, input.locale, input.text),
      boxColor: input.box_color ?? row.boxColor,
      order: input.order ?? row.order,
      enabled: input.enabled ?? row.enabled,
    };
    await tx.update(infoBoxes).set(next).where(eq(infoBoxes.id, id));
    return {
      id,
      text: cleanHtml(translate(next.text, input.locale)) ?? '',
      box_color: (infoBoxColors as readonly string[]).includes(next.boxColor)
        ? (next.boxColor as InfoBox['box_color'])
        : 'info',
      order: next.order,
      enabled: next.enabled,
    };
  });
}
