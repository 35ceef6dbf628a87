import type { PageMeta } from '@shop/contract';
import { builder } from './builder.ts';

/** Types shared by several CMS entities. */

export const Image = builder.objectRef<{ path: string; alt: string }>('Image').implement({
  fields: (t) => ({ path: t.exposeString('path'), alt: t.exposeString('alt') }),
});

const CanonicalSlug = builder.objectRef<{ language: string; slug: string }>('CanonicalSlug').implement({
  fields: (t) => ({ language: t.exposeString('language'), slug: t.exposeString('slug') }),
});

export const PageMetaType = builder.objectRef<PageMeta>('PageMeta').implement({
  description: 'SEO data; canonical_slugs lists the slug in every language the entity exists in',
  fields: (t) => ({
    slug: t.exposeString('slug'),
    seo_title: t.exposeString('seo_title', { nullable: true }),
    seo_description: t.exposeString('seo_description', { nullable: true }),
    seo_keywords: t.exposeString('seo_keywords', { nullable: true }),
    share_image: t.exposeString('share_image', { nullable: true }),
    meta_noindex: t.exposeBoolean('meta_noindex'),
    meta_nofollow: t.exposeBoolean('meta_nofollow'),
    canonical_slugs: t.field({ type: [CanonicalSlug], resolve: (m) => m.canonical_slugs }),
  }),
});

export const ParameterSelectionType = builder
  .objectRef<{ entityId: number; values: number[] }>('ParameterSelection')
  .implement({
    description: 'A parameter (entityId) and the chosen values of it; values are alternatives',
    fields: (t) => ({
      entityId: t.exposeInt('entityId'),
      values: t.exposeIntList('values'),
    }),
  });
