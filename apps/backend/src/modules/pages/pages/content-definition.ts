import { adminPageContent, groupTags, itemTags } from '@shop/contract';
import { checkedBlocks } from '../content-blocks/admin-blocks.ts';
import {
  bodyText,
  storedHtml,
  storedText,
  type ContentDefinition,
  byPublishedAt,
} from '../../publishing/index.ts';
import { pages } from '../tables.ts';

type Row = typeof pages.$inferSelect;
type Body = (typeof adminPageContent)['_output'];

/** Text and content pages in the back office; URL rewrites to a page answer only while it is public. */
export const pageContent: ContentDefinition<Body> = {
  type: 'pages',
  objectType: 'page',
  table: pages,
  id: pages.id,
  titleColumn: pages.title,
  metaEntity: 'page',
  preview: 'page',
  body: adminPageContent,
  publication: byPublishedAt(pages.publishedAt),
  async values(tx, body) {
    return {
      title: storedText(body.title, 'title'),
      content: storedHtml(body.content, 'content', { optional: true }) ?? { cs: '' },
      ...(body.kind ? { kind: body.kind } : {}),
      ...(await checkedBlocks(tx, body.content_blocks)),
    };
  },
  fields(raw) {
    const row = raw as unknown as Row;
    return {
      title: bodyText(row.title),
      content: bodyText(row.content),
      kind: row.kind,
      content_blocks: row.contentBlocks,
    };
  },
  translatedTexts: (raw) => [(raw as unknown as Row).title, (raw as unknown as Row).content],
  tags: async (_db, _row, slugs) => [
    groupTags.pages,
    groupTags.urlRewrites,
    ...slugs.map((slug) => itemTags.page(slug)),
  ],
};
