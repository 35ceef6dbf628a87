import { adminInfomailContent, groupTags, itemTags } from '@shop/contract';
import {
  bodyText,
  storedHtml,
  storedText,
  type ContentDefinition,
  byPublishedAt,
} from '../../publishing/index.ts';
import { infomails } from '../tables.ts';

type Row = typeof infomails.$inferSelect;
type Body = (typeof adminInfomailContent)['_output'];

export const infomailContent: ContentDefinition<Body> = {
  type: 'infomails',
  objectType: 'infomail',
  table: infomails,
  id: infomails.id,
  titleColumn: infomails.title,
  metaEntity: 'infomail',
  body: adminInfomailContent,
  publication: byPublishedAt(infomails.publishedAt),
  async values(_tx, body) {
    return {
      title: storedText(body.title, 'title'),
      sentAt: new Date(body.sent_at),
      ...(body.content !== undefined
        ? { content: storedHtml(body.content, 'content', { optional: true }) }
        : {}),
    };
  },
  fields(raw) {
    const row = raw as unknown as Row;
    return { title: bodyText(row.title), sent_at: row.sentAt.toISOString(), content: bodyText(row.content) };
  },
  translatedTexts: (raw) => [(raw as unknown as Row).title, (raw as unknown as Row).content],
  tags: async (_db, _row, slugs) => [groupTags.infomails, ...slugs.map((slug) => itemTags.infomail(slug))],
};
