import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { errorResponse } from '../errors.ts';
import {
  catalogueExportParams,
  catalogueImportBody,
  catalogueImportList,
  catalogueImportListQuery,
  catalogueImportParams,
  catalogueImportResponse,
} from '../admin-catalogue-import.ts';
import {
  adminCategoryCreateBody,
  adminCategoryDeleteResponse,
  adminCategoryMoveBody,
  adminCategoryParams,
  adminCategoryResponse,
  adminCategoryRuleOptionsResponse,
  adminCategoryTreeResponse,
  adminCategoryUpdateBody,
} from '../admin-categories.ts';
import { adminProductFeedList } from '../admin-marketing.ts';
import {
  adminProductBody,
  adminProductImagesBody,
  adminProductList,
  adminProductOptionsResponse,
  adminProductParams,
  adminProductQuery,
  adminProductResponse,
  adminProductVisibilityBody,
  adminVariantBody,
  adminVariantCurrencyParams,
  adminVariantImageBody,
  adminVariantParams,
  adminVariantPriceBody,
  adminVariantPriceRemoveQuery,
  adminVolumePriceBody,
  adminVolumePriceChangeBody,
  adminVolumePriceParams,
} from '../admin-products.ts';
import { variantPriceBody, variantPriceParams, variantPriceResponse } from '../price-admin.ts';
import { stockLevelBody } from '../stock-watchers.ts';

const tags = ['admin'];

const categoryErrors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

const importFailures = { 400: errorResponse, 401: errorResponse, 403: errorResponse };

const productRefusals = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  422: errorResponse,
};

/**
 * The catalogue in the back office (permission `catalogue`): the category tree, the product feeds,
 * CSV import and export, variant prices and the product editor.
 */
export const adminCatalogueApi = {
  categoryTree: endpoint.get('/api/admin/v1/categories', {
    tags,
    summary: 'The whole category tree: parents before children, siblings by position, product counts',
    response: { 200: adminCategoryTreeResponse, 401: errorResponse, 403: errorResponse },
  }),
  categoryRuleOptions: endpoint.get('/api/admin/v1/categories/rule-options', {
    tags,
    summary: 'Tags and parameter values the rules of virtual and filtered categories can name',
    response: { 200: adminCategoryRuleOptionsResponse, 401: errorResponse, 403: errorResponse },
  }),
  category: endpoint.get('/api/admin/v1/categories/:id', {
    tags,
    summary: 'One category of the tree',
    params: adminCategoryParams,
    response: { 200: adminCategoryResponse, ...categoryErrors },
  }),
  categoryCreate: endpoint.post('/api/admin/v1/categories', {
    tags,
    summary: 'Create a category under a parent (or at the top), at a position among its siblings',
    body: adminCategoryCreateBody,
    response: { 200: adminCategoryResponse, ...categoryErrors, 422: errorResponse },
  }),
  categoryUpdate: endpoint.put('/api/admin/v1/categories/:id', {
    tags,
    summary: 'Change a category’s names, slug, visibility or picture',
    params: adminCategoryParams,
    body: adminCategoryUpdateBody,
    response: { 200: adminCategoryResponse, ...categoryErrors, 422: errorResponse },
  }),
  categoryMove: endpoint.post('/api/admin/v1/categories/:id/move', {
    tags,
    summary:
      'Move a category to a new parent and position in one step; both sibling lists are renumbered, a move into its own subtree is refused',
    params: adminCategoryParams,
    body: adminCategoryMoveBody,
    response: { 200: adminCategoryResponse, ...categoryErrors, 422: errorResponse },
  }),
  categoryDelete: endpoint.delete('/api/admin/v1/categories/:id', {
    tags,
    summary: 'Delete a category without subcategories and products (409 otherwise)',
    params: adminCategoryParams,
    response: { 200: adminCategoryDeleteResponse, ...categoryErrors, 409: errorResponse },
  }),

  feeds: endpoint.get('/api/admin/v1/product-feeds', {
    tags,
    summary: 'The product feeds with their addresses, product count and when they were built',
    response: { 200: adminProductFeedList, 401: errorResponse, 403: errorResponse },
  }),
  feedsRebuild: endpoint.post('/api/admin/v1/product-feeds/rebuild', {
    tags,
    summary: 'Rebuild the product feeds now (a rebuild already waiting is not doubled)',
    response: { 202: z.object({ queued: z.boolean() }), 401: errorResponse, 403: errorResponse },
  }),

  importCreate: endpoint.post('/api/admin/v1/catalogue-imports', {
    tags,
    summary:
      'Upload a CSV of products, variants, prices or stock: a dry run checks every row and changes nothing; a real run applies the valid rows in one transaction, creating products and variants the shop does not know. The run is processed in the background; poll it for its progress and refused rows',
    body: catalogueImportBody,
    response: { 202: catalogueImportResponse, ...importFailures },
  }),
  imports: endpoint.get('/api/admin/v1/catalogue-imports', {
    tags,
    summary: 'The import runs, newest first (without their refused rows)',
    querystring: catalogueImportListQuery,
    response: { 200: catalogueImportList, ...importFailures },
  }),
  import: endpoint.get('/api/admin/v1/catalogue-imports/:id', {
    tags,
    summary: 'An import run: its state, progress counters and refused rows with their reasons',
    params: catalogueImportParams,
    response: { 200: catalogueImportResponse, ...importFailures, 404: errorResponse },
  }),
  export: endpoint.get('/api/admin/v1/catalogue-exports/:kind/export.csv', {
    tags,
    summary:
      'The products, variants, prices or stock as CSV with the columns their import reads (semicolons, UTF-8 with BOM, decimal commas): an export imports back unchanged',
    params: catalogueExportParams,
    response: { 200: z.any().describe('text/csv'), ...importFailures },
  }),

  priceSet: endpoint.put('/api/admin/v1/prices/:variantId', {
    tags,
    summary:
      "Set a variant's public price in a currency (whole units with VAT) and the price before a discount; the price history records the change, and the product's pages and the listings are revalidated",
    params: variantPriceParams,
    body: variantPriceBody,
    response: {
      200: variantPriceResponse,
      400: errorResponse,
      401: errorResponse,
      404: errorResponse,
      422: errorResponse,
    },
  }),

  products: endpoint.get('/api/admin/v1/products', {
    tags,
    summary:
      'Products for the editor: `q` finds a name (any locale), a catalogue or variant code or an EAN; filters by category, brand, published (`visible`) and archived; sorted and paged',
    querystring: adminProductQuery,
    response: { 200: adminProductList, ...productRefusals },
  }),
  productOptions: endpoint.get('/api/admin/v1/products/options', {
    tags,
    summary:
      "What the product editor's pickers offer: categories (with their path), brands, tags, parameters with values, availabilities, customer groups, warehouses and shippers",
    response: { 200: adminProductOptionsResponse, ...productRefusals },
  }),
  product: endpoint.get('/api/admin/v1/products/:id', {
    tags,
    summary:
      'One whole product for the editor: texts per locale, categories, parameters, flags, variants with prices and stock per warehouse, pictures and its page in the shop',
    params: adminProductParams,
    response: { 200: adminProductResponse, ...productRefusals },
  }),
  productCreate: endpoint.post('/api/admin/v1/products', {
    tags,
    summary:
      'Create a product (unpublished until published); its variants, prices and pictures follow by their own calls. Refused: a taken slug or catalogue code (409), an unknown category, brand, tag or value (422)',
    body: adminProductBody,
    response: { 200: adminProductResponse, ...productRefusals },
  }),
  productUpdate: endpoint.put('/api/admin/v1/products/:id', {
    tags,
    summary:
      "Replace a product's own fields: texts per locale (an empty name: no translation), slug, codes, brand, categories, parameters, tags, flags, VAT class and unit",
    params: adminProductParams,
    body: adminProductBody,
    response: { 200: adminProductResponse, ...productRefusals },
  }),
  productVisibility: endpoint.put('/api/admin/v1/products/:id/visibility', {
    tags,
    summary:
      'Publish or hide a product; publishing needs a variant that is not archived with a public price in CZK (422)',
    params: adminProductParams,
    body: adminProductVisibilityBody,
    response: { 200: adminProductResponse, ...productRefusals },
  }),
  productArchive: endpoint.post('/api/admin/v1/products/:id/archive', {
    tags,
    summary: 'Archive a product: hidden and not for sale, kept for the orders that name it',
    params: adminProductParams,
    response: { 200: adminProductResponse, ...productRefusals },
  }),
  productRestore: endpoint.post('/api/admin/v1/products/:id/restore', {
    tags,
    summary: 'Restore an archived product: for sale again but unpublished until published',
    params: adminProductParams,
    response: { 200: adminProductResponse, ...productRefusals },
  }),
  variantCreate: endpoint.post('/api/admin/v1/products/:id/variants', {
    tags,
    summary:
      "Add a variant: code (unique, 409), EAN, name per locale, availabilities, amounts, stock check, default, position and its defining parameter values; the product's first variant is its default",
    params: adminProductParams,
    body: adminVariantBody,
    response: { 200: adminProductResponse, ...productRefusals },
  }),
  variantUpdate: endpoint.put('/api/admin/v1/products/:id/variants/:variantId', {
    tags,
    summary: "Replace a variant's fields and defining parameter values",
    params: adminVariantParams,
    body: adminVariantBody,
    response: { 200: adminProductResponse, ...productRefusals },
  }),
  variantArchive: endpoint.post('/api/admin/v1/products/:id/variants/:variantId/archive', {
    tags,
    summary:
      'Archive a variant: no longer shown nor sold; a published product keeps one variant at least (422)',
    params: adminVariantParams,
    response: { 200: adminProductResponse, ...productRefusals },
  }),
  variantRestore: endpoint.post('/api/admin/v1/products/:id/variants/:variantId/restore', {
    tags,
    summary: 'Restore an archived variant',
    params: adminVariantParams,
    response: { 200: adminProductResponse, ...productRefusals },
  }),
  variantPriceSet: endpoint.put('/api/admin/v1/products/:id/variants/:variantId/prices', {
    tags,
    summary:
      'Set one price of a variant: currency, customer group (null: everyone) and the price before a discount; the price history (the 30-day lowest price) records it. Stock is set by PUT /api/admin/v1/stock/{variantId}',
    params: adminVariantParams,
    body: adminVariantPriceBody,
    response: { 200: adminProductResponse, ...productRefusals },
  }),
  variantPriceRemove: endpoint.delete('/api/admin/v1/products/:id/variants/:variantId/prices/:currency', {
    tags,
    summary:
      "Remove one price of a variant: a customer group's (`customerGroup`) or, without it, everyone's with its volume prices; the price history ends it today. A published product keeps its prices for everyone (422)",
    params: adminVariantCurrencyParams,
    querystring: adminVariantPriceRemoveQuery,
    response: { 200: adminProductResponse, ...productRefusals },
  }),
  volumePriceAdd: endpoint.post('/api/admin/v1/products/:id/variants/:variantId/volume-prices', {
    tags,
    summary:
      "Add a volume price: a lower unit price with VAT from an amount on (2 at least), below the variant's price for everyone in the currency, one per amount and currency (422)",
    params: adminVariantParams,
    body: adminVolumePriceBody,
    response: { 200: adminProductResponse, ...productRefusals },
  }),
  volumePriceChange: endpoint.put(
    '/api/admin/v1/products/:id/variants/:variantId/volume-prices/:currency/:fromAmount',
    {
      tags,
      summary:
        'Change a volume price: its amount (to one still free) and its unit price, checked as when added',
      params: adminVolumePriceParams,
      body: adminVolumePriceChangeBody,
      response: { 200: adminProductResponse, ...productRefusals },
    },
  ),
  volumePriceRemove: endpoint.delete(
    '/api/admin/v1/products/:id/variants/:variantId/volume-prices/:currency/:fromAmount',
    {
      tags,
      summary: 'Remove a volume price',
      params: adminVolumePriceParams,
      response: { 200: adminProductResponse, ...productRefusals },
    },
  ),
  variantImage: endpoint.put('/api/admin/v1/products/:id/variants/:variantId/image', {
    tags,
    summary:
      "Give a variant its own picture, shown when it is chosen in the shop: one of the product's gallery (422 otherwise), or null for the product's",
    params: adminVariantParams,
    body: adminVariantImageBody,
    response: { 200: adminProductResponse, ...productRefusals },
  }),
  variantStock: endpoint.put('/api/admin/v1/products/:id/variants/:variantId/stock', {
    tags,
    summary:
      "Set a variant's pieces in a warehouse (by code), not below what unpaid orders hold there (422); written as a stock movement, as PUT /api/admin/v1/stock/{variantId} does, also before the product is published",
    params: adminVariantParams,
    body: stockLevelBody,
    response: { 200: adminProductResponse, ...productRefusals },
  }),
  productImages: endpoint.put('/api/admin/v1/products/:id/images', {
    tags,
    summary:
      "Replace a product's gallery in its order (uploaded paths from POST /api/admin/v1/media/product-images, alternative text per locale); the first two are its main and hover pictures",
    params: adminProductParams,
    body: adminProductImagesBody,
    response: { 200: adminProductResponse, ...productRefusals },
  }),
};
