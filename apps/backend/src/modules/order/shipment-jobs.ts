import type { Db } from '../../db/client.ts';
import type { ParcelCarrier } from '../../integrations/packeta/packeta-api-protocol.ts';
import type { JobHandlers, JobLogger } from '../jobs/index.ts';
import { createShipment } from './shipments.ts';

/** The job creating a packed order's Packeta parcel (none without a Packeta connection: the job waits). */
export function createShipmentJobHandlers(deps: {
  db: Db;
  carrier: ParcelCarrier | null;
  sender: string;
  log: JobLogger;
}): JobHandlers {
  return {
    'packeta-shipment': async ({ orderId }) => {
      if (!deps.carrier) throw new Error('Packeta is not configured (PACKETA_API_PASSWORD)');
      await createShipment(deps.db, deps.carrier, orderId, { sender: deps.sender, log: deps.log });
    },
  };
}
