import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bankImportResponse,
  bankMovementIdParams,
  bankMovementsQuery,
  bankMovementsResponse,
  bankStatementQuery,
  errorResponse,
  fioImportBody,
  resolveBankMovementBody,
  resolveBankMovementResponse,
} from '@shop/contract';
import type { Db } from '../../db/client.ts';
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

const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  413: errorResponse,
  415: errorResponse,
  422: errorResponse,
  502: errorResponse,
};

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

  app.post(
    '/api/admin/v1/bank-statements',
    {
      config: { permission: 'orders' },
      bodyLimit: STATEMENT_MAX_BYTES,
      schema: {
        tags: ['admin'],
        summary: 'Read a bank statement file (GPC/ABO or camt.053): pays the bank-transfer orders it names',
        description:
          'The file is the request body (content-type application/octet-stream, at most 5 MB), its name in fileName. ' +
          'Each movement counts once: a file read again changes nothing and says so. 422 for a file that is not a statement, with what is wrong in it.',
        querystring: bankStatementQuery,
        response: { 200: bankImportResponse, ...errors },
      },
    },
    async (req) => {
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
  );

  app.post(
    '/api/admin/v1/bank-statements/fio',
    {
      config: { permission: 'orders' },
      schema: {
        tags: ['admin'],
        summary:
          'Download the account’s new movements from Fio banka: pays the bank-transfer orders they name',
        description:
          'Without a body, the movements since the last download; with from and to (YYYY-MM-DD), those booked in the days. ' +
          '409 when Fio is not configured or was asked within the last 30 seconds; 502 when it cannot be reached or refuses.',
        body: fioImportBody.nullish(),
        response: { 200: bankImportResponse, ...errors },
      },
    },
    async (req) => {
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
  );

  app.get(
    '/api/admin/v1/bank-movements',
    {
      config: { permission: 'orders' },
      schema: {
        tags: ['admin'],
        summary: 'Bank movements, newest first: state=open lists those waiting for a person',
        querystring: bankMovementsQuery,
        response: { 200: bankMovementsResponse, ...errors },
      },
    },
    async (req) => listBankMovements(db, req.query),
  );

  app.post(
    '/api/admin/v1/bank-movements/:id/resolve',
    {
      config: { permission: 'orders' },
      schema: {
        tags: ['admin'],
        summary: 'Decide an open bank movement: book it to an order, or close it with a note',
        description:
          'With orderId the money is booked to that order (409 in another currency, for money out, or for a movement already booked to another order); ' +
          'without it the movement is closed with the resolution. 409 for a movement that is not open.',
        params: bankMovementIdParams,
        body: resolveBankMovementBody,
        response: { 200: resolveBankMovementResponse, ...errors },
      },
    },
    async (req) => ({ data: await resolveBankMovement(db, orders, actorOf(req), req.params.id, req.body) }),
  );
};
