import type { ShopCertificate } from '@shop/contract';

/** A review recommends the shop when it is rated this or more (4 stars of 5, on 0 to 100). */
export const RECOMMENDING_RATING = 80;

/** The shop's verified reviews: how many, and how many rated RECOMMENDING_RATING or more. */
export interface VerifiedReviews {
  total: number;
  atLeast: number;
}

/**
 * The shop-certification service's public certificate of the shop, for the storefront's badge; null
 * when there is none to show.
 */
export interface CertificateProvider {
  certificate(): Promise<ShopCertificate | null>;
}

/** The certificate the shop's own reviews give: none without reviews. */
export function certificateFromReviews(name: string, reviews: VerifiedReviews): ShopCertificate | null {
  if (reviews.total <= 0) return null;
  return {
    name,
    recommendPercent: Math.round((100 * reviews.atLeast) / reviews.total),
    reviewCount: reviews.total,
    url: null,
  };
}

/** No service configured: the certificate is computed from the shop's own verified reviews. */
export function localCertificateProvider(o: {
  name: string;
  reviews: (minRating: number) => Promise<VerifiedReviews>;
}): CertificateProvider {
  return {
    certificate: async () => certificateFromReviews(o.name, await o.reviews(RECOMMENDING_RATING)),
  };
}

/** A configured service: its own script draws the badge in the storefront, the shop has none. */
export const serviceCertificateProvider: CertificateProvider = {
  certificate: () => Promise.resolve(null),
};
