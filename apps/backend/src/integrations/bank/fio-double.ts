import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { isIsoDate, zonedDateTime } from '@shop/rules';
import { safeEqual } from '../../http/safe-equal.ts';
import { fioDoublePage, type TransferForm } from './fio-double-page.ts';
import type { FioDoubleStore, FioMovement } from './fio-double-store.ts';
import {
  FIO_COLUMNS,
  FIO_THROTTLE_MS,
  fioDate,
  type FioAnswer,
  type FioTransactionJson,
} from './fio-protocol.ts';

export { memoryFioStore } from './fio-double-store.ts';
export type {
  FioDoubleAccount,
  FioDoubleStore,
  FioMovement,
  MemoryFioStoreOptions,
  NewFioMovement,
} from './fio-double-store.ts';

export interface FioDoubleOptions {
  /** Where the double answers (Fastify's register prefix): the client's base URL is origin + prefix. */
  prefix?: string;
  store: FioDoubleStore;
  /** The pause Fio demands between calls with one token (30 s; tests shorten it). */
  throttleMs?: number;
  /** Today in Prague (tests fix it). */
  today?: () => string;
}

/**
 * A local stand-in for the Fio banka API: Fio cannot be reached from a developer's machine or a
 * test run, so this speaks its protocol (fio-protocol.ts) over real HTTP from a FioDoubleStore,
 * with Fio's refusals: 401 for another token, 409 for a call within the throttle window. Its page
 * (GET prefix/) shows the account and lets a person trying the shop pay an order by transfer.
 */
export const fioDouble: FastifyPluginAsync<FioDoubleOptions> = async (app, opts) => {
  const { store } = opts;
  const throttleMs = opts.throttleMs ?? FIO_THROTTLE_MS;
  const today = opts.today ?? (() => zonedDateTime(new Date()).date);
  const base = app.prefix.replace(/\/+$/, '');
  let lastCallAt = Number.NEGATIVE_INFINITY;

  /** The token check and the throttle, in Fio's order; null when the call may go on. */
  function refusal(token: string, reply: FastifyReply): FastifyReply | null {
    if (!safeEqual(token, store.token)) {
      return reply.code(401).type('text/plain; charset=utf-8').send('Neplatný token');
    }
    const now = performance.now();
    if (now - lastCallAt < throttleMs) {
      return reply.code(409).type('text/plain; charset=utf-8').send('Conflict');
    }
    lastCallAt = now;
    return null;
  }

  const json = (reply: FastifyReply, answer: FioAnswer) =>
    reply.type('application/json; charset=utf-8').header('cache-control', 'no-store').send(answer);

  app.get<{ Params: { token: string } }>(
    '/v1/rest/last/:token/transactions.json',
    { schema: { hide: true } },
    async (req, reply) => {
      const refused = refusal(req.params.token, reply);
      if (refused) return refused;
      const mark = await store.lastDownloadedId();
      const all = await store.since(null);
      const fresh = await store.since(mark);
      const before = all.filter((m) => mark !== null && m.id <= mark);
      const last = fresh.at(-1);
      if (last) await store.markDownloaded(last.id);
      const day = today();
      return json(reply, answer(fresh, before, fresh[0]?.date ?? day, day, mark));
    },
  );

  app.get<{ Params: { token: string; from: string; to: string } }>(
    '/v1/rest/periods/:token/:from/:to/transactions.json',
    { schema: { hide: true } },
    async (req, reply) => {
      const { token, from, to } = req.params;
      const refused = refusal(token, reply);
      if (refused) return refused;
      if (!isIsoDate(from) || !isIsoDate(to) || from > to) {
        return reply.code(400).type('text/plain; charset=utf-8').send('Chybné období');
      }
      const all = await store.since(null);
      const within = await store.between(from, to);
      return json(
        reply,
        answer(
          within,
          all.filter((m) => m.date < from),
          from,
          to,
          null,
        ),
      );
    },
  );

  /** A Fio answer: the movements, and balances counted from the ones before them. */
  function answer(
    movements: FioMovement[],
    before: FioMovement[],
    dateStart: string,
    dateEnd: string,
    idLastDownload: number | null,
  ): FioAnswer {
    const { account } = store;
    const sum = (list: FioMovement[]) => list.reduce((total, m) => total + m.amount, 0);
    const opening = account.initialBalance + sum(before);
    return {
      accountStatement: {
        info: {
          accountId: account.accountId,
          bankId: account.bankId,
          currency: account.currency,
          iban: account.iban,
          bic: account.bic,
          openingBalance: opening / 100,
          closingBalance: (opening + sum(movements)) / 100,
          dateStart: fioDate(dateStart),
          dateEnd: fioDate(dateEnd),
          idFrom: movements[0]?.id ?? null,
          idTo: movements.at(-1)?.id ?? null,
          idLastDownload,
        },
        transactionList: { transaction: movements.map(fioColumns) },
      },
    };
  }

  // The page of the test bank: server-rendered HTML and one form.
  await app.register(async (pages) => {
    const FORM = 'application/x-www-form-urlencoded';
    if (!pages.hasContentTypeParser(FORM)) {
      pages.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) =>
        done(null, Object.fromEntries(new URLSearchParams(body as string))),
      );
    }
    const html = (reply: FastifyReply, status: number, body: string) =>
      reply
        .code(status)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .header('referrer-policy', 'no-referrer')
        .header(
          'content-security-policy',
          "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
        )
        .send(body);

    const page = async (form: TransferForm, error: string | null, added: boolean) =>
      fioDoublePage({
        account: store.account,
        movements: (await store.since(null)).reverse(),
        base,
        form,
        error,
        added,
      });

    pages.get<{ Querystring: Record<string, string | undefined> }>(
      '/',
      { schema: { hide: true } },
      async (req, reply) => {
        // The shop's payment instructions may link here with the order's symbol and amount.
        const q = req.query;
        const form = {
          amount: (q.amount ?? '').slice(0, 20),
          variableSymbol: (q.vs ?? '').slice(0, 10),
          name: '',
          message: '',
        };
        return html(reply, 200, await page(form, null, q.prijato === '1'));
      },
    );

    pages.post('/transfers', { schema: { hide: true } }, async (req, reply) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const form: TransferForm = {
        amount: field(body.amount, 20),
        variableSymbol: field(body.variableSymbol, 10),
        name: field(body.name, 35),
        message: field(body.message, 140),
      };
      const amount = crownsToMinor(form.amount);
      const error =
        amount === null
          ? 'Zadejte kladnou částku, například 1250 nebo 1 250,50.'
          : !/^\d{0,10}$/.test(form.variableSymbol)
            ? 'Variabilní symbol smí obsahovat jen číslice, nejvýše deset.'
            : null;
      if (error || amount === null) return html(reply, 400, await page(form, error, false));
      await store.add({
        amount,
        date: today(),
        variableSymbol: form.variableSymbol.replace(/^0+/, '') || null,
        counterpartyName: form.name || null,
        message: form.message || null,
        // A fictitious payer's account at another bank.
        counterAccount: '19-2000145399',
        bankCode: '0800',
      });
      return reply.code(303).header('location', `${base}/?prijato=1`).send();
    });
  });
};

/** A movement in Fio's columns: every column the shop reads, null where empty, as Fio sends them. */
function fioColumns(m: FioMovement): FioTransactionJson {
  const c = FIO_COLUMNS;
  const col = <T>(spec: { key: string; id: number; name: string }, value: T | null) =>
    [spec.key, value === null || value === '' ? null : { value, name: spec.name, id: spec.id }] as const;
  return Object.fromEntries([
    col(c.id, m.id),
    col(c.date, fioDate(m.date)),
    col(c.amount, m.amount / 100),
    col(c.currency, m.currency),
    col(c.counterAccount, m.counterAccount),
    col(c.counterpartyName, m.counterpartyName),
    col(c.bankCode, m.bankCode),
    col(c.bankName, null),
    col(c.constantSymbol, m.constantSymbol),
    col(c.variableSymbol, m.variableSymbol),
    col(c.specificSymbol, m.specificSymbol),
    col(c.userIdentification, m.counterpartyName),
    col(c.message, m.message),
    col(c.type, m.amount > 0 ? 'Bezhotovostní příjem' : 'Bezhotovostní platba'),
    col(c.executedBy, null),
    col(c.detail, null),
    col(c.comment, null),
    col(c.bic, null),
    col(c.instructionId, null),
  ]) as FioTransactionJson;
}

const field = (value: unknown, max: number) => (typeof value === 'string' ? value.trim().slice(0, max) : '');

/** Crowns as a person types them (`1250`, `1 250,50`, `1250.5`) to minor units; null if not a positive amount. */
function crownsToMinor(typed: string): number | null {
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(typed.replace(/[\s\u00a0]/g, ''));
  if (!match) return null;
  const minor = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return minor > 0 ? minor : null;
}
