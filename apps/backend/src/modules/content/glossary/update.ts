import { eq } from 'drizzle-orm';
import { translate, type AdminGlossaryTermBody } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { cleanHtml } from '../../../http/sanitize-html.ts';
import { getPageMetas, withOptionalTranslation, withTranslation } from '../../publishing/index.ts';
import { glossaryTerms } from '../tables.ts';

/**
 * Writes one locale of a glossary term's texts (HTML stored as written, served sanitised). Null when
 * the term does not exist; otherwise the texts as served in that locale and the term's Czech slug.
 */
export async function updateGlossaryTerm(
  db: Db,
  id: number,
  input: AdminGlossaryTermBody,
): Promise<{
  id: number;
  slug: string | null;
  title: string;
  perex: string | null;
  description: string;
} | null> {
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(glossaryTerms).where(eq(glossaryTerms.id, id)).for('update');
    if (!row) return null;
    const next = {
      title: withTranslation(row.title, input.locale, input.title),
      perex: withOptionalTranslation(row.perex, input.locale, input.perex),
      description: withTranslation(row.description, input.locale, input.description),
    };
    await tx.update(glossaryTerms).set(next).where(eq(glossaryTerms.id, id));
    return next;
  });
  if (!updated) return null;
  const meta = (await getPageMetas(db, 'glossary_term', [id], 'cs')).get(id);
  return {
    id,
    slug: meta?.slug ?? null,
    title: translate(updated.title, input.locale),
    perex: updated.perex ? translate(updated.perex, input.locale) : null,
    description: cleanHtml(translate(updated.description, input.locale)) ?? '',
  };
}
