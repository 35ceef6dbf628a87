import { sql } from 'drizzle-orm';
import { adminCuratedGuideContent, groupTags, itemTags } from '@shop/contract';
import { checkedBlocks } from '../content-blocks/admin-blocks.ts';
import {
  bodyText,
  storedText,
  type ContentDefinition,
  refuseDelete,
  byPublishedAt,
} from '../../publishing/index.ts';
import { pages, curatedGuides } from '../tables.ts';
import { pagesShowingGuide } from './update.ts';

type Row = typeof curatedGuides.$inferSelect;
type Body = (typeof adminCuratedGuideContent)['_output'];

export const curatedGuideContent: ContentDefinition<Body> = {
  type: 'curated-guides',
  objectType: 'curated_guide',
  table: curatedGuides,
  id: curatedGuides.id,
  titleColumn: curatedGuides.title,
  metaEntity: 'curated_guide',
  preview: 'curated_guide',
  body: adminCuratedGuideContent,
  publication: byPublishedAt(curatedGuides.publishedAt),
  async values(tx, body) {
    return {
      title: storedText(body.title, 'title'),
      subtitle: storedText(body.subtitle, 'subtitle', { optional: true }),
      perex: storedText(body.perex, 'perex', { optional: true }),
      ...(body.image !== undefined ? { image: body.image || null } : {}),
      ...(body.weight !== undefined ? { weight: body.weight } : {}),
      ...(await checkedBlocks(tx, body.content_blocks)),
    };
  },
  fields(raw) {
    const row = raw as unknown as Row;
    return {
      title: bodyText(row.title),
      subtitle: bodyText(row.subtitle),
      perex: bodyText(row.perex),
      image: row.image,
      weight: row.weight,
      content_blocks: row.contentBlocks,
    };
  },
  translatedTexts: (raw) => [
    (raw as unknown as Row).title,
    (raw as unknown as Row).subtitle,
    (raw as unknown as Row).perex,
  ],
  tags: async (db, row, slugs) => [
    groupTags.curatedGuides,
    ...slugs.map((slug) => itemTags.curatedGuide(slug)),
    // Content pages with a guides block show its title, perex and picture.
    ...(await pagesShowingGuide(db as never, row.id)).map((slug) => itemTags.page(slug)),
  ],
  // A guide a page's block lists stays until the block no longer does.
  async beforeDelete(tx, row) {
    const [used] = await tx
      .select({ id: pages.id })
      .from(pages)
      .where(
        sql`${pages.contentBlocks} @> ${JSON.stringify([{ type: 'curated_guides', guide_ids: [row.id] }])}::jsonb`,
      )
      .limit(1);
    if (used) throw refuseDelete(`Průvodce je uveden na stránce č. ${used.id}; nejdřív ho z ní odeberte.`);
  },
};
