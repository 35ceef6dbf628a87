import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';

export interface SupportModuleOptions {
  db: Db;
  config: Config;
}

/**
 * Customer service: the contact form, complaints and withdrawals from purchase. Each feature
 * registers its routes here; messages go to the shop through the mail transport.
 */
export const supportModule: FastifyPluginAsync<SupportModuleOptions> = async () => {};
