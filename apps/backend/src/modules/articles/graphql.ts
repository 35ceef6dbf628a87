import { createGraphQLError } from 'graphql-yoga';
import {
  ARTICLES_PER_PAGE,
  MAX_ARTICLES_LIMIT,
  type ArticleAuthor,
  type ArticleCategory,
  type ArticleTag,
} from '@shop/contract';
import { cleanHtml } from '../../http/sanitize-html.ts';
import { ContentBlockType } from '../pages/index.ts';
import { builder, type GraphQLContext, Image, PageMetaType } from '../publishing/index.ts';
import {
  getArticle,
  getArticleBlocks,
  getArticleCategoriesById,
  getArticleCategory,
  getArticleListConfiguration,
  getArticleTag,
  getArticleTags,
  getAuthor,
  getAuthorById,
  listArticleCategories,
  listArticles,
  type ArticleListConfigurationRecord,
  type ArticleListPage,
  type ArticleRecord,
} from './service.ts';

/** article, articles, article_category(ies), article_tag, author and configuration_article_list. */

const MAX_SKIP = 100_000;
const MAX_SLUG = 300;

type CategoryBase = Omit<ArticleCategory, 'master_category'>;

const ArticleCategoryType = builder.objectRef<ArticleCategory>('ArticleCategory');
const MasterCategoryType = builder.objectRef<CategoryBase>('ArticleMasterCategory').implement({
  description: 'The category an article category is listed under',
  fields: (t) => ({
    _id: t.exposeString('_id'),
    title: t.exposeString('title'),
    menu_title: t.exposeString('menu_title', { nullable: true }),
    perex: t.exposeString('perex', { nullable: true }),
    weight: t.exposeInt('weight'),
    page_meta: t.field({ type: PageMetaType, resolve: (c) => c.page_meta }),
  }),
});
ArticleCategoryType.implement({
  fields: (t) => ({
    _id: t.exposeString('_id'),
    title: t.exposeString('title'),
    menu_title: t.exposeString('menu_title', { nullable: true }),
    perex: t.exposeString('perex', { nullable: true }),
    weight: t.exposeInt('weight'),
    page_meta: t.field({ type: PageMetaType, resolve: (c) => c.page_meta }),
    master_category: t.field({
      type: MasterCategoryType,
      nullable: true,
      resolve: (c) => c.master_category,
    }),
  }),
});

const ArticleTagType = builder.objectRef<ArticleTag>('ArticleTag').implement({
  fields: (t) => ({
    _id: t.exposeString('_id'),
    title: t.exposeString('title'),
    perex: t.exposeString('perex', { nullable: true }),
    page_meta: t.field({ type: PageMetaType, resolve: (x) => x.page_meta }),
  }),
});

const AuthorType = builder.objectRef<ArticleAuthor>('Author').implement({
  fields: (t) => ({
    _id: t.exposeString('_id'),
    title: t.exposeString('title', { description: 'The author’s name' }),
    perex: t.exposeString('perex', { nullable: true }),
    image: t.field({ type: Image, nullable: true, resolve: (a) => a.image }),
    content: t.exposeString('content', { nullable: true, description: 'Sanitised HTML' }),
    author_has_page: t.exposeBoolean('author_has_page'),
    page_meta: t.field({ type: PageMetaType, resolve: (a) => a.page_meta }),
  }),
});

/** The article categories of one request, loaded once however many articles ask for theirs. */
const categoryLoads = new WeakMap<GraphQLContext, Map<number, Promise<ArticleCategory | null>>>();
function categoryOf(ctx: GraphQLContext, id: number): Promise<ArticleCategory | null> {
  let loads = categoryLoads.get(ctx);
  if (!loads) categoryLoads.set(ctx, (loads = new Map()));
  let load = loads.get(id);
  if (!load) {
    load = getArticleCategoriesById(ctx.db, [id], ctx.locale).then((m) => m.get(id) ?? null);
    loads.set(id, load);
  }
  return load;
}

const ArticleType = builder.objectRef<ArticleRecord>('Article').implement({
  description: 'A published article (enabled for the site, date_published before now)',
  fields: (t) => ({
    _id: t.exposeString('_id'),
    date_published: t.exposeString('date_published'),
    created: t.exposeString('created'),
    title: t.exposeString('title'),
    short_title: t.exposeString('short_title', { nullable: true }),
    perex: t.exposeString('perex', { nullable: true }),
    content: t.string({ description: 'Sanitised HTML', resolve: (a) => cleanHtml(a.rawContent) ?? '' }),
    image: t.field({ type: Image, nullable: true, resolve: (a) => a.image }),
    site_enabled: t.exposeBoolean('site_enabled'),
    page_meta: t.field({ type: PageMetaType, resolve: (a) => a.page_meta }),
    author: t.field({
      type: AuthorType,
      nullable: true,
      resolve: (a, _args, ctx) =>
        a.authorId === null ? null : getAuthorById(ctx.db, a.authorId, ctx.locale),
    }),
    category: t.field({
      type: ArticleCategoryType,
      nullable: true,
      resolve: (a, _args, ctx) => (a.categoryId === null ? null : categoryOf(ctx, a.categoryId)),
    }),
    tags: t.field({
      type: [ArticleTagType],
      resolve: (a, _args, ctx) => getArticleTags(ctx.db, a.id, ctx.locale),
    }),
    content_blocks: t.field({
      type: [ContentBlockType],
      description: 'Blocks shown after the content',
      resolve: (a, _args, ctx) =>
        getArticleBlocks(ctx.db, a.id, { locale: ctx.locale, currency: ctx.currency }),
    }),
  }),
});

const ArticleListType = builder.objectRef<ArticleListPage>('ArticleList').implement({
  fields: (t) => ({
    items: t.field({ type: [ArticleType], resolve: (l) => l.items }),
    total: t.exposeInt('total', { description: 'Published articles matching the filter' }),
  }),
});

const ArticleListConfigurationType = builder
  .objectRef<ArticleListConfigurationRecord>('ArticleListConfiguration')
  .implement({
    fields: (t) => ({
      title: t.exposeString('title'),
      perex: t.exposeString('perex', { nullable: true }),
      featured_articles: t.field({ type: [ArticleType], resolve: (c) => c.featured }),
    }),
  });

function badInput(field: string, message: string): never {
  throw createGraphQLError(`Argument ${field}: ${message}`, {
    extensions: { code: 'BAD_USER_INPUT', field, title: 'Neplatná hodnota' },
  });
}

function bounded(field: string, value: number, min: number, max: number): number {
  if (value < min || value > max) badInput(field, `between ${min} and ${max}`);
  return value;
}

const slugArg = (slug: string) => slug.slice(0, MAX_SLUG);
const optionalSlug = (slug: string | null | undefined) => (slug ? slugArg(slug) : null);

builder.queryFields((t) => ({
  article: t.field({
    type: ArticleType,
    nullable: true,
    description: 'A published article by slug (the x-locale slug, or the Czech one)',
    args: { slug: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => getArticle(ctx.db, slugArg(args.slug), ctx.locale, ctx.now),
  }),
  articles: t.field({
    type: ArticleListType,
    description:
      'Published articles, newest first; by category (with its child categories), tag or author slug',
    args: {
      skip: t.arg.int({ defaultValue: 0 }),
      limit: t.arg.int({ defaultValue: ARTICLES_PER_PAGE }),
      category: t.arg.string(),
      tag: t.arg.string(),
      author: t.arg.string(),
    },
    resolve: (_root, args, ctx) =>
      listArticles(
        ctx.db,
        {
          skip: bounded('skip', args.skip ?? 0, 0, MAX_SKIP),
          limit: bounded('limit', args.limit ?? ARTICLES_PER_PAGE, 0, MAX_ARTICLES_LIMIT),
          category: optionalSlug(args.category),
          tag: optionalSlug(args.tag),
          author: optionalSlug(args.author),
        },
        ctx.locale,
        ctx.now,
      ),
  }),
  article_category: t.field({
    type: ArticleCategoryType,
    nullable: true,
    args: { slug: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => getArticleCategory(ctx.db, slugArg(args.slug), ctx.locale),
  }),
  article_categories: t.field({
    type: [ArticleCategoryType],
    description: 'Article categories, heaviest first, without those that are master categories',
    resolve: (_root, _args, ctx) => listArticleCategories(ctx.db, ctx.locale),
  }),
  article_tag: t.field({
    type: ArticleTagType,
    nullable: true,
    args: { slug: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => getArticleTag(ctx.db, slugArg(args.slug), ctx.locale),
  }),
  author: t.field({
    type: AuthorType,
    nullable: true,
    args: { slug: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => getAuthor(ctx.db, slugArg(args.slug), ctx.locale),
  }),
  configuration_article_list: t.field({
    type: ArticleListConfigurationType,
    nullable: true,
    resolve: (_root, _args, ctx) => getArticleListConfiguration(ctx.db, ctx.locale, ctx.now),
  }),
}));
