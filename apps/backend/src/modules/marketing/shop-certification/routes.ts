import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { shopCertificate, type ShopCertificate } from '@shop/contract';
import type { CertificateProvider } from '../../../integrations/shop-certification/certificate.ts';

/** How long browsers and caches may keep the certificate: it changes with reviews, slowly. */
const PUBLIC_SECONDS = 300;

/** The shop's public certificate, for the storefront's footer badge. */
export const shopCertificationRoutes: FastifyPluginAsyncZod<{ provider: CertificateProvider }> = async (
  app,
  { provider },
) => {
  app.get(
    '/api/v1/shop-certification/certificate',
    {
      schema: {
        tags: ['store'],
        summary:
          'The shop’s certificate from its customers’ verified reviews: how many recommend it (rated 4 stars or more) and of how many; 204 when there is none',
        response: { 200: shopCertificate, 204: z.null().describe('No certificate to show') },
      },
    },
    async (_req, reply): Promise<ShopCertificate | null> => {
      reply.header('cache-control', `public, max-age=${PUBLIC_SECONDS}`);
      const certificate = await provider.certificate();
      if (!certificate) return reply.code(204).send(null);
      return certificate;
    },
  );
};
