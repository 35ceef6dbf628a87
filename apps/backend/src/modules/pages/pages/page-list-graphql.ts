import type { PageListItem } from '@shop/contract';
import { builder, PageMetaType } from '../../publishing/index.ts';
import { listPages } from './page-list.ts';

const PagesKind = builder.enumType('PagesKind', {
  description: "A page's kind: a text page, or a content page built of blocks",
  values: ['page', 'content_page'] as const,
});

const PageListItemType = builder.objectRef<PageListItem>('PageListItem').implement({
  description: 'A page as listed for menus and indexes',
  fields: (t) => ({
    _id: t.exposeString('_id'),
    title: t.exposeString('title'),
    kind: t.field({ type: PagesKind, resolve: (p) => p.kind }),
    page_meta: t.field({ type: PageMetaType, resolve: (p) => p.page_meta }),
  }),
});

builder.queryField('pages', (t) =>
  t.field({
    type: [PageListItemType],
    description: 'All pages that have page_meta, by id; optionally only one kind',
    args: { kind: t.arg({ type: PagesKind, required: false }) },
    resolve: (_root, args, ctx) => listPages(ctx.db, ctx.locale, args.kind ?? undefined),
  }),
);
