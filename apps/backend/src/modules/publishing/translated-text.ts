import type { Locale } from '@shop/contract';
import type { Translated } from '../../db/columns.ts';

/** A required translated text (it always has its Czech original) with one locale set; undefined: unchanged. */
export function withTranslation(current: Translated, locale: Locale, value: string | undefined): Translated {
  if (value === undefined) return current;
  return { ...current, [locale]: value };
}

/**
 * An optional translated text with one locale set (a string) or cleared (null); undefined: unchanged.
 * Clearing the Czech text clears the whole text, since the other languages fall back to Czech; a
 * first translation without a Czech original also becomes the Czech text, to have a fallback.
 */
export function withOptionalTranslation(
  current: Translated | null,
  locale: Locale,
  value: string | null | undefined,
): Translated | null {
  if (value === undefined) return current;
  if (value === null) {
    if (locale === 'cs' || !current) return null;
    const next: Translated = { ...current };
    delete next[locale];
    return next;
  }
  return current ? { ...current, [locale]: value } : { cs: value, [locale]: value };
}
