import { z } from 'zod';
import { contentBlock, infoBoxColors } from './content-blocks.ts';
import { currencyCodes } from './headers.ts';

/**
 * The back office's content editing (/api/admin/v1/content/{type}, permission content): list,
 * read, create, change, delete and publish the shop's articles, text pages, curated guides, FAQ,
 * glossary, infomails and info boxes. Texts come in every language at once ({ cs, sk?, de? });
 * Czech is required and the storefront falls back to it. HTML is sanitised on write. Slugs and SEO
 * texts are per language (page_meta). Content blocks are checked by the CMS (422, Czech titles).
 */

export const adminContentTypes = [
  'articles',
  'pages',
  'curated-guides',
  'faq',
  'glossary',
  'infomails',
  'info-boxes',
  /** Listed, read and published here; edited by PUT /api/admin/v1/branches/{id}. */
  'branches',
] as const;
export type AdminContentType = (typeof adminContentTypes)[number];

export const contentLocales = ['cs', 'sk', 'de'] as const;
export type ContentLocale = (typeof contentLocales)[number];

/** Draft (no publishing time), scheduled (a time ahead) or published (a time that has come). */
export const publicationStates = ['draft', 'scheduled', 'published'] as const;
export type PublicationState = (typeof publicationStates)[number];

/** A line of text in every language; an empty translation means "not translated". */
export const contentText = (max: number) =>
  z
    .object({
      cs: z.string().trim().max(max),
      sk: z.string().trim().max(max).optional(),
      de: z.string().trim().max(max).optional(),
    })
    .strict();
/** HTML in every language (sanitised by the server on write). */
export const contentHtml = (max: number) =>
  z
    .object({
      cs: z.string().max(max),
      sk: z.string().max(max).optional(),
      de: z.string().max(max).optional(),
    })
    .strict();

/** The slug and SEO texts of one language. */
export const adminContentMeta = z
  .object({
    slug: z.string().trim().max(200),
    seo_title: z.string().trim().max(300).nullable().optional(),
    seo_description: z.string().trim().max(1_000).nullable().optional(),
  })
  .strict();
export type AdminContentMeta = z.infer<typeof adminContentMeta>;
export const adminContentMetas = z
  .object({
    cs: adminContentMeta.optional(),
    sk: adminContentMeta.optional(),
    de: adminContentMeta.optional(),
  })
  .strict();
export type AdminContentMetas = z.infer<typeof adminContentMetas>;

const mediaPath = z.string().trim().max(500).nullable().optional();
/** Content blocks as stored: `type` and that type's fields, texts in every language. */
const contentBlocks = z.array(z.record(z.string(), z.unknown())).max(200);
const id = z.coerce.number().int().positive().max(2_147_483_647);

// --- the types' fields (create and change take the same body) ------------------------------------

export const adminArticleContent = z
  .object({
    title: contentText(300),
    short_title: contentText(300).optional(),
    perex: contentText(2_000).optional(),
    content: contentHtml(200_000),
    content_blocks: contentBlocks.optional(),
    image: mediaPath,
    image_alt: contentText(300).optional(),
    category_id: id.nullable().optional(),
    author_id: id.nullable().optional(),
    meta: adminContentMetas.optional(),
  })
  .strict();

export const adminPageContent = z
  .object({
    title: contentText(300),
    content: contentHtml(200_000),
    kind: z.enum(['page', 'content_page']).optional(),
    content_blocks: contentBlocks.optional(),
    meta: adminContentMetas.optional(),
  })
  .strict();

export const adminCuratedGuideContent = z
  .object({
    title: contentText(300),
    subtitle: contentText(300).optional(),
    perex: contentText(2_000).optional(),
    image: mediaPath,
    weight: z.number().int().min(-1_000_000).max(1_000_000).optional(),
    content_blocks: contentBlocks.optional(),
    meta: adminContentMetas.optional(),
  })
  .strict();

export const adminFaqContent = z
  .object({
    topic: contentText(300),
    question: contentText(1_000),
    answer: contentHtml(50_000),
    weight: z.number().int().min(-1_000_000).max(1_000_000).optional(),
  })
  .strict();

export const adminGlossaryContent = z
  .object({
    title: contentText(300),
    perex: contentText(2_000).optional(),
    description: contentHtml(100_000),
    meta: adminContentMetas.optional(),
  })
  .strict();

export const adminInfomailContent = z
  .object({
    title: contentText(300),
    sent_at: z.iso.datetime({ offset: true }),
    content: contentHtml(200_000).optional(),
    meta: adminContentMetas.optional(),
  })
  .strict();

export const adminInfoBoxContent = z
  .object({
    text: contentHtml(10_000),
    box_color: z.enum(infoBoxColors).optional(),
    order: z.number().int().min(-1_000_000).max(1_000_000).optional(),
  })
  .strict();

/** Every type's body, by type. */
export const adminContentBodies = {
  articles: adminArticleContent,
  pages: adminPageContent,
  'curated-guides': adminCuratedGuideContent,
  faq: adminFaqContent,
  glossary: adminGlossaryContent,
  infomails: adminInfomailContent,
  'info-boxes': adminInfoBoxContent,
} as const satisfies Partial<Record<AdminContentType, z.ZodType>>;

// --- answers -------------------------------------------------------------------------------------

const publication = {
  state: z.enum(publicationStates),
  /** When it is or will be public; null for a draft. */
  published_at: z.string().nullable(),
};

/** A row of a list: its title in Czech, its state and which translations it lacks. */
export const adminContentListItem = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The Czech slug, where the type has addresses. */
  slug: z.string().nullable(),
  ...publication,
  missing_translations: z.array(z.enum(contentLocales)),
});
export type AdminContentListItem = z.infer<typeof adminContentListItem>;
export const adminContentList = z.object({ data: z.array(adminContentListItem), total: z.number().int() });

export const adminContentListQuery = z.object({
  q: z.string().trim().max(200).optional(),
  state: z.enum(publicationStates).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(200).default(25),
});

/** One item: the type's fields as the body has them, with its id, state and missing translations. */
export const adminContentRecord = z
  .object({
    id: z.number().int(),
    ...publication,
    missing_translations: z.array(z.enum(contentLocales)),
    /** The cache tags the storefront was told about (after a change). */
    revalidated: z.array(z.string()).optional(),
  })
  .catchall(z.unknown());
export type AdminContentRecord = z.infer<typeof adminContentRecord>;

/** Publish now (no `at`, or a time that has come), schedule (a time ahead), or take back to a draft. */
export const adminPublicationBody = z
  .object({
    action: z.enum(['publish', 'unpublish']),
    at: z.iso.datetime({ offset: true }).optional(),
  })
  .strict();
export type AdminPublicationBody = z.infer<typeof adminPublicationBody>;

// --- draft preview -------------------------------------------------------------------------------

/** The types a draft of which the storefront can show before it is published. */
export const previewTypes = ['article', 'page', 'curated_guide'] as const;
export type PreviewType = (typeof previewTypes)[number];

/** A short-lived link to the draft on the storefront. */
export const adminPreviewLink = z.object({
  token: z.string(),
  expires_at: z.string(),
  /** The storefront path with the token, e.g. /nahled/clanek/12?token=… */
  path: z.string(),
  /** The whole address on the storefront. */
  url: z.string(),
});

/** The storefront's preview call: GET /api/v1/content-preview/{type}/{id}?token=…&lang=cs */
export const contentPreviewQuery = z.object({
  token: z.string().max(500),
  lang: z.enum(contentLocales).default('cs'),
  /** The currency of the product boxes' prices in the blocks. */
  currency: z.enum(currencyCodes).default('CZK'),
});

/** A draft as the storefront renders it (sanitised HTML, texts in the language asked). */
export const contentPreview = z.object({
  type: z.enum(previewTypes),
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string().nullable(),
  perex: z.string().nullable(),
  /** Sanitised HTML. */
  content: z.string(),
  image: z.object({ path: z.string(), alt: z.string() }).nullable(),
  state: z.enum(publicationStates),
  published_at: z.string().nullable(),
  /** The draft's content blocks as its public page shows them. */
  content_blocks: z.array(contentBlock),
});
export type ContentPreview = z.infer<typeof contentPreview>;

/** The storefront path of a type's preview page. */
export const previewPaths: Record<PreviewType, string> = {
  article: '/nahled/clanek',
  page: '/nahled/stranka',
  curated_guide: '/nahled/pruvodce',
};
