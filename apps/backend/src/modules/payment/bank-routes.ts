import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminPaymentApi } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { routeOf } from '../../http/contract-routes.ts';
import { HttpError } from '../../http/errors.ts';
import { FioError, FioThrottledError, type FioClient } from '../../integrations/bank/fio.ts';
import {
  parseStatement,
  StatementFormatError,
  type BankStatement,
} from '../../integrations/bank/statement.ts';
import { actorOf } from '../operator/index.ts';
import { importBankStatement } from './bank-import.ts';
import { listBankMovements, resolveBankMovement } from './bank-movements.ts';
import type { PaymentOrders } from './service.ts';

/** The largest statement file read: a month of a busy account in GPC is well below it. */
export const STATEMENT_MAX_BYTES = 5 * 1024 * 1024;

export const bankStatementErrors = {
  notAFile: 'Pošlete soubor výpisu jako tělo požadavku s content-type application/octet-stream.',
  fioNotConfigured: 'Stahování pohybů z Fio banky není nastavené (FIO_TOKEN).',
} as const;

/**
 * The order desk's bank statements (/api/admin/v1): files read in, Fio downloads, and the
 * movements left for a person.
 */
export const bankAdminRoutes: FastifyPluginAsyncZod<{
  db: Db;
  orders: PaymentOrders;
  /** Fio banka's API, or null where downloads are off. */
  fio: FioClient | null;
}> = async (app, { db, orders, fio }) => {
  // The statement file is the request body, in these routes only.
  app.addContentTypeParser(
    'application/octet-stream',
    { parseAs: 'buffer', bodyLimit: STATEMENT_MAX_BYTES },
    (_req, body, done) => done(null, body),
  );

  app.route({
    ...routeOf(adminPaymentApi.bankStatement),
    config: { permission: 'orders' },
    bodyLimit: STATEMENT_MAX_BYTES,
    handler: async (req) => {
      if (!Buffer.isBuffer(req.body)) throw new HttpError(415, bankStatementErrors.notAFile, 'file');
      const fileName = req.query.fileName ?? null;
      let statement: BankStatement;
      try {
        statement = parseStatement(req.body, fileName ?? undefined);
      } catch (err) {
        if (err instanceof StatementFormatError) {
          throw new HttpError(422, err.message, 'file', 'bank.statementFormat');
        }
        throw err;
      }
      return {
        data: await importBankStatement(db, orders, actorOf(req), statement, { fileName, file: req.body }),
      };
    },
  });

  app.route({
    ...routeOf(adminPaymentApi.fioImport),
    config: { permission: 'orders' },
    handler: async (req) => {
      if (!fio)
        throw new HttpError(409, bankStatementErrors.fioNotConfigured, undefined, 'bank.fioNotConfigured');
      let statement: BankStatement;
      try {
        const { from, to } = req.body ?? {};
        statement = from && to ? await fio.period(from, to) : await fio.last();
      } catch (err) {
        if (err instanceof FioThrottledError)
          throw new HttpError(409, err.message, undefined, 'bank.fioThrottled');
        if (err instanceof FioError) {
          req.log.warn({ err }, 'bank: the Fio download failed');
          throw new HttpError(502, err.message, undefined, 'bank.fioUnavailable');
        }
        throw err;
      }
      return {
        data: await importBankStatement(db, orders, actorOf(req), statement, { fileName: null, file: null }),
      };
    },
  });

  app.route({
    ...routeOf(adminPaymentApi.bankMovements),
    config: { permission: 'orders' },
    handler: async (req) => listBankMovements(db, req.query),
  });

  app.route({
    ...routeOf(adminPaymentApi.resolveBankMovement),
    config: { permission: 'orders' },
    handler: async (req) => ({
      data: await resolveBankMovement(db, orders, actorOf(req), req.params.id, req.body),
    }),
  });
};
