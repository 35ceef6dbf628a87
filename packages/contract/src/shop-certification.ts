import { z } from 'zod';

/**
 * GET /api/v1/shop-certification/certificate: the shop's public certificate from its customers'
 * verified reviews (200), or none to show (204).
 */
export const shopCertificate = z.object({
  /** The shop the certificate is issued to. */
  name: z.string(),
  /** Share of the reviews that recommend the shop, 0 to 100. */
  recommendPercent: z.number().int().min(0).max(100),
  reviewCount: z.number().int().positive(),
  /** The certificate's public page, when the service has one. */
  url: z.url().nullable(),
});
export type ShopCertificate = z.infer<typeof shopCertificate>;
