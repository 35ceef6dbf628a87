import { z } from 'zod';
import { pageMeta } from './page-meta.ts';

/**
 * CMS GraphQL queries of the help pages: the FAQ, the glossary, the infomails and the list of text
 * pages. The storefront sends exactly these documents; the backend's schema must answer them.
 * Every HTML field is sanitised by the backend. Link paths are storefront paths without the locale
 * prefix.
 */

const pageMetaFields = /* GraphQL */ `
    slug
    seo_title
    seo_description
    seo_keywords
    share_image
    meta_noindex
    meta_nofollow
    canonical_slugs {
      language
      slug
    }
`;

/** Most glossary terms one answer lists. */
export const GLOSSARY_TERMS_MAX = 1000;
/** Most infomails one answer lists. */
export const INFOMAILS_MAX = 100;

/** Storefront paths of the help pages (Czech, without locale prefix). */
export const helpPaths = {
  faq: '/nejcastejsi-dotazy',
  glossary: '/vykladovy-slovnik-pojmu',
  glossaryTerm: (slug: string) => `/vykladovy-slovnik-pojmu/${encodeURIComponent(slug)}`,
  infomails: '/infomail',
  infomail: (slug: string) => `/infomail/${encodeURIComponent(slug)}`,
  shoppingInfo: '/vse-o-nakupu',
  shoppingInfoPage: (slug: string) => `/vse-o-nakupu/${encodeURIComponent(slug)}`,
} as const;

// --- faq_entries ------------------------------------------------------------------------------------

export const faqEntriesQuery = /* GraphQL */ `
  query FaqEntries {
    faq_entries {
      topic
      entries {
        _id
        question
        answer
        weight
      }
    }
  }
`;
export const faqEntry = z.object({
  _id: z.string(),
  question: z.string(),
  /** Sanitised HTML. */
  answer: z.string(),
  weight: z.number().int(),
});
export type FaqEntry = z.infer<typeof faqEntry>;
/** A topic and its questions, heaviest first; topics in the order of their heaviest question. */
export const faqTopic = z.object({ topic: z.string(), entries: z.array(faqEntry) });
export type FaqTopic = z.infer<typeof faqTopic>;
export const faqEntriesResult = z.object({ data: z.object({ faq_entries: z.array(faqTopic) }) });

// --- glossary_terms, glossary_term(slug) ------------------------------------------------------------

export const glossaryTermsQuery = /* GraphQL */ `
  query GlossaryTerms($limit: Int) {
    glossary_terms(limit: $limit) {
      _id
      title
      perex
      page_meta {${pageMetaFields}}
    }
  }
`;
export const glossaryTermItem = z.object({
  _id: z.string(),
  title: z.string(),
  perex: z.string().nullable(),
  page_meta: pageMeta,
});
export type GlossaryTermItem = z.infer<typeof glossaryTermItem>;
export const glossaryTermsResult = z.object({
  data: z.object({ glossary_terms: z.array(glossaryTermItem) }),
});

export const glossaryTermQuery = /* GraphQL */ `
  query GlossaryTerm($slug: String!) {
    glossary_term(slug: $slug) {
      _id
      title
      perex
      description
      page_meta {${pageMetaFields}}
      categories {
        store_id
        title
        slug
        path
      }
      products {
        id
        name
        slug
        path
        image {
          path
          alt
        }
      }
      virtual_categories {
        _id
        title
        slug
        path
      }
      terms {
        _id
        title
        slug
        path
      }
    }
  }
`;
const linkedEntity = z.object({ _id: z.string(), title: z.string(), slug: z.string(), path: z.string() });
export const glossaryTerm = glossaryTermItem.extend({
  /** Sanitised HTML. */
  description: z.string(),
  /** Store categories (hidden ones left out), in the order the term lists them. */
  categories: z.array(
    z.object({ store_id: z.number().int(), title: z.string(), slug: z.string(), path: z.string() }),
  ),
  /** Visible products. */
  products: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      slug: z.string(),
      path: z.string(),
      image: z.object({ path: z.string(), alt: z.string() }).nullable(),
    }),
  ),
  virtual_categories: z.array(linkedEntity),
  /** Other glossary terms. */
  terms: z.array(linkedEntity),
});
export type GlossaryTerm = z.infer<typeof glossaryTerm>;
export const glossaryTermResult = z.object({ data: z.object({ glossary_term: glossaryTerm.nullable() }) });

// --- infomails, infomail(slug) ----------------------------------------------------------------------

export const infomailsQuery = /* GraphQL */ `
  query Infomails($skip: Int, $limit: Int) {
    infomails(skip: $skip, limit: $limit) {
      total
      items {
        _id
        title
        sent_at
        page_meta {${pageMetaFields}}
      }
    }
  }
`;
export const infomailItem = z.object({
  _id: z.string(),
  title: z.string(),
  /** ISO date-time the infomail went out. */
  sent_at: z.string(),
  page_meta: pageMeta,
});
export type InfomailItem = z.infer<typeof infomailItem>;
export const infomailsResult = z.object({
  data: z.object({ infomails: z.object({ total: z.number().int(), items: z.array(infomailItem) }) }),
});

export const infomailQuery = /* GraphQL */ `
  query Infomail($slug: String!) {
    infomail(slug: $slug) {
      _id
      title
      sent_at
      infomail_html
      content
      page_meta {${pageMetaFields}}
    }
  }
`;
export const infomail = infomailItem.extend({
  /** The e-mail as sent, sanitised HTML. */
  infomail_html: z.string().nullable(),
  /** Sanitised HTML. */
  content: z.string().nullable(),
});
export type Infomail = z.infer<typeof infomail>;
export const infomailResult = z.object({ data: z.object({ infomail: infomail.nullable() }) });

// --- pages -----------------------------------------------------------------------------------------

/** All pages that have page_meta (the others cannot be linked), optionally of one kind. */
export const pagesQuery = /* GraphQL */ `
  query Pages($kind: PagesKind) {
    pages(kind: $kind) {
      _id
      title
      kind
      page_meta {${pageMetaFields}}
    }
  }
`;
export const pageKind = z.enum(['page', 'content_page']);
export const pageListItem = z.object({
  _id: z.string(),
  title: z.string(),
  kind: pageKind,
  page_meta: pageMeta,
});
export type PageListItem = z.infer<typeof pageListItem>;
export const pagesResult = z.object({ data: z.object({ pages: z.array(pageListItem) }) });

// --- operator writes ------------------------------------------------------------------------------

/** PUT /api/admin/v1/glossary-terms/{id}: one locale of a term's texts. */
export const adminGlossaryTermBody = z
  .object({
    locale: z.enum(['cs', 'sk', 'de']),
    title: z.string().trim().min(1).max(300).optional(),
    /** null clears the locale's perex (Czech: the whole perex). */
    perex: z.string().trim().max(2_000).nullable().optional(),
    /** HTML; stored as written, served sanitised. */
    description: z.string().max(100_000).optional(),
  })
  .strict();
export type AdminGlossaryTermBody = z.infer<typeof adminGlossaryTermBody>;
export const adminGlossaryTermResponse = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  perex: z.string().nullable(),
  /** Sanitised HTML. */
  description: z.string(),
  /** The cache tags the storefront was told about. */
  revalidated: z.array(z.string()),
});

/** PUT /api/admin/v1/faq-entries/{id}: one locale of a question's texts, or its weight. */
export const adminFaqEntryBody = z
  .object({
    locale: z.enum(['cs', 'sk', 'de']),
    topic: z.string().trim().min(1).max(200).optional(),
    question: z.string().trim().min(1).max(500).optional(),
    /** HTML; stored as written, served sanitised. */
    answer: z.string().max(50_000).optional(),
    weight: z.number().int().min(-1_000_000).max(1_000_000).optional(),
  })
  .strict();
export type AdminFaqEntryBody = z.infer<typeof adminFaqEntryBody>;
export const adminFaqEntryResponse = z.object({
  _id: z.string(),
  topic: z.string(),
  question: z.string(),
  /** Sanitised HTML. */
  answer: z.string(),
  weight: z.number().int(),
  revalidated: z.array(z.string()),
});
