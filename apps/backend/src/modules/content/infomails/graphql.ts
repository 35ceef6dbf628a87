import { INFOMAILS_MAX, type Infomail, type InfomailItem } from '@shop/contract';
import { createGraphQLError } from 'graphql-yoga';
import { builder, PageMetaType } from '../../publishing/index.ts';
import { getInfomail, listInfomails } from './service.ts';

const InfomailItemType = builder.objectRef<InfomailItem>('InfomailItem').implement({
  description: 'An infomail (the shop newsletter) as listed',
  fields: (t) => ({
    _id: t.exposeString('_id'),
    title: t.exposeString('title'),
    sent_at: t.exposeString('sent_at', { description: 'ISO date-time it went out' }),
    page_meta: t.field({ type: PageMetaType, resolve: (m) => m.page_meta }),
  }),
});

const InfomailPage = builder.objectRef<{ total: number; items: InfomailItem[] }>('InfomailPage').implement({
  fields: (t) => ({
    total: t.exposeInt('total'),
    items: t.field({ type: [InfomailItemType], resolve: (p) => p.items }),
  }),
});

const InfomailType = builder.objectRef<Infomail>('Infomail').implement({
  description: 'An infomail with the e-mail as sent',
  fields: (t) => ({
    _id: t.exposeString('_id'),
    title: t.exposeString('title'),
    sent_at: t.exposeString('sent_at', { description: 'ISO date-time it went out' }),
    infomail_html: t.exposeString('infomail_html', { nullable: true, description: 'Sanitised HTML' }),
    content: t.exposeString('content', { nullable: true, description: 'Sanitised HTML' }),
    page_meta: t.field({ type: PageMetaType, resolve: (m) => m.page_meta }),
  }),
});

const badInt = (field: string, max: number) =>
  createGraphQLError(`Argument ${field}: 0 to ${max}`, {
    extensions: { code: 'BAD_USER_INPUT', field, title: 'Neplatná hodnota' },
  });

builder.queryFields((t) => ({
  infomails: t.field({
    type: InfomailPage,
    description: `Infomails newest first; skip and limit (at most ${INFOMAILS_MAX}) page them`,
    args: { skip: t.arg.int({ required: false }), limit: t.arg.int({ required: false }) },
    resolve: (_root, args, ctx) => {
      const skip = args.skip ?? 0;
      const limit = args.limit ?? INFOMAILS_MAX;
      if (skip < 0 || skip > 100_000) throw badInt('skip', 100_000);
      if (limit < 0 || limit > INFOMAILS_MAX) throw badInt('limit', INFOMAILS_MAX);
      return listInfomails(ctx.db, ctx.locale, { skip, limit });
    },
  }),
  infomail: t.field({
    type: InfomailType,
    nullable: true,
    args: { slug: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => getInfomail(ctx.db, args.slug.slice(0, 300), ctx.locale),
  }),
}));
