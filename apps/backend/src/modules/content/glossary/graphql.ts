import { GLOSSARY_TERMS_MAX, type GlossaryTerm, type GlossaryTermItem } from '@shop/contract';
import { createGraphQLError } from 'graphql-yoga';
import { builder, Image, PageMetaType } from '../../publishing/index.ts';
import { getGlossaryTerm, listGlossaryTerms } from './service.ts';

type T = GlossaryTerm;

const GlossaryCategoryLink = builder.objectRef<T['categories'][number]>('GlossaryCategoryLink').implement({
  description: 'A store category a glossary term refers to',
  fields: (t) => ({
    store_id: t.exposeInt('store_id'),
    title: t.exposeString('title'),
    slug: t.exposeString('slug'),
    path: t.exposeString('path', { description: 'Storefront path without locale prefix' }),
  }),
});

const GlossaryProductLink = builder.objectRef<T['products'][number]>('GlossaryProductLink').implement({
  description: 'A product a glossary term refers to',
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    slug: t.exposeString('slug'),
    path: t.exposeString('path', { description: 'Storefront path without locale prefix' }),
    image: t.field({ type: Image, nullable: true, resolve: (p) => p.image }),
  }),
});

const GlossaryEntityLink = builder.objectRef<T['terms'][number]>('GlossaryEntityLink').implement({
  description: 'A virtual category or another term a glossary term refers to',
  fields: (t) => ({
    _id: t.exposeString('_id'),
    title: t.exposeString('title'),
    slug: t.exposeString('slug'),
    path: t.exposeString('path', { description: 'Storefront path without locale prefix' }),
  }),
});

const GlossaryTermItemType = builder.objectRef<GlossaryTermItem>('GlossaryTermItem').implement({
  description: 'A glossary term as listed',
  fields: (t) => ({
    _id: t.exposeString('_id'),
    title: t.exposeString('title'),
    perex: t.exposeString('perex', { nullable: true }),
    page_meta: t.field({ type: PageMetaType, resolve: (g) => g.page_meta }),
  }),
});

const GlossaryTermType = builder.objectRef<GlossaryTerm>('GlossaryTerm').implement({
  description: 'A glossary term with its references resolved to link targets',
  fields: (t) => ({
    _id: t.exposeString('_id'),
    title: t.exposeString('title'),
    perex: t.exposeString('perex', { nullable: true }),
    description: t.exposeString('description', { description: 'Sanitised HTML' }),
    page_meta: t.field({ type: PageMetaType, resolve: (g) => g.page_meta }),
    categories: t.field({ type: [GlossaryCategoryLink], resolve: (g) => g.categories }),
    products: t.field({ type: [GlossaryProductLink], resolve: (g) => g.products }),
    virtual_categories: t.field({ type: [GlossaryEntityLink], resolve: (g) => g.virtual_categories }),
    terms: t.field({ type: [GlossaryEntityLink], resolve: (g) => g.terms }),
  }),
});

builder.queryFields((t) => ({
  glossary_terms: t.field({
    type: [GlossaryTermItemType],
    description: `Glossary terms alphabetically (the locale's collation), at most ${GLOSSARY_TERMS_MAX}`,
    args: { limit: t.arg.int({ required: false }) },
    resolve: (_root, args, ctx) => {
      const limit = args.limit ?? GLOSSARY_TERMS_MAX;
      if (limit < 0 || limit > GLOSSARY_TERMS_MAX) {
        throw createGraphQLError(`Argument limit: 0 to ${GLOSSARY_TERMS_MAX}`, {
          extensions: { code: 'BAD_USER_INPUT', field: 'limit', title: 'Neplatná hodnota' },
        });
      }
      return listGlossaryTerms(ctx.db, ctx.locale, limit);
    },
  }),
  glossary_term: t.field({
    type: GlossaryTermType,
    nullable: true,
    args: { slug: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => getGlossaryTerm(ctx.db, args.slug.slice(0, 300), ctx.locale),
  }),
}));
