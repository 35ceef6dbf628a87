import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import { categoryRoutes } from './categories/routes.ts';
import { categoryAdminRoutes } from './categories/admin-routes.ts';
import type { CatalogContent } from './content.ts';
import { catalogReadRoutes } from './read-routes.ts';
import { priceAdminRoutes, type PriceRevalidator } from './pricing/admin-routes.ts';
import type { ProductEditorDeps } from './product-editor/deps.ts';
import { productEditorRoutes } from './product-editor/routes.ts';
import { catalogueImportRoutes } from './import/routes.ts';
import { feedRoutes } from './feeds/routes.ts';
import { withFeedRebuild } from './feeds/schedule.ts';

export { listBrands } from './brands/service.ts';
export {
  categorySlug,
  categorySubtrees,
  getCategoryRefs,
  invalidateCategoryTree,
} from './categories/service.ts';
export type { CatalogContent, ContentListing } from './content.ts';
export type { ListingScope } from './listing/scope.ts';
export { allTerms, searchTerms } from './listing/search-match.ts';
export { productCategorySlugs } from './categories/product-category-slugs.ts';
export { existingCategoryIds, existingTagIds } from './categories/rule-refs.ts';
export { categoryFilterParametersOf, parameterValuesByIds } from './parameters/service.ts';
export { loadVariantPrices, pricesAtQuantity } from './pricing/service.ts';
export { productBoxes } from './products/boxes.ts';
export { provideOrderGiftOffers, type OrderGiftOffers } from './products/gifts.ts';
export {
  buildProducts,
  buildProductsOfVariants,
  stockCheckedVariantIds,
  variantsByCodes,
  type VariantProduct,
} from './products/service.ts';
export { getProductRefs, type ProductRef } from './products/refs.ts';
export { existingProductIds } from './products/existing.ts';
export {
  categoryProductIds,
  recommendableProducts,
  type RecommendableProduct,
} from './products/recommendable.ts';
export { getVariantRefs, type VariantRef } from './products/variant-refs.ts';
export { detachAccountReviews, reviewsOfAccount } from './reviews/account-reviews.ts';
export { searchCatalog } from './search/service.ts';
export { saveCustomerReview, type CustomerReview, type SavedReview } from './reviews/write.ts';
export { verifiedReviewTally, type ReviewTally } from './reviews/tally.ts';
export { listingIndex as catalogSnapshot } from './listing/listing-index.ts';
export type { ProductEditorDeps } from './product-editor/deps.ts';
export { createCatalogueImportJobHandlers } from './import/jobs.ts';
export { createProductFeedJobHandlers } from './feeds/jobs.ts';
export { queueMissingFeeds, withFeedRebuild } from './feeds/schedule.ts';

/**
 * The catalogue: categories, products, listing state and reviews, and the
 * operator setting prices.
 */
export const catalogModule: FastifyPluginAsync<{
  db: Db;
  secret: string;
  content: CatalogContent;
  /** Tells the storefront which pages a change of price made stale. */
  revalidator: PriceRevalidator;
  /** What the product editor needs from outside the catalogue. */
  editor: ProductEditorDeps;
}> = async (app, { db, secret, content, revalidator: storefront, editor }) => {
  // Every catalogue change that stales the storefront's catalogue also queues the feeds' rebuild.
  const revalidator = withFeedRebuild(db, storefront);
  await app.register(categoryRoutes, { db, content });
  await app.register(catalogReadRoutes, { db, secret, content });
  await app.register(priceAdminRoutes, { db, revalidator });
  await app.register(catalogueImportRoutes, { db });
  await app.register(feedRoutes, { db });
  await app.register(categoryAdminRoutes, { db, revalidator, storefrontUrl: editor.storefrontUrl });
  await app.register(productEditorRoutes, { db, revalidator, deps: editor });
};
