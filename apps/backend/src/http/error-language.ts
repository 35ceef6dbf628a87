import type { FastifyInstance } from 'fastify';
import { defaultLocale, type ApiError, type Locale } from '@shop/contract';
import { RULE_TEXTS, format, type RuleText } from '@shop/rules';
import { errorTexts, type ErrorText } from './error-texts.ts';
import { requestLocale } from './locale.ts';

const PLACEHOLDER = /\{(\w+)\}/g;
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Entry {
  text: ErrorText;
  /** The Czech text with its placeholders as groups; null when it has none. */
  pattern: RegExp | null;
  names: string[];
}

function entryOf(text: ErrorText): Entry {
  const names = [...text.cs.matchAll(PLACEHOLDER)].map((m) => m[1]!);
  if (names.length === 0) return { text, pattern: null, names };
  const source = text.cs
    .split(PLACEHOLDER)
    .map((part, i) => (i % 2 === 1 ? '(.+?)' : escapeRegExp(part)))
    .join('');
  return { text, pattern: new RegExp(`^${source}$`, 'u'), names };
}

const byCode = new Map<string, Entry>(
  Object.entries(errorTexts).map(([code, text]) => [code, entryOf(text)]),
);
/**
 * A refusal whose code is the status's own (a field rule's message is `invalid`) is found by its
 * Czech text: among the codes' texts, then among all the rules' texts.
 */
const byCzech = new Map<string, Entry>();
const templates: Entry[] = [];
const ruleEntries = Object.values(RULE_TEXTS).flatMap((texts) =>
  Object.values(texts as Record<string, RuleText>).map(entryOf),
);
for (const entry of [...byCode.values(), ...ruleEntries]) {
  if (entry.pattern) templates.push(entry);
  else if (!byCzech.has(entry.text.cs)) byCzech.set(entry.text.cs, entry);
}

/** The entry's text in the locale, when the Czech title is that entry's text (its placeholders filled). */
function inLocale(entry: Entry | undefined, title: string, locale: Locale): string | null {
  if (!entry) return null;
  if (!entry.pattern) return entry.text.cs === title ? entry.text[locale] : null;
  const match = entry.pattern.exec(title);
  if (!match) return null;
  return format(entry.text[locale], Object.fromEntries(entry.names.map((name, i) => [name, match[i + 1]!])));
}

/**
 * A refusal's title in the locale: the catalogue's text of its code, or of its Czech text when the
 * code is one many texts share. A title the catalogue does not know stays Czech.
 */
export function errorTitle(code: string, title: string, locale: Locale): string {
  if (locale === defaultLocale) return title;
  return (
    inLocale(byCode.get(code), title, locale) ??
    inLocale(byCzech.get(title), title, locale) ??
    templates.reduce<string | null>((found, entry) => found ?? inLocale(entry, title, locale), null) ??
    title
  );
}

const isErrorBody = (payload: unknown): payload is { errors: ApiError[] } =>
  typeof payload === 'object' &&
  payload !== null &&
  Array.isArray((payload as { errors?: unknown }).errors) &&
  (payload as { errors: unknown[] }).errors.every(
    (e) => typeof e === 'object' && e !== null && typeof (e as ApiError).title === 'string',
  );

/** The back office speaks Czech; everything else answers shoppers. */
const isBackOffice = (url: string) => url.startsWith('/api/admin') || url.startsWith('/admin');

/**
 * Every 4xx and 5xx answer to a shopper carries its titles in the request's locale (`x-locale`),
 * whichever route or handler refused.
 */
export function answerErrorsInRequestLocale(app: FastifyInstance): void {
  app.addHook('preSerialization', async (req, reply, payload: unknown) => {
    if (reply.statusCode < 400 || isBackOffice(req.url) || !isErrorBody(payload)) return payload;
    const locale = requestLocale(req);
    if (locale === defaultLocale) return payload;
    return {
      ...payload,
      errors: payload.errors.map((e) => ({ ...e, title: errorTitle(e.code, e.title, locale) })),
    };
  });
}
