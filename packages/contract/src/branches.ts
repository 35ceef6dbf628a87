import { z } from 'zod';
import { pageMeta } from './page-meta.ts';

/**
 * CMS GraphQL branch queries: one branch page by slug or `_id`, the paged list (heaviest first,
 * with the total), and the map data (up to 500 points). The storefront sends exactly these
 * documents; the backend's schema must answer them. HTML fields are sanitised by the backend.
 */

/** Page sizes: the branch list page and the map (one call of at most 500 points). */
export const BRANCH_LIST_LIMIT = 50;
export const BRANCH_MAP_LIMIT = 500;

const image = z.object({ path: z.string(), alt: z.string() });

export const branchAddress = z.object({
  street: z.string(),
  city: z.string(),
  /** Five digits, shown as `XXX XX`. */
  postcode: z.string(),
  /** ISO 3166 alpha-3 (CZE, SVK). */
  country_code: z.string(),
});

export const branchEmployee = z.object({
  title: z.string(),
  /** The job title. */
  position: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  photo: image.nullable(),
});
export type BranchEmployee = z.infer<typeof branchEmployee>;

/** The store's branch record (personal pick-up) a CMS branch page belongs to. */
export const storeBranchRef = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  warehouseId: z.number().int(),
});

export const cmsBranch = z.object({
  _id: z.string(),
  /** The store's branch (GET /api/v1/branches?keys=…), or null for a branch without pick-up. */
  store_id: z.number().int().nullable(),
  primary: z.boolean(),
  title: z.string(),
  description: z.string().nullable(),
  address: branchAddress,
  phone: z.string().nullable(),
  email: z.string().nullable(),
  region: z.string(),
  /** One line per day, Monday first. */
  opening_hours: z.array(z.string()),
  gps_latitude: z.number(),
  gps_longitude: z.number(),
  google_map_link: z.string().nullable(),
  map_description: z.string().nullable(),
  main_image: image.nullable(),
  images: z.array(image),
  car_accessibility: z.string().nullable(),
  public_transportation_accessibility: z.string().nullable(),
  pay_with_card: z.boolean(),
  review_link: z.string().nullable(),
  /** ISO date-times of a closure (inventory, holiday); both null when none is planned. */
  branch_closed_from: z.string().nullable(),
  branch_closed_to: z.string().nullable(),
  /** Whether the closure holds at the time of the answer. */
  closed_now: z.boolean(),
  services: z.array(z.string()),
  weight: z.number().int(),
  lastModified: z.string(),
  page_meta: pageMeta,
  employees: z.array(branchEmployee),
  storeBranch: storeBranchRef.nullable(),
});
export type CmsBranch = z.infer<typeof cmsBranch>;

const pageMetaFields = /* GraphQL */ `
    slug
    seo_title
    seo_description
    seo_keywords
    share_image
    meta_noindex
    meta_nofollow
    canonical_slugs {
      language
      slug
    }
`;

const branchFields = /* GraphQL */ `
  fragment BranchFields on Branch {
    _id
    store_id
    primary
    title
    description
    address {
      street
      city
      postcode
      country_code
    }
    phone
    email
    region
    opening_hours
    gps_latitude
    gps_longitude
    google_map_link
    map_description
    main_image {
      path
      alt
    }
    images {
      path
      alt
    }
    car_accessibility
    public_transportation_accessibility
    pay_with_card
    review_link
    branch_closed_from
    branch_closed_to
    closed_now
    services
    weight
    lastModified
    page_meta {
      ${pageMetaFields}
    }
    employees {
      title
      position
      email
      phone
      photo {
        path
        alt
      }
    }
    storeBranch {
      id
      slug
      title
      warehouseId
    }
  }
`;

/** `branch(slug)`: one branch page, or null. */
export const branchBySlugQuery = /* GraphQL */ `
  query BranchBySlug($slug: String!) {
    branch(slug: $slug) {
      ...BranchFields
    }
  }
  ${branchFields}
`;
export const branchBySlugResult = z.object({ data: z.object({ branch: cmsBranch.nullable() }) });

/** `branches(skip, limit)`: a page of branches, heaviest first, and how many there are. */
export const branchesPageQuery = /* GraphQL */ `
  query Branches($skip: Int!, $limit: Int!) {
    branches(skip: $skip, limit: $limit) {
      total
      items {
        ...BranchFields
      }
    }
  }
  ${branchFields}
`;
export const branchesPageResult = z.object({
  data: z.object({ branches: z.object({ total: z.number().int(), items: z.array(cmsBranch) }) }),
});

export const branchMapPoint = z.object({
  _id: z.string(),
  title: z.string(),
  slug: z.string(),
  city: z.string(),
  gps_latitude: z.number(),
  gps_longitude: z.number(),
});
export type BranchMapPoint = z.infer<typeof branchMapPoint>;

/** `branch_map_data(skip: 0, limit: 500)`: every branch's point for the map. */
export const branchMapQuery = /* GraphQL */ `
  query BranchMapData {
    branch_map_data(skip: 0, limit: ${BRANCH_MAP_LIMIT}) {
      _id
      title
      slug
      city
      gps_latitude
      gps_longitude
    }
  }
`;
export const branchMapResult = z.object({ data: z.object({ branch_map_data: z.array(branchMapPoint) }) });
