import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { createFioClient, type FioClient } from '../../integrations/bank/fio.ts';
import { fioDouble, memoryFioStore } from '../../integrations/bank/fio-double.ts';
import { FIO_API_URL } from '../../integrations/bank/fio-protocol.ts';

/** Where the backend serves the local double of the Fio API in development. */
export const TEST_BANK_FIO_PREFIX = '/test-bank/fio';

/**
 * The shop's connection to Fio banka. With FIO_TOKEN, Fio's API (or FIO_API_URL); without it in
 * development, the local double this backend serves at PUBLIC_URL/test-bank/fio, with a token made
 * up per process and its movements in the process's memory (a person pays there by transfer on its
 * page); without it in production, none.
 */
export async function connectFio(app: FastifyInstance, config: Config): Promise<FioClient | null> {
  if (config.fio.token) {
    return createFioClient({ token: config.fio.token, baseUrl: config.fio.apiUrl ?? FIO_API_URL });
  }
  if (config.production) return null;
  const token = randomBytes(32).toString('hex');
  await app.register(fioDouble, { prefix: TEST_BANK_FIO_PREFIX, store: memoryFioStore({ token }) });
  return createFioClient({ token, baseUrl: `${config.publicUrl}${TEST_BANK_FIO_PREFIX}` });
}
