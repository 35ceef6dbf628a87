import type { CmsBrand, CmsPage, Colour, ContactBox, Material } from '@shop/contract';
import { getBrands } from '../brands/service.ts';
import { getColours } from '../colours/service.ts';
import { getMaterials } from '../materials/service.ts';
import { getPage } from '../pages/service.ts';
import { builder } from './builder.ts';
import { boundedList } from './limits.ts';
import { Image, PageMetaType } from './types.ts';

/** colour, brand(s), material and page: the CMS records the catalogue pages look up by id or slug. */

const ColourImage = builder.objectRef<{ path: string }>('ColourImage').implement({
  fields: (t) => ({ path: t.exposeString('path') }),
});
const ColourType = builder.objectRef<Colour>('Colour').implement({
  description: 'Swatch of a colour parameter value (_id = parameter value id)',
  fields: (t) => ({
    _id: t.exposeInt('_id'),
    color_hex: t.exposeString('color_hex'),
    parameter_value_image: t.field({
      type: ColourImage,
      nullable: true,
      resolve: (c) => c.parameter_value_image,
    }),
  }),
});

const BrandType = builder.objectRef<CmsBrand>('Brand').implement({
  fields: (t) => ({
    _id: t.exposeInt('_id'),
    title: t.exposeString('title'),
    slug: t.exposeString('slug'),
    weight: t.exposeInt('weight'),
    description: t.exposeString('description', { nullable: true }),
    logo: t.field({ type: Image, nullable: true, resolve: (b) => b.logo }),
    page_meta: t.field({ type: PageMetaType, resolve: (b) => b.page_meta }),
  }),
});

const MaterialType = builder.objectRef<Material>('Material').implement({
  description: 'Care and lubricant compatibility of a material (_id = parameter value id)',
  fields: (t) => ({
    _id: t.exposeInt('_id'),
    title: t.exposeString('title'),
    material_hygiene: t.exposeString('material_hygiene', { nullable: true }),
    material_lubricants: t.exposeString('material_lubricants', { nullable: true }),
    description: t.exposeString('description', { nullable: true }),
  }),
});

const ContactBoxType = builder.objectRef<ContactBox>('ContactBox').implement({
  description: 'The box under a text page inviting the reader to get in touch',
  fields: (t) => ({
    title_frontend: t.exposeString('title_frontend'),
    description: t.exposeString('description', { description: 'Sanitised HTML' }),
    show_button: t.exposeBoolean('show_button', { description: 'Whether it links to the contact page' }),
  }),
});

export const PageType = builder.objectRef<CmsPage>('Page').implement({
  fields: (t) => ({
    _id: t.exposeString('_id'),
    title: t.exposeString('title'),
    content: t.exposeString('content', { description: 'Sanitised HTML' }),
    custom_menu_code: t.exposeString('custom_menu_code', { nullable: true }),
    contact_box: t.field({ type: ContactBoxType, nullable: true, resolve: (p) => p.contact_box }),
    page_meta: t.field({ type: PageMetaType, resolve: (p) => p.page_meta }),
  }),
});

builder.queryFields((t) => ({
  colour: t.field({
    type: [ColourType],
    args: { ids: t.arg.intList({ required: true }) },
    resolve: (_root, args, ctx) => getColours(ctx.db, boundedList('ids', args.ids)),
  }),
  brands: t.field({
    type: [BrandType],
    description: 'All brands, heaviest first',
    resolve: (_root, _args, ctx) => getBrands(ctx.db, ctx.locale),
  }),
  brand: t.field({
    type: [BrandType],
    args: { ids: t.arg.intList({ required: true }) },
    resolve: (_root, args, ctx) => getBrands(ctx.db, ctx.locale, boundedList('ids', args.ids)),
  }),
  material: t.field({
    type: [MaterialType],
    args: { ids: t.arg.intList({ required: true }) },
    resolve: (_root, args, ctx) => getMaterials(ctx.db, boundedList('ids', args.ids), ctx.locale),
  }),
  page: t.field({
    type: PageType,
    nullable: true,
    args: { slug: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => getPage(ctx.db, args.slug.slice(0, 300), ctx.locale),
  }),
}));
