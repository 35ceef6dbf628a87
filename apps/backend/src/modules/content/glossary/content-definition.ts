import { adminGlossaryContent, groupTags, itemTags } from '@shop/contract';
import {
  bodyText,
  storedHtml,
  storedText,
  type ContentDefinition,
  byPublishedAt,
} from '../../publishing/index.ts';
import { glossaryTerms } from '../tables.ts';

type Row = typeof glossaryTerms.$inferSelect;
type Body = (typeof adminGlossaryContent)['_output'];

export const glossaryContent: ContentDefinition<Body> = {
  type: 'glossary',
  objectType: 'glossary_term',
  table: glossaryTerms,
  id: glossaryTerms.id,
  titleColumn: glossaryTerms.title,
  metaEntity: 'glossary_term',
  body: adminGlossaryContent,
  publication: byPublishedAt(glossaryTerms.publishedAt),
  async values(_tx, body) {
    return {
      title: storedText(body.title, 'title'),
      perex: storedText(body.perex, 'perex', { optional: true }),
      description: storedHtml(body.description, 'description'),
    };
  },
  fields(raw) {
    const row = raw as unknown as Row;
    return { title: bodyText(row.title), perex: bodyText(row.perex), description: bodyText(row.description) };
  },
  translatedTexts: (raw) => [(raw as unknown as Row).title, (raw as unknown as Row).description],
  // Other terms link to it by title: the group tag stales them too.
  tags: async (_db, _row, slugs) => [groupTags.glossary, ...slugs.map((slug) => itemTags.glossaryTerm(slug))],
};
