import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import { regionRoutes } from './branches/regions-routes.ts';
import { branchRoutes } from './branches/routes.ts';
import { shipperRoutes } from './shippers/routes.ts';

export { pickupPointByRemoteId } from './branches/pickup-points.ts';
export { importPickupPoints, packetaPickupPointImport } from './branches/feed-import.ts';
export {
  connectPickupPointFeed,
  servePacketaFeedDouble,
  TEST_PACKETA_PREFIX,
} from './branches/feed-connection.ts';
export { listBranches } from './branches/service.ts';
export { listShippers } from './shippers/service.ts';
export { shipperCarrier } from './shippers/carrier.ts';

/** Shippers with their prices and delivery dates, branches, pickup points and their regions. */
export const shippingModule: FastifyPluginAsync<{ db: Db; secret: string }> = async (app, { db, secret }) => {
  await app.register(branchRoutes, { db });
  await app.register(regionRoutes);
  await app.register(shipperRoutes, { db, secret });
};
