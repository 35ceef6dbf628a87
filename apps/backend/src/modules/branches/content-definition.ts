import { groupTags, itemTags } from '@shop/contract';
import { bodyText, type ContentDefinition, byPublishedAt } from '../publishing/index.ts';
import { branchContents } from './tables.ts';

type Row = typeof branchContents.$inferSelect;

/**
 * Branch pages in the back office's content list: listed, read and published here; their texts,
 * address, hours and people are changed by PUT /api/admin/v1/branches/{id}.
 */
export const branchContent: ContentDefinition = {
  type: 'branches',
  objectType: 'branch',
  table: branchContents,
  id: branchContents.id,
  titleColumn: branchContents.title,
  metaEntity: 'branch',
  publication: byPublishedAt(branchContents.publishedAt),
  fields(raw) {
    const row = raw as unknown as Row;
    return {
      title: bodyText(row.title),
      description: bodyText(row.description),
      street: row.street,
      city: row.city,
      postcode: row.postcode,
    };
  },
  translatedTexts: (raw) => [(raw as unknown as Row).title, (raw as unknown as Row).description],
  tags: async (_db, _row, slugs) => [groupTags.branches, ...slugs.map((slug) => itemTags.branch(slug))],
};
