import type { FastifyPluginAsync } from 'fastify';
import { shopNameOf, type Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { PaymentGateway } from '../../integrations/payment/gateway.ts';
import { createComgateClient } from '../../integrations/payment/comgate-client.ts';
import { createTestGatewayClient } from '../../integrations/payment/test-gateway-client.ts';
import { resolveTestGatewaySecret, testGatewayModule } from '../test-gateway/index.ts';
import { bankAdminRoutes } from './bank-routes.ts';
import { connectFio } from './fio-connection.ts';
import { paymentMethodAdminRoutes } from './methods-admin-routes.ts';
import { refundAdminRoutes } from './refund-routes.ts';
import { paymentRoutes } from './routes.ts';
import type { PaymentDeps, PaymentOrders } from './service.ts';

/** The configured payment gateway's client. */
export async function createPaymentGateway(config: Config): Promise<PaymentGateway> {
  switch (config.paymentGateway) {
    case 'test':
      return createTestGatewayClient({
        baseUrl: config.testGatewayUrl ?? config.publicUrl,
        secret: await resolveTestGatewaySecret(config),
      });
    case 'comgate':
      // loadConfig has made sure the merchant and secret are there.
      return createComgateClient(config.comgate!);
  }
}

/**
 * What the payment services need: the configured gateway, and the addresses the shopper and the
 * gateway's notifications come back to.
 */
export async function createPaymentDeps(
  config: Config,
  db: Db,
  orders: PaymentOrders,
  log: PaymentDeps['log'],
): Promise<PaymentDeps> {
  return {
    db,
    orders,
    gateway: await createPaymentGateway(config),
    log,
    storefrontUrl: config.storefrontPublicUrl,
    publicUrl: config.publicUrl,
  };
}

/**
 * Payments: the store API's payment routes, and with PAYMENT_GATEWAY=test the local test gateway
 * itself, served by this backend as the stand-in for a card gateway that cannot be reached here;
 * the order desk's bank statements, with the local double of Fio banka's API in development.
 */
export const paymentModule: FastifyPluginAsync<{ db: Db; config: Config; orders: PaymentOrders }> = async (
  app,
  { db, config, orders },
) => {
  if (config.paymentGateway === 'test') {
    await app.register(testGatewayModule, {
      db,
      secret: await resolveTestGatewaySecret(config),
      publicUrl: config.publicUrl,
      merchantName: shopNameOf(config),
    });
  }
  const deps = await createPaymentDeps(config, db, orders, app.log);
  await app.register(paymentRoutes, { deps });
  await app.register(paymentMethodAdminRoutes, { db });
  await app.register(bankAdminRoutes, { db, orders, fio: await connectFio(app, config) });
  await app.register(refundAdminRoutes, { deps });
};
