import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { errorResponse } from '../errors.ts';
import { productFeedParams, productFeedQuery } from '../admin-marketing.ts';
import {
  catalogCategoryQuery,
  catalogCategoryResponse,
  productCategoriesQuery,
  productCategoriesResponse,
} from '../categories.ts';
import {
  catalogProductQuery,
  catalogProductResponse,
  productDetailParams,
  productDetailQuery,
} from '../catalog-product.ts';
import { catalogState, catalogStateQuery } from '../catalog-state.ts';
import { product } from '../product.ts';
import {
  productCommentsQuery,
  productCommentsResponse,
  productReviewsQuery,
  productReviewsResponse,
} from '../reviews.ts';

const errors = { 400: errorResponse, 404: errorResponse };

/** The catalogue's read side: categories, products, listings, reviews, comments and product feeds. */
export const catalogueApi = {
  productCategories: endpoint.get('/api/v1/product-categories', {
    tags: ['store'],
    summary: 'Flat list of store categories, sorted by name (Czech collation)',
    querystring: productCategoriesQuery,
    response: { 200: productCategoriesResponse, 400: errorResponse },
  }),
  categories: endpoint.get('/catalog/category', {
    tags: ['catalogue'],
    summary: 'Categories by slugs or ids, with breadcrumb, children, CMS description and page_meta',
    querystring: catalogCategoryQuery,
    response: { 200: catalogCategoryResponse, 400: errorResponse },
  }),
  product: endpoint.get('/api/v1/products/:id', {
    tags: ['store'],
    summary: 'A visible product with prices in the x-currency and the verified customer groups',
    params: productDetailParams,
    querystring: productDetailQuery,
    response: { 200: product, ...errors },
  }),
  products: endpoint.get('/catalog/product', {
    tags: ['catalogue'],
    summary:
      'Products (with variants) by slugs, ids, codes, EANs, variant codes/EANs, categories, random or offered for credits',
    querystring: catalogProductQuery,
    response: { 200: catalogProductResponse, 400: errorResponse },
  }),
  state: endpoint.get('/api/catalog/v2/state', {
    tags: ['catalogue'],
    summary: 'Listing of a category, virtual/filtered category, brand or search: products, facets, canonical',
    querystring: catalogStateQuery,
    response: { 200: catalogState, ...errors },
  }),
  reviews: endpoint.get('/api/v1/products/:id/reviews', {
    tags: ['store'],
    summary: "A product's reviews (default page 1, 5 per page, newest first)",
    params: productDetailParams,
    querystring: productReviewsQuery,
    response: { 200: productReviewsResponse, ...errors },
  }),
  comments: endpoint.get('/api/v1/products/:id/comments', {
    tags: ['store'],
    summary: "A product's comments with the shop's answers (default page 1, 10 per page, newest first)",
    params: productDetailParams,
    querystring: productCommentsQuery,
    response: { 200: productCommentsResponse, ...errors },
  }),
  feed: endpoint.get('/api/v1/feeds/:file', {
    tags: ['feeds'],
    summary:
      'A product feed for a comparison site: heureka.xml (cs/CZK, or locale=sk for heureka.sk in EUR), zbozi.xml (cs/CZK), google.xml (Google Merchant Center; locale cs, sk or de with its currency). Rebuilt shortly after catalogue changes; ETag and 304',
    params: productFeedParams,
    querystring: productFeedQuery,
    response: {
      200: z.any().describe('application/xml'),
      304: z.null(),
      404: errorResponse,
    },
  }),
};
