import type { CmsPage, ContactBox } from '@shop/contract';
import { builder, PageMetaType } from '../../publishing/index.ts';
import { getPage } from './service.ts';

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

builder.queryField('page', (t) =>
  t.field({
    type: PageType,
    nullable: true,
    args: { slug: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => getPage(ctx.db, args.slug.slice(0, 300), ctx.locale),
  }),
);
