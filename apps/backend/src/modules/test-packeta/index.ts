import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import { packetaApiDouble } from '../../integrations/packeta/packeta-api-double.ts';
import { TEST_PACKETA_PREFIX } from '../../integrations/packeta/packeta-api-connection.ts';
import { databasePacketStore } from './store.ts';

/**
 * The local double of Packeta's REST API (shipments, labels, tracking), with its packets in schema
 * test_packeta; the shop talks to it over HTTP as to Packeta. Mounted only with PACKETA=test, which
 * production refuses.
 */
export const testPacketaModule: FastifyPluginAsync<{ db: Db; apiPassword: string }> = async (app, opts) => {
  await app.register(packetaApiDouble, {
    prefix: TEST_PACKETA_PREFIX,
    store: databasePacketStore(opts.db),
    apiPassword: opts.apiPassword,
  });
};
