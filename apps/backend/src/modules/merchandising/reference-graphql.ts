import type { CmsBrand, Colour, Material } from '@shop/contract';
import { getBrands } from './brands/service.ts';
import { getColours } from './colours/service.ts';
import { getMaterials } from './materials/service.ts';
import { builder, boundedList, Image, PageMetaType } from '../publishing/index.ts';

/** colour, brand(s) and material: the records the catalogue pages look up by id. */

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
}));
