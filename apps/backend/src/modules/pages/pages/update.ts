import { eq } from 'drizzle-orm';
import type { AdminPageBody } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import type { Translated } from '../../../db/columns.ts';
import { refuseFields } from '../../../http/errors.ts';
import { translate } from '../../../http/locale.ts';
import { cleanHtml } from '../../../http/sanitize-html.ts';
import {
  adminRefusals,
  getPageMetas,
  slugsOf,
  writePageMeta,
  withOptionalTranslation,
  withTranslation,
} from '../../publishing/index.ts';
import { checkContentBlocks } from '../content-blocks/check.ts';
import { pages, type ContactBox } from '../tables.ts';

/** The page as changed, and every slug it had or has (its cached pages). */
export interface UpdatedPage {
  id: number;
  kind: 'page' | 'content_page';
  slug: string | null;
  title: string;
  content: string;
  blockCount: number;
  slugs: string[];
  /** A slug was added or changed: the URL rewrites to the page answer another one. */
  slugChanged: boolean;
}

/** A translated text with one locale set; a first translation also stands in for Czech. */
const inLocale = (
  current: Translated | undefined,
  locale: AdminPageBody['locale'],
  value: string,
): Translated => withOptionalTranslation(current ?? null, locale, value) ?? { cs: value };

/**
 * Changes a text or content page: one locale of its title, content, contact box and meta, and its
 * kind, blocks and layout as a whole. Null when there is no such page; refuses bad values (422).
 */
export async function updatePage(db: Db, id: number, input: AdminPageBody): Promise<UpdatedPage | null> {
  const { locale } = input;
  const checked = input.content_blocks ? await checkContentBlocks(db, input.content_blocks) : null;
  refuseFields({
    title: input.title === '' ? adminRefusals.required : undefined,
    blocks_per_page:
      input.blocks_per_page !== undefined && input.blocks_per_page !== null && input.blocks_per_page < 1
        ? adminRefusals.positive
        : undefined,
    'contact_box.title': input.contact_box?.title === '' ? adminRefusals.required : undefined,
    ...checked?.errors,
  });
  const before = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(pages).where(eq(pages.id, id)).for('update');
    if (!row) return null;
    const slugs = await slugsOf(tx, 'page', id);
    let contactBox: ContactBox | null = row.contactBox;
    if (input.contact_box === null) contactBox = null;
    else if (input.contact_box) {
      contactBox = {
        title: inLocale(row.contactBox?.title, locale, input.contact_box.title),
        description: inLocale(row.contactBox?.description, locale, input.contact_box.description),
        showButton: input.contact_box.show_button,
      };
    }
    await tx
      .update(pages)
      .set({
        title: withTranslation(row.title, locale, input.title),
        content: withTranslation(row.content, locale, input.content),
        kind: input.kind ?? row.kind,
        customMenuCode:
          input.custom_menu_code === undefined ? row.customMenuCode : input.custom_menu_code || null,
        contentBlocks: checked ? checked.blocks : row.contentBlocks,
        blocksPerPage: input.blocks_per_page === undefined ? row.blocksPerPage : input.blocks_per_page,
        backgroundImage:
          input.background_image === undefined ? row.backgroundImage : input.background_image || null,
        contactBox,
      })
      .where(eq(pages.id, id));
    await writePageMeta(tx, 'page', id, locale, input.meta);
    return slugs;
  });
  if (!before) return null;
  const [[row], metas, after] = await Promise.all([
    db.select().from(pages).where(eq(pages.id, id)),
    getPageMetas(db, 'page', [id], locale),
    slugsOf(db, 'page', id),
  ]);
  if (!row) return null;
  return {
    id,
    kind: row.kind,
    slug: metas.get(id)?.slug ?? null,
    title: translate(row.title, locale),
    content: cleanHtml(translate(row.content, locale)) ?? '',
    blockCount: row.contentBlocks.length,
    slugs: [...new Set([...before, ...after])],
    slugChanged: before.length !== after.length || before.some((slug) => !after.includes(slug)),
  };
}
