import { z } from 'zod';
import { infoBoxColors } from './content-blocks.ts';
import { contentLocales, publicationStates } from './admin-content.ts';

/**
 * Operator writes of CMS content (/api/admin/v1, permission content): text pages and
 * content pages, branch pages, the home page's wide banners and info boxes, and curated guides.
 * The body's shape is checked first (400); its values by the content rules (422, one error per
 * field, named by its path in the body, e.g. `content_blocks.2.title.cs`). A field left out stays
 * as it is; null clears it. HTML is stored as written and served sanitised.
 */

const locale = z.enum(['cs', 'sk', 'de']);
/** A slug of a page address: lower-case letters and digits, words joined by hyphens. */
export const cmsSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A picture of the media library (its path under the originals) or null for none. */
const mediaPath = z.string().trim().max(500).nullable();
const html = (max: number) => z.string().max(max);
const line = (max: number) => z.string().trim().max(max);
/** A text in every language at once: Czech, which the others fall back to, and translations. */
export const adminTranslatedText = z
  .object({
    cs: z.string().max(5_000),
    sk: z.string().max(5_000).optional(),
    de: z.string().max(5_000).optional(),
  })
  .strict();
/** Content blocks as stored (`type` and its fields, texts in every language); checked by the CMS. */
const contentBlocks = z.array(z.record(z.string(), z.unknown())).max(200);
const revalidated = z.array(z.string()).describe('The cache tags the storefront was told about');

/** The locale's page_meta (SEO data); a locale without one needs a slug. */
export const adminPageMetaBody = z
  .object({
    slug: line(200).optional(),
    seo_title: line(300).nullable().optional(),
    seo_description: line(1_000).nullable().optional(),
    seo_keywords: line(500).nullable().optional(),
    share_image: mediaPath.optional(),
    meta_noindex: z.boolean().optional(),
    meta_nofollow: z.boolean().optional(),
  })
  .strict();
export type AdminPageMetaBody = z.infer<typeof adminPageMetaBody>;

// --- PUT /api/admin/v1/pages/{id} -------------------------------------------------------------------

/** One locale of a page's texts and meta; its kind, blocks and layout (language-neutral) as a whole. */
export const adminPageBody = z
  .object({
    locale,
    title: line(300).optional(),
    /** HTML. */
    content: html(200_000).optional(),
    kind: z.enum(['page', 'content_page']).optional(),
    custom_menu_code: line(100).nullable().optional(),
    /** Replaces every block; texts in every language. */
    content_blocks: contentBlocks.optional(),
    /** Blocks a page of a content page; null: all on one. */
    blocks_per_page: z.number().int().nullable().optional(),
    background_image: mediaPath.optional(),
    /** The contact box under the page in this locale; null removes it. */
    contact_box: z
      .object({ title: line(300), description: html(5_000), show_button: z.boolean() })
      .strict()
      .nullable()
      .optional(),
    meta: adminPageMetaBody.optional(),
  })
  .strict();
export type AdminPageBody = z.infer<typeof adminPageBody>;
export const adminPageResponse = z.object({
  _id: z.string(),
  kind: z.enum(['page', 'content_page']),
  /** The locale's slug. */
  slug: z.string().nullable(),
  title: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  content_blocks: z.number().int().describe('How many blocks the page has'),
  revalidated,
});

// --- PUT /api/admin/v1/branches/{id} ----------------------------------------------------------------

export const adminBranchEmployee = z
  .object({
    name: line(200),
    job_title: adminTranslatedText.nullable().optional(),
    email: line(300).nullable().optional(),
    phone: line(50).nullable().optional(),
    photo: mediaPath.optional(),
  })
  .strict();

/** One locale of a branch page's texts; address, place, hours, closure and people. */
export const adminBranchBody = z
  .object({
    locale,
    title: line(300).optional(),
    /** HTML. */
    description: html(50_000).nullable().optional(),
    /** HTML. */
    map_description: html(10_000).nullable().optional(),
    car_accessibility: line(2_000).nullable().optional(),
    public_transportation_accessibility: line(2_000).nullable().optional(),
    /** One line per day, Monday first, in this locale (other locales: as many lines as in Czech). */
    opening_hours: z.array(line(200)).max(20).optional(),
    /** The services offered, in this locale (other locales: as many as in Czech). */
    services: z.array(line(300)).max(50).optional(),
    street: line(300).optional(),
    city: line(200).optional(),
    postcode: line(20).optional(),
    /** ISO 3166-1 alpha-3 (CZE, SVK). */
    country_code: line(3).optional(),
    region: line(200).optional(),
    phone: line(50).nullable().optional(),
    email: line(300).nullable().optional(),
    gps_latitude: z.number().optional(),
    gps_longitude: z.number().optional(),
    google_map_link: line(2_000).nullable().optional(),
    review_link: line(2_000).nullable().optional(),
    main_image: mediaPath.optional(),
    images: z.array(z.string().trim().max(500)).max(50).optional(),
    pay_with_card: z.boolean().optional(),
    primary: z.boolean().optional(),
    weight: z.number().int().min(-1_000_000).max(1_000_000).optional(),
    /** ISO date-time; the branch is closed from then (until closed_to, or for good without it). */
    closed_from: z.iso.datetime({ offset: true }).nullable().optional(),
    closed_to: z.iso.datetime({ offset: true }).nullable().optional(),
    /** Replaces the whole list, in this order. */
    employees: z.array(adminBranchEmployee).max(100).optional(),
    meta: adminPageMetaBody.optional(),
  })
  .strict();
export type AdminBranchBody = z.infer<typeof adminBranchBody>;
export const adminBranchResponse = z.object({
  _id: z.string(),
  slug: z.string().nullable(),
  title: z.string(),
  /** Sanitised HTML. */
  description: z.string().nullable(),
  gps_latitude: z.number(),
  gps_longitude: z.number(),
  employees: z.number().int().describe('How many people the branch lists'),
  revalidated,
});

/** A text in every language as the back office reads it (an absent translation as ''). */
const adminTextOut = z.object({ cs: z.string(), sk: z.string(), de: z.string() });

/** POST: a new branch page, a draft with its name, address, place and Czech address of the page. */
export const adminBranchCreateBody = z
  .object({
    title: adminTranslatedText,
    street: line(300),
    city: line(200),
    postcode: line(20),
    /** ISO 3166-1 alpha-3 (CZE, SVK). */
    country_code: line(3),
    region: line(200),
    gps_latitude: z.number(),
    gps_longitude: z.number(),
    /** The Czech page_meta; its slug is required. */
    meta: adminPageMetaBody,
  })
  .strict();
export type AdminBranchCreateBody = z.infer<typeof adminBranchCreateBody>;

const adminMetaOut = z.object({
  slug: z.string(),
  seo_title: z.string().nullable(),
  seo_description: z.string().nullable(),
});

/** GET /api/admin/v1/branches/{id}: a branch page with every language, its people and publication. */
export const adminBranch = z.object({
  id: z.number().int(),
  state: z.enum(publicationStates),
  published_at: z.string().nullable(),
  missing_translations: z.array(z.enum(contentLocales)),
  /** The store's branch (pick-up place) the page belongs to; null for none. */
  store_id: z.number().int().nullable(),
  title: adminTextOut,
  /** HTML. */
  description: adminTextOut,
  /** HTML. */
  map_description: adminTextOut,
  car_accessibility: adminTextOut,
  public_transportation_accessibility: adminTextOut,
  /** One line per day, Monday first. */
  opening_hours: z.array(adminTextOut),
  services: z.array(adminTextOut),
  street: z.string(),
  city: z.string(),
  postcode: z.string(),
  country_code: z.string(),
  region: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  gps_latitude: z.number(),
  gps_longitude: z.number(),
  google_map_link: z.string().nullable(),
  review_link: z.string().nullable(),
  main_image: z.string().nullable(),
  images: z.array(z.string()),
  pay_with_card: z.boolean(),
  primary: z.boolean(),
  weight: z.number().int(),
  closed_from: z.string().nullable(),
  closed_to: z.string().nullable(),
  employees: z.array(
    z.object({
      name: z.string(),
      job_title: adminTextOut,
      email: z.string().nullable(),
      phone: z.string().nullable(),
      photo: z.string().nullable(),
    }),
  ),
  meta: z.object({ cs: adminMetaOut.optional(), sk: adminMetaOut.optional(), de: adminMetaOut.optional() }),
  revalidated: revalidated.optional(),
});
export type AdminBranch = z.infer<typeof adminBranch>;

// --- /api/admin/v1/wide-banners ---------------------------------------------------------------------

const bannerFields = {
  url: line(2_000).nullable().optional(),
  main_image: mediaPath.optional(),
  weight: z.number().int().min(-1_000_000).max(1_000_000).optional(),
  enabled: z.boolean().optional(),
  /** A time-limited banner shows only strictly between its start and end, both set. */
  time_limited: z.boolean().optional(),
  time_limit_start: z.iso.datetime({ offset: true }).nullable().optional(),
  time_limit_end: z.iso.datetime({ offset: true }).nullable().optional(),
  item_id: line(100).nullable().optional(),
  item_name: line(300).nullable().optional(),
};

/** POST: a new banner with its texts in every language. */
export const adminWideBannerCreateBody = z
  .object({
    title: adminTranslatedText,
    text_1: adminTranslatedText.nullable().optional(),
    text_2: adminTranslatedText.nullable().optional(),
    button_text: adminTranslatedText.nullable().optional(),
    ...bannerFields,
  })
  .strict();
export type AdminWideBannerCreateBody = z.infer<typeof adminWideBannerCreateBody>;

/** PUT: one locale of a banner's texts, and its link, picture, order, switch and time window. */
export const adminWideBannerBody = z
  .object({
    locale,
    title: line(300).optional(),
    text_1: line(1_000).nullable().optional(),
    text_2: line(1_000).nullable().optional(),
    button_text: line(100).nullable().optional(),
    ...bannerFields,
  })
  .strict();
export type AdminWideBannerBody = z.infer<typeof adminWideBannerBody>;
export const adminWideBannerResponse = z.object({
  _id: z.string(),
  /** Czech. */
  title: z.string(),
  enabled: z.boolean(),
  weight: z.number().int(),
  time_limited: z.boolean(),
  time_limit_start: z.string().nullable(),
  time_limit_end: z.string().nullable(),
  revalidated,
});
/** Off (switched off), scheduled (its window ahead), shown, or ended (its window past). */
export const wideBannerStates = ['off', 'scheduled', 'shown', 'ended'] as const;
export type WideBannerState = (typeof wideBannerStates)[number];

/** GET: a banner with its texts in every language and its state now. */
export const adminWideBanner = z.object({
  id: z.number().int(),
  title: adminTextOut,
  text_1: adminTextOut,
  text_2: adminTextOut,
  button_text: adminTextOut,
  url: z.string().nullable(),
  main_image: z.string().nullable(),
  weight: z.number().int(),
  enabled: z.boolean(),
  time_limited: z.boolean(),
  time_limit_start: z.string().nullable(),
  time_limit_end: z.string().nullable(),
  item_id: z.string().nullable(),
  item_name: z.string().nullable(),
  state: z.enum(wideBannerStates),
});
export type AdminWideBanner = z.infer<typeof adminWideBanner>;
/** Every banner, heaviest first (as the home page orders them). */
export const adminWideBannerList = z.object({ data: z.array(adminWideBanner), total: z.number().int() });
export const adminDeletedResponse = z.object({ _id: z.string(), revalidated });

// --- PUT /api/admin/v1/info-boxes/{id} --------------------------------------------------------------

export const adminInfoBoxBody = z
  .object({
    locale,
    /** HTML. */
    text: html(10_000).optional(),
    box_color: z.enum(infoBoxColors).optional(),
    order: z.number().int().min(-1_000_000).max(1_000_000).optional(),
    enabled: z.boolean().optional(),
  })
  .strict();
export type AdminInfoBoxBody = z.infer<typeof adminInfoBoxBody>;
export const adminInfoBoxResponse = z.object({
  _id: z.string(),
  /** Sanitised HTML in the locale. */
  text: z.string(),
  box_color: z.enum(infoBoxColors),
  order: z.number().int(),
  enabled: z.boolean(),
  revalidated,
});

// --- PUT /api/admin/v1/curated-guides/{id} ----------------------------------------------------------

/** One locale of a guide's texts and meta; its blocks with their product lists as a whole. */
export const adminCuratedGuideBody = z
  .object({
    locale,
    title: line(300).optional(),
    subtitle: line(500).nullable().optional(),
    perex: line(5_000).nullable().optional(),
    image: mediaPath.optional(),
    weight: z.number().int().min(-1_000_000).max(1_000_000).optional(),
    /** Replaces every block; products by their store ids, which must exist. */
    content_blocks: contentBlocks.optional(),
    meta: adminPageMetaBody.optional(),
  })
  .strict();
export type AdminCuratedGuideBody = z.infer<typeof adminCuratedGuideBody>;
export const adminCuratedGuideResponse = z.object({
  _id: z.string(),
  slug: z.string().nullable(),
  title: z.string(),
  subtitle: z.string().nullable(),
  perex: z.string().nullable(),
  content_blocks: z.number().int().describe('How many blocks the guide has'),
  revalidated,
});
