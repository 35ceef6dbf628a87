import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { PaymentGateway } from '../../integrations/payment/gateway.ts';
import { createTestGatewayClient } from '../../integrations/payment/test-gateway-client.ts';
import { testGatewayRoutes } from '../test-gateway/routes.ts';
import { resolveTestGatewaySecret } from '../test-gateway/secret.ts';
import { paymentRoutes } from './routes.ts';

/** The shop's name for the test gateway's page: the display name of MAIL_FROM. */
export function shopNameOf(config: Config): string {
  const display = /^\s*"?([^"<]*?)"?\s*</.exec(config.mailFrom)?.[1]?.trim();
  return display || new URL(config.storefrontPublicUrl).hostname;
}

/** The configured payment gateway's client. */
export async function createPaymentGateway(config: Config): Promise<PaymentGateway> {
  switch (config.paymentGateway) {
    case 'test':
      return createTestGatewayClient({
        baseUrl: config.testGatewayUrl ?? config.publicUrl,
        secret: await resolveTestGatewaySecret(config),
      });
  }
}

/**
 * Payments: the store API's payment routes, and with PAYMENT_GATEWAY=test the local test gateway
 * itself, served by this backend as the stand-in for a card gateway that cannot be reached here.
 */
export const paymentModule: FastifyPluginAsync<{ db: Db; config: Config }> = async (app, { db, config }) => {
  if (config.paymentGateway === 'test') {
    await app.register(testGatewayRoutes, {
      db,
      secret: await resolveTestGatewaySecret(config),
      publicUrl: config.publicUrl,
      merchantName: shopNameOf(config),
    });
  }
  const gateway = await createPaymentGateway(config);
  await app.register(paymentRoutes, {
    deps: {
      db,
      gateway,
      log: app.log,
      storefrontUrl: config.storefrontPublicUrl,
      publicUrl: config.publicUrl,
    },
  });
};
