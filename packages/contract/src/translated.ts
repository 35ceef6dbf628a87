import type { Locale } from './headers.ts';

/** A value in every locale: Czech is always there; Slovak and German where translated. */
export type Localized<T> = { cs: T } & Partial<Record<Locale, T>>;
/** A short text in every locale (names, labels, SEO strings). */
export type Translated = Localized<string>;

/** A translated value in the locale, falling back to Czech: the one place that rule is written. */
export function translate(text: Translated, locale: Locale): string;
/** A value some locales lack, Czech too (a picture's alternative text, a product's feed texts). */
export function translate<T>(text: Partial<Record<Locale, T>>, locale: Locale): T | undefined;
export function translate<T>(text: Partial<Record<Locale, T>>, locale: Locale): T | undefined {
  return text[locale] ?? text.cs;
}
