import type { FastifyPluginAsync } from 'fastify';
import { type PreviewSigning, registerContentRoutes, type Revalidator } from '../../publishing/index.ts';
import type { Db } from '../../../db/client.ts';
import { infomailContent } from './content-definition.ts';

/** The back office's editing of infomails: list, read, create, change, delete and publish. */
export const infomailAdminRoutes: FastifyPluginAsync<{
  db: Db;
  revalidator: Revalidator;
  preview: PreviewSigning;
}> = async (app, { db, revalidator, preview }) => {
  registerContentRoutes(app, infomailContent, { db, revalidator, preview });
};
