import { adminInfoBoxContent, groupTags } from '@shop/contract';
import { bodyText, storedHtml, type ContentDefinition, byPublishedAt } from '../../publishing/index.ts';
import { infoBoxes } from '../tables.ts';

type Row = typeof infoBoxes.$inferSelect;
type Body = (typeof adminInfoBoxContent)['_output'];

/** The home page's info boxes: a coloured HTML notice, shown in order while published. */
export const infoBoxContent: ContentDefinition<Body> = {
  type: 'info-boxes',
  objectType: 'info_box',
  table: infoBoxes,
  id: infoBoxes.id,
  titleColumn: infoBoxes.text,
  metaEntity: null,
  body: adminInfoBoxContent,
  publication: byPublishedAt(infoBoxes.publishedAt),
  async values(_tx, body) {
    return {
      text: storedHtml(body.text, 'text'),
      ...(body.box_color ? { boxColor: body.box_color } : {}),
      ...(body.order !== undefined ? { order: body.order } : {}),
    };
  },
  fields(raw) {
    const row = raw as unknown as Row;
    return { text: bodyText(row.text), box_color: row.boxColor, order: row.order };
  },
  translatedTexts: (raw) => [(raw as unknown as Row).text],
  tags: async () => [groupTags.banners],
};
