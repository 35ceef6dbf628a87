import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSettingsApi } from '@shop/contract';
import type { Database } from '../../../db/client.ts';
import { routeOf } from '../../../http/contract-routes.ts';
import { HttpError } from '../../../http/errors.ts';
import { actorOf, recordAudit } from '../../operator/index.ts';

/** Names the DATA_DIR the copy comes from, so `npm run backup` knows it asked the right process. */
export const dataDirHeader = 'x-shop-data-dir';

/**
 * GET /api/admin/v1/backup/database: a consistent copy of the embedded database while it runs (its
 * files cannot be copied from outside meanwhile), for `npm run backup`. Only with the backup permission.
 */
export const backupRoutes: FastifyPluginAsyncZod<{
  database: Pick<Database, 'dumpDataDir' | 'db'>;
  dataDir: string;
}> = async (app, { database, dataDir }) => {
  app.route({
    ...routeOf(adminSettingsApi.backup),
    config: { permission: 'backup' },
    handler: async (req, reply) => {
      if (!database.dumpDataDir) {
        throw new HttpError(409, 'Databázi PostgreSQL zálohujte nástrojem pg_dump', 'database');
      }
      const dump = await database.dumpDataDir();
      await recordAudit(database.db, actorOf(req), {
        action: 'backup.download',
        objectType: 'database',
        after: { bytes: dump.size },
      });
      return reply
        .type('application/x-tar')
        .header('cache-control', 'no-store')
        .header(dataDirHeader, encodeURIComponent(path.resolve(dataDir)))
        .header('content-length', dump.size)
        .send(Readable.fromWeb(dump.stream() as WebReadableStream));
    },
  });
};
