import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { marketingApi, type ShopCertificate } from '@shop/contract';
import { routeOf } from '../../../http/contract-routes.ts';
import type { CertificateProvider } from '../../../integrations/shop-certification/certificate.ts';

/** How long browsers and caches may keep the certificate: it changes with reviews, slowly. */
const PUBLIC_SECONDS = 300;

/** The shop's public certificate, for the storefront's footer badge. */
export const shopCertificationRoutes: FastifyPluginAsyncZod<{ provider: CertificateProvider }> = async (
  app,
  { provider },
) => {
  app.route({
    ...routeOf(marketingApi.certificate),
    handler: async (_req, reply): Promise<ShopCertificate | null> => {
      reply.header('cache-control', `public, max-age=${PUBLIC_SECONDS}`);
      const certificate = await provider.certificate();
      if (!certificate) return reply.code(204).send(null);
      return certificate;
    },
  });
};
