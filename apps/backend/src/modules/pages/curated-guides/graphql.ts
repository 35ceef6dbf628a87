import type { CuratedGuide } from '@shop/contract';
import { ContentBlockType, CuratedGuideRefType } from '../content-blocks/graphql.ts';
import { builder, Image, PageMetaType } from '../../publishing/index.ts';
import { listCuratedGuideRefs } from './refs.ts';
import { getCuratedGuide } from './service.ts';

const CuratedGuideType = builder.objectRef<CuratedGuide>('CuratedGuide').implement({
  description: 'A curated guide (/pruvodce/{page_meta.slug}): advice blocks with their product lists',
  fields: (t) => ({
    _id: t.exposeString('_id'),
    title: t.exposeString('title'),
    subtitle: t.exposeString('subtitle', { nullable: true }),
    perex: t.exposeString('perex', { nullable: true }),
    image: t.field({ type: Image, nullable: true, resolve: (g) => g.image }),
    page_meta: t.field({ type: PageMetaType, resolve: (g) => g.page_meta }),
    content_blocks: t.field({ type: [ContentBlockType], resolve: (g) => g.content_blocks }),
  }),
});

builder.queryFields((t) => ({
  curated_guides: t.field({
    type: [CuratedGuideRefType],
    description: 'Curated guides with a slug, heaviest first',
    resolve: (_root, _args, ctx) => listCuratedGuideRefs(ctx.db, ctx.locale),
  }),
  curated_guide: t.field({
    type: CuratedGuideType,
    nullable: true,
    args: { slug: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) =>
      getCuratedGuide(ctx.db, args.slug.slice(0, 300), { locale: ctx.locale, currency: ctx.currency }),
  }),
}));
