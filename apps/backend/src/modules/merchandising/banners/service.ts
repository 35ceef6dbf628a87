import { and, asc, desc, eq } from 'drizzle-orm';
import { infoBoxColors, type InfoBox, type Locale, type WideBanner } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { translate } from '../../../http/locale.ts';
import { cleanHtml } from '../../../http/sanitize-html.ts';
import { isWithinTimeLimit } from '../category-cms/rules.ts';
import { isPublished } from '../../publishing/index.ts';
import { infoBoxes, wideBanners } from '../tables.ts';

/**
 * banner_wide: enabled wide banners, heaviest first; a time-limited one only while `now` lies
 * strictly between its start and end, both set.
 */
export async function listWideBanners(db: Db, locale: Locale, now: Date): Promise<WideBanner[]> {
  const rows = await db
    .select()
    .from(wideBanners)
    .where(eq(wideBanners.enabled, true))
    .orderBy(desc(wideBanners.weight), asc(wideBanners.id));
  return rows
    .filter((b) => isWithinTimeLimit(b.timeLimited, b.timeLimitStart, b.timeLimitEnd, now))
    .map((b) => {
      const title = translate(b.title, locale);
      const text = (t: typeof b.text1) => (t ? translate(t, locale) : null);
      return {
        _id: String(b.id),
        title,
        text_1: text(b.text1),
        text_2: text(b.text2),
        button_text: text(b.buttonText),
        main_image: b.mainImage ? { path: b.mainImage, alt: title } : null,
        url: b.url,
        weight: b.weight,
        time_limited: b.timeLimited,
        time_limit_start: b.timeLimitStart?.toISOString() ?? null,
        time_limit_end: b.timeLimitEnd?.toISOString() ?? null,
        item_id: b.itemId,
        item_name: b.itemName,
      };
    });
}

const boxColor = (value: string): InfoBox['box_color'] =>
  (infoBoxColors as readonly string[]).includes(value) ? (value as InfoBox['box_color']) : 'info';

/** info_box: enabled info boxes in their order, text sanitised. */
export async function listInfoBoxes(db: Db, locale: Locale): Promise<InfoBox[]> {
  const rows = await db
    .select()
    .from(infoBoxes)
    .where(and(eq(infoBoxes.enabled, true), isPublished(infoBoxes.publishedAt)))
    .orderBy(asc(infoBoxes.order), asc(infoBoxes.id));
  return rows.map((b) => ({
    _id: String(b.id),
    box_color: boxColor(b.boxColor),
    order: b.order,
    text: cleanHtml(translate(b.text, locale)) ?? '',
  }));
}
