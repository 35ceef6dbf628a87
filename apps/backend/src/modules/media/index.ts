import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import { mediaRoutes } from './images/routes.ts';
import { mediaUploadRoutes } from './upload-routes.ts';

export { originalExists, readOriginal } from './originals.ts';
export { storeUploadedImage, uploadMessages } from './upload.ts';

/** Pictures: resized images for the pages, and the back office's uploads of originals. */
export const mediaModule: FastifyPluginAsync<{ db: Db; dataDir: string }> = async (app, options) => {
  await app.register(mediaRoutes, { dataDir: options.dataDir });
  await app.register(mediaUploadRoutes, options);
};
