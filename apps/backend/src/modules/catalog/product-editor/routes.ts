import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCatalogueApi, groupTags, itemTags } from '@shop/contract';
import { zonedDateTime } from '@shop/rules';
import type { Db, Tx } from '../../../db/client.ts';
import { routeOf } from '../../../http/contract-routes.ts';
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

  app.route({
    ...routeOf(adminCatalogueApi.products),
    config: { permission: 'catalogue' },
    handler: async (req) => listProducts(db, req.query),
  });

  app.route({
    ...routeOf(adminCatalogueApi.productOptions),
    config: { permission: 'catalogue' },
    handler: async () => ({ data: await productOptions(db, deps) }),
  });

  app.route({
    ...routeOf(adminCatalogueApi.product),
    config: { permission: 'catalogue' },
    handler: async (req) => read(req.params.id),
  });

  app.route({
    ...routeOf(adminCatalogueApi.productCreate),
    config: { permission: 'catalogue' },
    handler: async (req) => {
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
  });

  app.route({
    ...routeOf(adminCatalogueApi.productUpdate),
    config: { permission: 'catalogue' },
    handler: async (req) => {
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
  });

  app.route({
    ...routeOf(adminCatalogueApi.productVisibility),
    config: { permission: 'catalogue' },
    handler: async (req) =>
      change(
        req,
        req.params.id,
        req.body.visible ? 'product.publish' : 'product.hide',
        (tx) => setProductVisible(tx, req.params.id, req.body.visible),
        (before) => ({ before: { visible: before.visible }, after: req.body }),
      ),
  });

  for (const [verb, run, e] of [
    ['archive', archiveProduct, adminCatalogueApi.productArchive],
    ['restore', restoreProduct, adminCatalogueApi.productRestore],
  ] as const) {
    app.route({
      ...routeOf(e),
      config: { permission: 'catalogue' },
      handler: async (req) =>
        change(
          req,
          req.params.id,
          `product.${verb}`,
          (tx) => run(tx, req.params.id),
          () => ({}),
        ),
    });
  }

  app.route({
    ...routeOf(adminCatalogueApi.variantCreate),
    config: { permission: 'catalogue' },
    handler: async (req) =>
      change(
        req,
        req.params.id,
        'variant.create',
        (tx) => createVariant(tx, req.params.id, req.body),
        (r) => ({
          after: { variantId: r.variantId, ...req.body },
        }),
      ),
  });

  app.route({
    ...routeOf(adminCatalogueApi.variantUpdate),
    config: { permission: 'catalogue' },
    handler: async (req) =>
      change(
        req,
        req.params.id,
        'variant.update',
        (tx) => updateVariant(tx, req.params.id, req.params.variantId, req.body),
        () => ({ after: { variantId: req.params.variantId, ...req.body } }),
      ),
  });

  for (const [verb, run, e] of [
    ['archive', archiveVariant, adminCatalogueApi.variantArchive],
    ['restore', restoreVariant, adminCatalogueApi.variantRestore],
  ] as const) {
    app.route({
      ...routeOf(e),
      config: { permission: 'catalogue' },
      handler: async (req) =>
        change(
          req,
          req.params.id,
          `variant.${verb}`,
          (tx) => run(tx, req.params.id, req.params.variantId),
          () => ({
            after: { variantId: req.params.variantId },
          }),
        ),
    });
  }

  app.route({
    ...routeOf(adminCatalogueApi.variantPriceSet),
    config: { permission: 'catalogue' },
    handler: async (req) =>
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
  });

  app.route({
    ...routeOf(adminCatalogueApi.variantPriceRemove),
    config: { permission: 'catalogue' },
    handler: async (req) => {
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
  });

  app.route({
    ...routeOf(adminCatalogueApi.volumePriceAdd),
    config: { permission: 'catalogue' },
    handler: async (req) =>
      change(
        req,
        req.params.id,
        'volumePrice.add',
        (tx) => addVolumePrice(tx, req.params.id, req.params.variantId, req.body),
        (r) => ({ after: { variantId: req.params.variantId, ...r.after } }),
      ),
  });

  app.route({
    ...routeOf(adminCatalogueApi.volumePriceChange),
    config: { permission: 'catalogue' },
    handler: async (req) => {
      const { id, variantId, currency, fromAmount } = req.params;
      return change(
        req,
        id,
        'volumePrice.set',
        (tx) => changeVolumePrice(tx, id, variantId, currency, fromAmount, req.body),
        (r) => ({ before: { variantId, ...r.before }, after: { variantId, ...r.after } }),
      );
    },
  });

  app.route({
    ...routeOf(adminCatalogueApi.volumePriceRemove),
    config: { permission: 'catalogue' },
    handler: async (req) => {
      const { id, variantId, currency, fromAmount } = req.params;
      return change(
        req,
        id,
        'volumePrice.remove',
        (tx) => removeVolumePrice(tx, id, variantId, currency, fromAmount),
        (r) => ({ before: { variantId, ...r.before } }),
      );
    },
  });

  app.route({
    ...routeOf(adminCatalogueApi.variantImage),
    config: { permission: 'catalogue' },
    handler: async (req) =>
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
  });

  app.route({
    ...routeOf(adminCatalogueApi.variantStock),
    config: { permission: 'catalogue' },
    handler: async (req) =>
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
  });

  app.route({
    ...routeOf(adminCatalogueApi.productImages),
    config: { permission: 'catalogue' },
    handler: async (req) =>
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
  });
};
