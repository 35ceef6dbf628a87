import { infoBoxColors, type InfoBox, type WideBanner } from '@shop/contract';
import { builder, Image } from '../../publishing/index.ts';
import { listInfoBoxes, listWideBanners } from './service.ts';

const WideBannerType = builder.objectRef<WideBanner>('WideBanner').implement({
  description: 'A wide banner of the home page',
  fields: (t) => ({
    _id: t.exposeString('_id'),
    title: t.exposeString('title'),
    text_1: t.exposeString('text_1', { nullable: true }),
    text_2: t.exposeString('text_2', { nullable: true }),
    button_text: t.exposeString('button_text', { nullable: true }),
    main_image: t.field({ type: Image, nullable: true, resolve: (b) => b.main_image }),
    url: t.exposeString('url', { nullable: true }),
    weight: t.exposeInt('weight'),
    time_limited: t.exposeBoolean('time_limited'),
    time_limit_start: t.exposeString('time_limit_start', { nullable: true }),
    time_limit_end: t.exposeString('time_limit_end', { nullable: true }),
    item_id: t.exposeString('item_id', { nullable: true }),
    item_name: t.exposeString('item_name', { nullable: true }),
  }),
});

const InfoBoxColor = builder.enumType('InfoBoxColor', { values: infoBoxColors });
const InfoBoxType = builder.objectRef<InfoBox>('InfoBox').implement({
  fields: (t) => ({
    _id: t.exposeString('_id'),
    box_color: t.field({ type: InfoBoxColor, resolve: (b) => b.box_color }),
    order: t.exposeInt('order'),
    text: t.exposeString('text', { description: 'Sanitised HTML' }),
  }),
});

builder.queryFields((t) => ({
  banner_wide: t.field({
    type: [WideBannerType],
    description:
      'Enabled wide banners, heaviest first; time-limited ones only strictly inside their interval',
    resolve: (_root, _args, ctx) => listWideBanners(ctx.db, ctx.locale, ctx.now),
  }),
  info_box: t.field({
    type: [InfoBoxType],
    description: 'Enabled info boxes in their order',
    resolve: (_root, _args, ctx) => listInfoBoxes(ctx.db, ctx.locale),
  }),
}));
