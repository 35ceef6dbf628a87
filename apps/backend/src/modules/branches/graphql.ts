import { createGraphQLError } from 'graphql-yoga';
import { BRANCH_MAP_LIMIT, type BranchEmployee, type BranchMapPoint, type CmsBranch } from '@shop/contract';
import { builder, boundedList, Image, PageMetaType } from '../publishing/index.ts';
import { branchMapData, getBranch, listBranchPages } from './service.ts';

/** The branch pages: branch (by slug or _id), branches (filtered, paged) and branch_map_data. */

/** Skips beyond this are a client's mistake, not a page anyone reads. */
const MAX_SKIP = 10_000;
const DEFAULT_LIMIT = 20;
const MAX_SLUG = 300;

const AddressType = builder.objectRef<CmsBranch['address']>('BranchAddress').implement({
  fields: (t) => ({
    street: t.exposeString('street'),
    city: t.exposeString('city'),
    postcode: t.exposeString('postcode', { description: 'Five digits, shown as XXX XX' }),
    country_code: t.exposeString('country_code', { description: 'ISO 3166 alpha-3' }),
  }),
});

const EmployeeType = builder.objectRef<BranchEmployee>('BranchEmployee').implement({
  fields: (t) => ({
    title: t.exposeString('title', { description: 'The name' }),
    position: t.exposeString('position', { nullable: true, description: 'The job title' }),
    email: t.exposeString('email', { nullable: true }),
    phone: t.exposeString('phone', { nullable: true }),
    photo: t.field({ type: Image, nullable: true, resolve: (e) => e.photo }),
  }),
});

const StoreBranchType = builder
  .objectRef<NonNullable<CmsBranch['storeBranch']>>('StoreBranchRecord')
  .implement({
    description: 'The store’s branch (personal pick-up) of the page, from the shipping module',
    fields: (t) => ({
      id: t.exposeInt('id'),
      slug: t.exposeString('slug'),
      title: t.exposeString('title'),
      warehouseId: t.exposeInt('warehouseId'),
    }),
  });

const BranchType = builder.objectRef<CmsBranch>('Branch').implement({
  description: 'A physical store: address, hours, how to get there, services and people',
  fields: (t) => ({
    _id: t.exposeString('_id'),
    store_id: t.exposeInt('store_id', { nullable: true }),
    primary: t.exposeBoolean('primary'),
    title: t.exposeString('title'),
    description: t.exposeString('description', { nullable: true, description: 'Sanitised HTML' }),
    address: t.field({ type: AddressType, resolve: (b) => b.address }),
    phone: t.exposeString('phone', { nullable: true }),
    email: t.exposeString('email', { nullable: true }),
    region: t.exposeString('region'),
    opening_hours: t.exposeStringList('opening_hours', { description: 'One line per day, Monday first' }),
    gps_latitude: t.exposeFloat('gps_latitude'),
    gps_longitude: t.exposeFloat('gps_longitude'),
    google_map_link: t.exposeString('google_map_link', { nullable: true }),
    map_description: t.exposeString('map_description', { nullable: true, description: 'Sanitised HTML' }),
    main_image: t.field({ type: Image, nullable: true, resolve: (b) => b.main_image }),
    images: t.field({ type: [Image], resolve: (b) => b.images }),
    car_accessibility: t.exposeString('car_accessibility', { nullable: true }),
    public_transportation_accessibility: t.exposeString('public_transportation_accessibility', {
      nullable: true,
    }),
    pay_with_card: t.exposeBoolean('pay_with_card'),
    review_link: t.exposeString('review_link', { nullable: true }),
    branch_closed_from: t.exposeString('branch_closed_from', {
      nullable: true,
      description: 'ISO date-time',
    }),
    branch_closed_to: t.exposeString('branch_closed_to', { nullable: true, description: 'ISO date-time' }),
    closed_now: t.exposeBoolean('closed_now', { description: 'The closure holds at the time of the answer' }),
    services: t.exposeStringList('services'),
    weight: t.exposeInt('weight'),
    lastModified: t.exposeString('lastModified', { description: 'ISO date-time' }),
    page_meta: t.field({ type: PageMetaType, resolve: (b) => b.page_meta }),
    employees: t.field({ type: [EmployeeType], resolve: (b) => b.employees }),
    storeBranch: t.field({ type: StoreBranchType, nullable: true, resolve: (b) => b.storeBranch }),
  }),
});

const BranchListType = builder.objectRef<{ items: CmsBranch[]; total: number }>('BranchList').implement({
  fields: (t) => ({
    items: t.field({ type: [BranchType], resolve: (l) => l.items }),
    total: t.exposeInt('total', { description: 'Branches matching the filter' }),
  }),
});

const MapPointType = builder.objectRef<BranchMapPoint>('BranchMapPoint').implement({
  fields: (t) => ({
    _id: t.exposeString('_id'),
    title: t.exposeString('title'),
    slug: t.exposeString('slug'),
    city: t.exposeString('city'),
    gps_latitude: t.exposeFloat('gps_latitude'),
    gps_longitude: t.exposeFloat('gps_longitude'),
  }),
});

function badInput(field: string, message: string): never {
  throw createGraphQLError(`Argument ${field}: ${message}`, {
    extensions: { code: 'BAD_USER_INPUT', field, title: 'Neplatná hodnota' },
  });
}

function inRange(field: string, value: number, min: number, max: number): number {
  if (value < min || value > max) badInput(field, `between ${min} and ${max}`);
  return value;
}

/** A numeric `_id`; any other text names no branch. */
const branchId = (id: string): number => (/^\d{1,9}$/.test(id) ? Number(id) : 0);

builder.queryFields((t) => ({
  branch: t.field({
    type: BranchType,
    nullable: true,
    description: 'A branch page by slug (in x-locale, else Czech) or _id; both given must agree',
    args: { slug: t.arg.string(), _id: t.arg.string() },
    resolve: (_root, args, ctx) => {
      if (args.slug == null && args._id == null) badInput('slug', 'slug or _id is required');
      return getBranch(
        ctx.db,
        {
          slug: args.slug == null ? undefined : args.slug.slice(0, MAX_SLUG),
          id: args._id == null ? undefined : branchId(args._id),
        },
        ctx.locale,
        ctx.now,
      );
    },
  }),
  branches: t.field({
    type: BranchListType,
    description: 'Branch pages heaviest first, by store branch ids and the primary flag, skip and limit',
    args: {
      store_ids: t.arg.intList(),
      primary: t.arg.boolean(),
      skip: t.arg.int({ defaultValue: 0 }),
      limit: t.arg.int({ defaultValue: DEFAULT_LIMIT }),
    },
    resolve: (_root, args, ctx) =>
      listBranchPages(
        ctx.db,
        {
          storeIds: args.store_ids == null ? undefined : boundedList('store_ids', args.store_ids),
          primary: args.primary ?? undefined,
        },
        {
          skip: inRange('skip', args.skip ?? 0, 0, MAX_SKIP),
          limit: inRange('limit', args.limit ?? DEFAULT_LIMIT, 0, BRANCH_MAP_LIMIT),
        },
        ctx.locale,
        ctx.now,
      ),
  }),
  branch_map_data: t.field({
    type: [MapPointType],
    description: `Every branch's point for the map, heaviest first (at most ${BRANCH_MAP_LIMIT})`,
    args: {
      skip: t.arg.int({ defaultValue: 0 }),
      limit: t.arg.int({ defaultValue: BRANCH_MAP_LIMIT }),
    },
    resolve: (_root, args, ctx) =>
      branchMapData(
        ctx.db,
        {
          skip: inRange('skip', args.skip ?? 0, 0, MAX_SKIP),
          limit: inRange('limit', args.limit ?? BRANCH_MAP_LIMIT, 0, BRANCH_MAP_LIMIT),
        },
        ctx.locale,
      ),
  }),
}));
