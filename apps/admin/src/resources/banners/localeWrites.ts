import type { ContentLocale } from '@shop/contract';
import { ApiError } from '../../api/client';

/** A text in every language as the form holds it. */
export type FormText = { cs?: string; sk?: string; de?: string } | null | undefined;

export const translations = ['sk', 'de'] as const;

/** Whether a language's texts differ from what was read (only then is its change sent). */
export const localeChanged = (
  locale: ContentLocale,
  data: Record<string, unknown>,
  previous: Record<string, unknown> | undefined,
  sources: readonly string[],
) =>
  sources.some((source) => {
    const now = data[source] as FormText | FormText[];
    const before = previous?.[source] as FormText | FormText[];
    const pick = (v: FormText | FormText[]) =>
      Array.isArray(v) ? v.map((t) => t?.[locale] ?? '') : ((v as FormText)?.[locale] ?? '');
    return JSON.stringify(pick(now)) !== JSON.stringify(pick(before));
  });

/**
 * A refusal of one language's change with its fields named as the form has them: `title` of the
 * Slovak change is `title.sk`, its `meta.slug` is `meta.sk.slug`.
 */
export function inLocale(e: unknown, locale: ContentLocale, translated: readonly string[]): unknown {
  if (!(e instanceof ApiError)) return e;
  return new ApiError(
    e.status,
    e.errors.map((err) => {
      if (!err.field) return err;
      const [head = '', ...rest] = err.field.split('.');
      if (head === 'meta') return { ...err, field: `meta.${locale}.${rest.join('.')}` };
      if (rest.length === 0 && translated.includes(head)) return { ...err, field: `${head}.${locale}` };
      return err;
    }),
  );
}

/** The form's text of a language; a blank one as none. */
export const textIn = (value: FormText, locale: ContentLocale) => value?.[locale]?.trim() || null;
