import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { AdminContentType, ContentLocale, PreviewType, PublicationState } from '@shop/contract';
import type { Db, Tx } from '../../../db/client.ts';
import type { Translated } from '../../../db/columns.ts';
import { FieldsRefused } from '../../../http/errors.ts';
import { sanitizeRichText } from '../../../http/sanitize-html.ts';
import type { PageMetaEntity } from '../page-meta/service.ts';
import { adminRefusals } from './refusals.ts';

/** A row of a content table as the generic routes handle it. */
export type ContentRow = Record<string, unknown> & { id: number };

/** How a type stores its publication. */
export interface Publication {
  /** When the row is or will be public; null: a draft. */
  publishedAt(row: ContentRow): Date | null;
  /** The values that make it public from `at`, or a draft (null). */
  values(at: Date | null): Record<string, unknown>;
  /** Rows in a state, for the list's filter. */
  where(state: PublicationState): SQL;
}

/**
 * One content type for the back office's generic routes (list, read, create, change, delete,
 * publish): its table, how it is published, its body and how the body maps onto the row.
 */
export interface ContentDefinition<B extends Record<string, unknown> = Record<string, unknown>> {
  type: AdminContentType;
  /** The audit log's object type, also the action's prefix (`article.create`). */
  objectType: string;
  table: PgTable;
  id: AnyPgColumn;
  /** The translated column searched and shown in lists. */
  titleColumn: AnyPgColumn;
  publication: Publication;
  /** page_meta's entity type: the type has addresses and SEO texts per language. */
  metaEntity: PageMetaEntity | null;
  /** The body of create and change; a type without one is only listed, read and published here. */
  body?: z.ZodType<B>;
  /** The row's values of a body (texts cleaned, HTML sanitised); refuses bad values (422). */
  values?(tx: Tx, body: B, current: ContentRow | null): Promise<Record<string, unknown>>;
  /** Values a new row needs besides the body's (a draft's defaults). */
  newRow?: () => Record<string, unknown>;
  /** The body's fields of a row, as the editor shows them. */
  fields(row: ContentRow): Record<string, unknown>;
  /** Texts that should exist in every language (null ones are not counted). */
  translatedTexts(row: ContentRow): (Translated | null | undefined)[];
  /** The storefront's cache tags of the item, given its slugs in every language. */
  tags(db: Db | Tx, row: ContentRow, slugs: string[]): Promise<string[]>;
  /** Refuses (throws) deleting an item other content still refers to. */
  beforeDelete?(tx: Tx, row: ContentRow): Promise<void>;
  /** The storefront can preview a draft of the type. */
  preview?: PreviewType;
}

const LOCALES: readonly ContentLocale[] = ['cs', 'sk', 'de'];

/** A text in every language as stored: Czech required (unless `optional`), empty translations left out. */
export function storedText(
  value: { cs: string; sk?: string; de?: string } | undefined,
  field: string,
  options: { optional?: boolean } = {},
): Translated | null {
  if (value === undefined || (value.cs.trim() === '' && options.optional)) {
    if (options.optional) return null;
    throw new FieldsRefused({ [`${field}.cs`]: adminRefusals.required });
  }
  if (value.cs.trim() === '') throw new FieldsRefused({ [`${field}.cs`]: adminRefusals.required });
  const out: Translated = { cs: value.cs };
  for (const locale of ['sk', 'de'] as const) {
    const text = value[locale];
    if (text !== undefined && text.trim() !== '') out[locale] = text;
  }
  return out;
}

/** HTML in every language, sanitised by the storefront's rules before it is stored. */
export function storedHtml(
  value: { cs: string; sk?: string; de?: string } | undefined,
  field: string,
  options: { optional?: boolean } = {},
): Translated | null {
  if (value === undefined) return storedText(undefined, field, options);
  const clean = (html: string | undefined) => (html === undefined ? undefined : sanitizeRichText(html));
  return storedText({ cs: clean(value.cs)!, sk: clean(value.sk), de: clean(value.de) }, field, options);
}

/** A stored text as the body has it (an absent translation as an empty string). */
export const bodyText = (value: Translated | null | undefined) =>
  value ? { cs: value.cs, sk: value.sk ?? '', de: value.de ?? '' } : { cs: '', sk: '', de: '' };

/** The languages some text of the row (or its address) lacks. */
export function missingTranslations(
  texts: (Translated | null | undefined)[],
  metaLocales: ContentLocale[] | null,
): ContentLocale[] {
  return LOCALES.filter((locale) => {
    if (locale === 'cs') return false;
    if (metaLocales && !metaLocales.includes(locale)) return true;
    return texts.some((t) => t && t.cs.trim() !== '' && !(t[locale] ?? '').trim());
  });
}
