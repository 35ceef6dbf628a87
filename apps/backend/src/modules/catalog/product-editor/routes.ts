import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
  errorResponse,
  groupTags,
  itemTags,
  stockLevelBody,
} from '@shop/contract';
import { zonedDateTime } from '@shop/rules';
import type { Db, Tx } from '../../../db/client.ts';
import { actorOf, audited } from '../../operator/index.ts';
import { invalidateListingIndex } from '../listing/listing-index.ts';
import type { EditorRevalidator, ProductEditorDeps } from './deps.ts';
import { setProductImages } from './images.ts';
import { listProducts } from './list.ts';
import { removeProductVariantPrice, setProductVariantPrice } from './prices.ts';
import {
  archiveProduct,
  createProduct,
  restoreProduct,
  setProductVisible,
  updateProduct,
  type LockedProduct,
} from './product-write.ts';
import { productOptions, readProduct } from './read.ts';
import { refuse } from './refusals.ts';
import { setProductVariantStock } from './stock.ts';
import { archiveVariant, createVariant, restoreVariant, setVariantImage, updateVariant } from './variants.ts';
import { addVolumePrice, changeVolumePrice, removeVolumePrice } from './volume-prices.ts';

const refusals = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  422: errorResponse,
};

/**
 * The product editor (/api/admin/v1/products, permission `catalogue`). Every change runs in one
 * transaction with its audit row and the product's listing row; once committed, the listing index is
 * dropped (listings and the search see the change at once) and the storefront's pages of the
 * product and its listings are revalidated.
 */
export const productEditorRoutes: FastifyPluginAsyncZod<{
  db: Db;
  revalidator: EditorRevalidator;
  deps: ProductEditorDeps;
}> = async (app, { db, revalidator, deps }) => {
  const read = async (id: number) => {
    const product = await readProduct(db, id, deps);
    if (!product) throw refuse(404, 'productNotFound', 'id');
    return { data: product };
  };
  /** After a commit: the listings reload and the shop's pages of the product (under each slug it had) go stale. */
  const changed = async (id: number, slugs: string[]) => {
    invalidateListingIndex(db);
    await revalidator.notifyChanged([
      ...new Set(slugs.map((s) => itemTags.product(s))),
      itemTags.productId(id),
      groupTags.catalog,
      groupTags.productCategories,
    ]);
  };
  /** A change of an existing product: audited, then the pages revalidated; answers the product. */
  const change = async <T extends { product: LockedProduct } | LockedProduct | null>(
    req: Parameters<typeof actorOf>[0],
    id: number,
    action: string,
    run: (tx: Tx) => Promise<T>,
    details: (result: NonNullable<T>) => { before?: unknown; after?: unknown } = () => ({ after: req.body }),
  ) => {
    const result = await audited(db, actorOf(req), run, (r) => ({
      action,
      objectType: 'product',
      objectId: id,
      ...details(r),
    }));
    const product = await read(id);
    if (result) {
      const locked = 'product' in result ? result.product : (result as LockedProduct);
      await changed(id, [locked.slug, product.data.slug]);
    }
    return product;
  };

  app.get(
    '/api/admin/v1/products',
    {
      config: { permission: 'catalogue' },
      schema: {
        tags: ['admin'],
        summary:
          'Products for the editor: `q` finds a name (any locale), a catalogue or variant code or an EAN; filters by category, brand, published (`visible`) and archived; sorted and paged',
        querystring: adminProductQuery,
        response: { 200: adminProductList, ...refusals },
      },
    },
    async (req) => listProducts(db, req.query),
  );

  app.get(
    '/api/admin/v1/products/options',
    {
      config: { permission: 'catalogue' },
      schema: {
        tags: ['admin'],
        summary:
          "What the product editor's pickers offer: categories (with their path), brands, tags, parameters with values, availabilities, customer groups, warehouses and shippers",
        response: { 200: adminProductOptionsResponse, ...refusals },
      },
    },
    async () => ({ data: await productOptions(db, deps) }),
  );

  app.get(
    '/api/admin/v1/products/:id',
    {
      config: { permission: 'catalogue' },
      schema: {
        tags: ['admin'],
        summary:
          'One whole product for the editor: texts per locale, categories, parameters, flags, variants with prices and stock per warehouse, pictures and its page in the shop',
        params: adminProductParams,
        response: { 200: adminProductResponse, ...refusals },
      },
    },
    async (req) => read(req.params.id),
  );

  app.post(
    '/api/admin/v1/products',
    {
      config: { permission: 'catalogue' },
      schema: {
        tags: ['admin'],
        summary:
          'Create a product (unpublished until published); its variants, prices and pictures follow by their own calls. Refused: a taken slug or catalogue code (409), an unknown category, brand, tag or value (422)',
        body: adminProductBody,
        response: { 200: adminProductResponse, ...refusals },
      },
    },
    async (req) => {
      const id = await audited(
        db,
        actorOf(req),
        (tx) => createProduct(tx, req.body, deps),
        (created) => ({
          action: 'product.create',
          objectType: 'product',
          objectId: created,
          after: req.body,
        }),
      );
      await changed(id, [req.body.slug]);
      return read(id);
    },
  );

  app.put(
    '/api/admin/v1/products/:id',
    {
      config: { permission: 'catalogue' },
      schema: {
        tags: ['admin'],
        summary:
          "Replace a product's own fields: texts per locale (an empty name: no translation), slug, codes, brand, categories, parameters, tags, flags, VAT class and unit",
        params: adminProductParams,
        body: adminProductBody,
        response: { 200: adminProductResponse, ...refusals },
      },
    },
    async (req) => {
      const before = await readProduct(db, req.params.id, deps);
      return change(
        req,
        req.params.id,
        'product.update',
        (tx) => updateProduct(tx, req.params.id, req.body, deps),
        () => ({
          before: before && { ...before, variants: undefined, images: undefined },
          after: req.body,
        }),
      );
    },
  );

  app.put(
    '/api/admin/v1/products/:id/visibility',
    {
      config: { permission: 'catalogue' },
      schema: {
        tags: ['admin'],
        summary:
          'Publish or hide a product; publishing needs a variant that is not archived with a public price in CZK (422)',
        params: adminProductParams,
        body: adminProductVisibilityBody,
        response: { 200: adminProductResponse, ...refusals },
      },
    },
    async (req) =>
      change(
        req,
        req.params.id,
        req.body.visible ? 'product.publish' : 'product.hide',
        (tx) => setProductVisible(tx, req.params.id, req.body.visible),
        (before) => ({ before: { visible: before.visible }, after: req.body }),
      ),
  );

  for (const [verb, run] of [
    ['archive', archiveProduct],
    ['restore', restoreProduct],
  ] as const) {
    app.post(
      `/api/admin/v1/products/:id/${verb}`,
      {
        config: { permission: 'catalogue' },
        schema: {
          tags: ['admin'],
          summary:
            verb === 'archive'
              ? 'Archive a product: hidden and not for sale, kept for the orders that name it'
              : 'Restore an archived product: for sale again but unpublished until published',
          params: adminProductParams,
          response: { 200: adminProductResponse, ...refusals },
        },
      },
      async (req) =>
        change(
          req,
          req.params.id,
          `product.${verb}`,
          (tx) => run(tx, req.params.id),
          () => ({}),
        ),
    );
  }

  app.post(
    '/api/admin/v1/products/:id/variants',
    {
      config: { permission: 'catalogue' },
      schema: {
        tags: ['admin'],
        summary:
          "Add a variant: code (unique, 409), EAN, name per locale, availabilities, amounts, stock check, default, position and its defining parameter values; the product's first variant is its default",
        params: adminProductParams,
        body: adminVariantBody,
        response: { 200: adminProductResponse, ...refusals },
      },
    },
    async (req) =>
      change(
        req,
        req.params.id,
        'variant.create',
        (tx) => createVariant(tx, req.params.id, req.body),
        (r) => ({
          after: { variantId: r.variantId, ...req.body },
        }),
      ),
  );

  app.put(
    '/api/admin/v1/products/:id/variants/:variantId',
    {
      config: { permission: 'catalogue' },
      schema: {
        tags: ['admin'],
        summary: "Replace a variant's fields and defining parameter values",
        params: adminVariantParams,
        body: adminVariantBody,
        response: { 200: adminProductResponse, ...refusals },
      },
    },
    async (req) =>
      change(
        req,
        req.params.id,
        'variant.update',
        (tx) => updateVariant(tx, req.params.id, req.params.variantId, req.body),
        () => ({ after: { variantId: req.params.variantId, ...req.body } }),
      ),
  );

  for (const [verb, run] of [
    ['archive', archiveVariant],
    ['restore', restoreVariant],
  ] as const) {
    app.post(
      `/api/admin/v1/products/:id/variants/:variantId/${verb}`,
      {
        config: { permission: 'catalogue' },
        schema: {
          tags: ['admin'],
          summary:
            verb === 'archive'
              ? 'Archive a variant: no longer shown nor sold; a published product keeps one variant at least (422)'
              : 'Restore an archived variant',
          params: adminVariantParams,
          response: { 200: adminProductResponse, ...refusals },
        },
      },
      async (req) =>
        change(
          req,
          req.params.id,
          `variant.${verb}`,
          (tx) => run(tx, req.params.id, req.params.variantId),
          () => ({
            after: { variantId: req.params.variantId },
          }),
        ),
    );
  }

  app.put(
    '/api/admin/v1/products/:id/variants/:variantId/prices',
    {
      config: { permission: 'catalogue' },
      schema: {
        tags: ['admin'],
        summary:
          'Set one price of a variant: currency, customer group (null: everyone) and the price before a discount; the price history (the 30-day lowest price) records it. Stock is set by PUT /api/admin/v1/stock/{variantId}',
        params: adminVariantParams,
        body: adminVariantPriceBody,
        response: { 200: adminProductResponse, ...refusals },
      },
    },
    async (req) =>
      change(
        req,
        req.params.id,
        'price.set',
        (tx) =>
          setProductVariantPrice(
            tx,
            req.params.id,
            req.params.variantId,
            req.body,
            zonedDateTime(new Date()).date,
            deps,
          ),
        (r) => ({
          before: r.before && {
            currency: req.body.currency,
            customerGroup: req.body.customerGroup,
            ...r.before,
          },
          after: { ...r.price, customerGroup: req.body.customerGroup },
        }),
      ),
  );

  app.delete(
    '/api/admin/v1/products/:id/variants/:variantId/prices/:currency',
    {
      config: { permission: 'catalogue' },
      schema: {
        tags: ['admin'],
        summary:
          "Remove one price of a variant: a customer group's (`customerGroup`) or, without it, everyone's with its volume prices; the price history ends it today. A published product keeps its prices for everyone (422)",
        params: adminVariantCurrencyParams,
        querystring: adminVariantPriceRemoveQuery,
        response: { 200: adminProductResponse, ...refusals },
      },
    },
    async (req) => {
      const customerGroup = req.query.customerGroup ?? null;
      const { currency } = req.params;
      return change(
        req,
        req.params.id,
        'price.remove',
        (tx) =>
          removeProductVariantPrice(
            tx,
            req.params.id,
            req.params.variantId,
            currency,
            customerGroup,
            zonedDateTime(new Date()).date,
          ),
        (r) => ({ before: { variantId: req.params.variantId, currency, customerGroup, ...r.before } }),
      );
    },
  );

  app.post(
    '/api/admin/v1/products/:id/variants/:variantId/volume-prices',
    {
      config: { permission: 'catalogue' },
      schema: {
        tags: ['admin'],
        summary:
          "Add a volume price: a lower unit price with VAT from an amount on (2 at least), below the variant's price for everyone in the currency, one per amount and currency (422)",
        params: adminVariantParams,
        body: adminVolumePriceBody,
        response: { 200: adminProductResponse, ...refusals },
      },
    },
    async (req) =>
      change(
        req,
        req.params.id,
        'volumePrice.add',
        (tx) => addVolumePrice(tx, req.params.id, req.params.variantId, req.body),
        (r) => ({ after: { variantId: req.params.variantId, ...r.after } }),
      ),
  );

  app.put(
    '/api/admin/v1/products/:id/variants/:variantId/volume-prices/:currency/:fromAmount',
    {
      config: { permission: 'catalogue' },
      schema: {
        tags: ['admin'],
        summary:
          'Change a volume price: its amount (to one still free) and its unit price, checked as when added',
        params: adminVolumePriceParams,
        body: adminVolumePriceChangeBody,
        response: { 200: adminProductResponse, ...refusals },
      },
    },
    async (req) => {
      const { id, variantId, currency, fromAmount } = req.params;
      return change(
        req,
        id,
        'volumePrice.set',
        (tx) => changeVolumePrice(tx, id, variantId, currency, fromAmount, req.body),
        (r) => ({ before: { variantId, ...r.before }, after: { variantId, ...r.after } }),
      );
    },
  );

  app.delete(
    '/api/admin/v1/products/:id/variants/:variantId/volume-prices/:currency/:fromAmount',
    {
      config: { permission: 'catalogue' },
      schema: {
        tags: ['admin'],
        summary: 'Remove a volume price',
        params: adminVolumePriceParams,
        response: { 200: adminProductResponse, ...refusals },
      },
    },
    async (req) => {
      const { id, variantId, currency, fromAmount } = req.params;
      return change(
        req,
        id,
        'volumePrice.remove',
        (tx) => removeVolumePrice(tx, id, variantId, currency, fromAmount),
        (r) => ({ before: { variantId, ...r.before } }),
      );
    },
  );

  app.put(
    '/api/admin/v1/products/:id/variants/:variantId/image',
    {
      config: { permission: 'catalogue' },
      schema: {
        tags: ['admin'],
        summary:
          "Give a variant its own picture, shown when it is chosen in the shop: one of the product's gallery (422 otherwise), or null for the product's",
        params: adminVariantParams,
        body: adminVariantImageBody,
        response: { 200: adminProductResponse, ...refusals },
      },
    },
    async (req) =>
      change(
        req,
        req.params.id,
        'variant.image',
        (tx) => setVariantImage(tx, req.params.id, req.params.variantId, req.body.path),
        (r) => ({
          before: { variantId: req.params.variantId, path: r.before },
          after: { variantId: req.params.variantId, path: req.body.path },
        }),
      ),
  );

  app.put(
    '/api/admin/v1/products/:id/variants/:variantId/stock',
    {
      config: { permission: 'catalogue' },
      schema: {
        tags: ['admin'],
        summary:
          "Set a variant's pieces in a warehouse (by code), not below what unpaid orders hold there (422); written as a stock movement, as PUT /api/admin/v1/stock/{variantId} does, also before the product is published",
        params: adminVariantParams,
        body: stockLevelBody,
        response: { 200: adminProductResponse, ...refusals },
      },
    },
    async (req) =>
      change(
        req,
        req.params.id,
        'stock.set',
        (tx) => setProductVariantStock(tx, req.params.id, req.params.variantId, req.body),
        ({ level: { previousQuantity, ...after } }) => ({
          before: { variantId: req.params.variantId, warehouse: after.warehouse, quantity: previousQuantity },
          after: { ...after, reason: req.body.reason },
        }),
      ),
  );

  app.put(
    '/api/admin/v1/products/:id/images',
    {
      config: { permission: 'catalogue' },
      schema: {
        tags: ['admin'],
        summary:
          "Replace a product's gallery in its order (uploaded paths from POST /api/admin/v1/media/product-images, alternative text per locale); the first two are its main and hover pictures",
        params: adminProductParams,
        body: adminProductImagesBody,
        response: { 200: adminProductResponse, ...refusals },
      },
    },
    async (req) =>
      change(
        req,
        req.params.id,
        'product.images',
        (tx) => setProductImages(tx, req.params.id, req.body, deps),
        (r) => ({
          before: r.before,
          after: req.body.images.map((i) => i.path),
        }),
      ),
  );
};
