import {
  faqEntriesQuery,
  faqEntriesResult,
  glossaryTermQuery,
  glossaryTermResult,
  glossaryTermsQuery,
  glossaryTermsResult,
  groupTags,
  infomailQuery,
  infomailResult,
  infomailsQuery,
  infomailsResult,
  itemTags,
  pagesQuery,
  pagesResult,
  type FaqTopic,
  type GlossaryTerm,
  type GlossaryTermItem,
  type Infomail,
  type InfomailItem,
  type PageListItem,
} from '@shop/contract';
import { cacheLife, cacheTag } from 'next/cache';
import type { AppLocale } from '@/i18n/routing';
import { cmsGraphql } from './graphql';

/**
 * The help pages' CMS content (FAQ, glossary, infomails, the list of text pages): `'use cache'`
 * functions keyed by locale (and slug), tagged for revalidation. Errors are thrown, not cached;
 * an unknown slug is a cacheable null.
 */

/** faq_entries; tag `faq`. */
export async function getFaqTopics(locale: AppLocale): Promise<FaqTopic[]> {
  'use cache';
  cacheTag(groupTags.faq);
  cacheLife('hours');
  return (await cmsGraphql(locale, faqEntriesResult, faqEntriesQuery, 'FaqEntries')).data.faq_entries;
}

/** glossary_terms (all of them, alphabetically); tag `glossary`. */
export async function getGlossaryTerms(locale: AppLocale): Promise<GlossaryTermItem[]> {
  'use cache';
  cacheTag(groupTags.glossary);
  cacheLife('hours');
  return (await cmsGraphql(locale, glossaryTermsResult, glossaryTermsQuery, 'GlossaryTerms')).data
    .glossary_terms;
}

/** glossary_term(slug); tags `glossary` and `glossary-term:<slug>`. Null when there is no such term. */
export async function getGlossaryTerm(slug: string, locale: AppLocale): Promise<GlossaryTerm | null> {
  'use cache';
  cacheTag(groupTags.glossary, itemTags.glossaryTerm(slug));
  cacheLife('hours');
  return (await cmsGraphql(locale, glossaryTermResult, glossaryTermQuery, 'GlossaryTerm', { slug })).data
    .glossary_term;
}

/** infomails, newest first; tag `infomails`. */
export async function getInfomails(locale: AppLocale): Promise<InfomailItem[]> {
  'use cache';
  cacheTag(groupTags.infomails);
  cacheLife('hours');
  return (await cmsGraphql(locale, infomailsResult, infomailsQuery, 'Infomails')).data.infomails.items;
}

/** infomail(slug); tags `infomails` and `infomail:<slug>`. Null when there is no such infomail. */
export async function getInfomail(slug: string, locale: AppLocale): Promise<Infomail | null> {
  'use cache';
  cacheTag(groupTags.infomails, itemTags.infomail(slug));
  cacheLife('hours');
  return (await cmsGraphql(locale, infomailResult, infomailQuery, 'Infomail', { slug })).data.infomail;
}

/** pages of kind `page` (text pages) that have page_meta; tag `pages`. */
export async function getTextPages(locale: AppLocale): Promise<PageListItem[]> {
  'use cache';
  cacheTag(groupTags.pages);
  cacheLife('hours');
  return (await cmsGraphql(locale, pagesResult, pagesQuery, 'Pages', { kind: 'page' })).data.pages;
}
