import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { fioDouble, memoryFioStore, type FioDoubleStore } from '../src/integrations/bank/fio-double.ts';
import { createFioClient, FioError, FioThrottledError } from '../src/integrations/bank/fio.ts';
import type { BankTransaction } from '../src/integrations/bank/statement.ts';

const TOKEN = randomBytes(32).toString('hex');
const servers: FastifyInstance[] = [];

afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

/** The double on a real HTTP server under /fio, with a fixed today. */
async function startDouble({ throttleMs = 0, initialBalance = 0 } = {}) {
  const clock = { today: '2026-05-04' };
  const today = () => clock.today;
  const store = memoryFioStore({ token: TOKEN, today, account: { initialBalance } });
  const server = Fastify();
  servers.push(server);
  await server.register(fioDouble, { prefix: '/fio', store, throttleMs, today });
  await server.listen({ port: 0, host: '127.0.0.1' });
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const origin = `http://127.0.0.1:${address.port}`;
  return {
    store,
    clock,
    origin,
    baseUrl: `${origin}/fio`,
    client: createFioClient({ token: TOKEN, baseUrl: `${origin}/fio` }),
  };
}

const incoming = (store: FioDoubleStore, amount: number, variableSymbol: string, date?: string) =>
  store.add({
    amount,
    variableSymbol,
    date,
    counterpartyName: 'Jiří Dvořák',
    counterAccount: '19-123457',
    bankCode: '0710',
  });

async function rejection(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (err) {
    return err as Error;
  }
  throw new Error('expected the call to fail');
}

describe('the Fio client against the local double', () => {
  it("'last' returns only the movements since the previous 'last'", async () => {
    const { store, client } = await startDouble({ initialBalance: 1_000_000 });
    const paid = await incoming(store, 125_000, '2026000123');
    await store.add({ amount: -30_000, message: 'Obaly' });

    const first = await client.last();
    expect(first).toMatchObject({
      format: 'fio',
      accountNumber: '2000145399/2010',
      statementNumber: null,
      from: '2026-05-04',
      to: '2026-05-04',
      currency: 'CZK',
      openingBalance: 1_000_000,
      closingBalance: 1_095_000,
    });
    expect(first.transactions).toEqual([
      {
        id: String(paid.id),
        bookedOn: '2026-05-04',
        amount: 125_000,
        currency: 'CZK',
        variableSymbol: '2026000123',
        constantSymbol: null,
        specificSymbol: null,
        counterpartyAccount: '19-123457/0710',
        counterpartyName: 'Jiří Dvořák',
        message: null,
      } satisfies BankTransaction,
      expect.objectContaining({ amount: -30_000, message: 'Obaly', variableSymbol: null }),
    ]);

    const second = await client.last();
    expect(second.transactions).toEqual([]);
    expect(second.openingBalance).toBe(1_095_000);

    const later = await incoming(store, 9_990, '0000000456');
    const third = await client.last();
    expect(third.transactions.map((t) => [t.id, t.amount, t.variableSymbol])).toEqual([
      [String(later.id), 9_990, '456'],
    ]);
    expect(third).toMatchObject({ openingBalance: 1_095_000, closingBalance: 1_104_990 });
  });

  it('periods return the movements booked in the days asked, and leave the mark of last alone', async () => {
    const { store, client } = await startDouble({ initialBalance: 50_000 });
    await incoming(store, 1_000, '1', '2026-05-01');
    const inside = await incoming(store, 2_000, '2', '2026-05-03');
    await incoming(store, 4_000, '3', '2026-05-10');

    const period = await client.period('2026-05-02', '2026-05-09');
    expect(period.transactions.map((t) => [t.id, t.bookedOn])).toEqual([[String(inside.id), '2026-05-03']]);
    expect(period).toMatchObject({
      from: '2026-05-02',
      to: '2026-05-09',
      openingBalance: 51_000,
      closingBalance: 53_000,
    });

    const edges = await client.period('2026-05-01', '2026-05-03');
    expect(edges.transactions.map((t) => t.bookedOn)).toEqual(['2026-05-01', '2026-05-03']);

    expect((await client.last()).transactions).toHaveLength(3);
    await expect(client.period('2026-05-09', '2026-05-02')).rejects.toThrow(RangeError);
  });

  it('answers 409 to a second call within the throttle window, and the client says so in Czech', async () => {
    const { client, baseUrl, store } = await startDouble({ throttleMs: 60_000 });
    const movement = await incoming(store, 1_000, '1');
    expect((await client.last()).transactions).toHaveLength(1);

    const error = await rejection(client.period('2026-05-01', '2026-05-04'));
    expect(error).toBeInstanceOf(FioThrottledError);
    expect(error).toMatchObject({ status: 409 });
    expect(error.message).toMatch(/jednou za 30 sekund/);

    const raw = await fetch(`${baseUrl}/v1/rest/last/${TOKEN}/transactions.json`);
    expect(raw.status).toBe(409);
    // The refused calls handed nothing out and moved nothing.
    expect(await store.lastDownloadedId()).toBe(movement.id);
  });

  it('refuses another token, without letting it use up the throttle window', async () => {
    const { baseUrl, client, store } = await startDouble({ throttleMs: 60_000 });
    await incoming(store, 1_000, '1');
    const other = randomBytes(32).toString('hex');

    const error = await rejection(createFioClient({ token: other, baseUrl }).last());
    expect(error).toBeInstanceOf(FioError);
    expect(error).not.toBeInstanceOf(FioThrottledError);
    expect(error).toMatchObject({ status: 401 });
    expect(error.message).toMatch(/odmítla token API/);
    expect(error.message).not.toContain(other);

    expect((await fetch(`${baseUrl}/v1/rest/last/${other}/transactions.json`)).status).toBe(401);
    expect(
      (await fetch(`${baseUrl}/v1/rest/periods/${other}/2026-05-01/2026-05-04/transactions.json`)).status,
    ).toBe(401);
    expect(await store.lastDownloadedId()).toBeNull();
    expect((await client.last()).transactions).toHaveLength(1);
  });
});

describe("the double's page", () => {
  const form = (fields: Record<string, string>) => ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual' as const,
  });

  it('lets a person pay an order by transfer, and escapes what they type', async () => {
    const { origin, baseUrl, client } = await startDouble();
    const start = await fetch(`${baseUrl}/?vs=2026000123&amount=1250%22%3E`);
    expect(start.status).toBe(200);
    expect(start.headers.get('content-type')).toMatch(/^text\/html/);
    const startPage = await start.text();
    expect(startPage).toContain('value="2026000123"');
    expect(startPage).toContain('value="1250&quot;&gt;"');
    expect(startPage).toContain('Na účtu zatím nejsou žádné pohyby.');
    expect(startPage).not.toContain(TOKEN);

    const sent = await fetch(
      `${baseUrl}/transfers`,
      form({
        amount: '1 250,50',
        variableSymbol: '2026000123',
        name: '<script>alert(1)</script>',
        message: 'Díky & "ahoj"',
      }),
    );
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe('/fio/?prijato=1');

    const page = await (await fetch(new URL(sent.headers.get('location')!, origin))).text();
    expect(page).toContain('Platba byla připsána na účet obchodu.');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).not.toContain('<script>');
    expect(page).toContain('Díky &amp; &quot;ahoj&quot;');
    expect(page).toContain('1\u00a0250,50\u00a0Kč');

    const [transfer] = (await client.last()).transactions;
    expect(transfer).toMatchObject({
      amount: 125_050,
      variableSymbol: '2026000123',
      counterpartyName: '<script>alert(1)</script>',
      message: 'Díky & "ahoj"',
      bookedOn: '2026-05-04',
    });
  });

  it.each([
    ['no amount', { amount: '', variableSymbol: '1' }, 'Zadejte kladnou částku'],
    ['a negative amount', { amount: '-5', variableSymbol: '1' }, 'Zadejte kladnou částku'],
    ['a zero amount', { amount: '0,00', variableSymbol: '1' }, 'Zadejte kladnou částku'],
    [
      'letters in the symbol',
      { amount: '10', variableSymbol: '12a<b>' },
      'Variabilní symbol smí obsahovat jen číslice',
    ],
  ])('refuses %s and keeps what was typed', async (_, fields, message) => {
    const { baseUrl, store } = await startDouble();
    const res = await fetch(`${baseUrl}/transfers`, form(fields));
    expect(res.status).toBe(400);
    const page = await res.text();
    expect(page).toContain(message);
    expect(page).not.toContain('<b>');
    expect(await store.since(null)).toEqual([]);
  });
});

describe('the Fio client and a refusing bank', () => {
  /** A bank that answers every call with one fixed refusal. */
  async function refusingBank(status: number, body: string, type: string) {
    const server = Fastify();
    servers.push(server);
    server.get('/*', async (_req, reply) => reply.code(status).type(type).send(body));
    await server.listen({ port: 0, host: '127.0.0.1' });
    const address = server.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    return createFioClient({ token: TOKEN, baseUrl: `http://127.0.0.1:${address.port}` });
  }

  it.each([
    [
      422,
      `Data není možné poskytnout bez silné autorizace (token ${TOKEN}).`,
      'text/plain; charset=utf-8',
      /^Fio banka odmítla dotaz \(HTTP 422\): Data není možné poskytnout bez silné autorizace/,
    ],
    [
      503,
      '<?xml version="1.0"?><response><result><errorCode>15</errorCode><status>error</status><message>Služba je momentálně nedostupná</message></result></response>',
      'text/xml',
      /^Fio banka odmítla dotaz \(HTTP 503\): Služba je momentálně nedostupná$/,
    ],
    [200, '<html>Údržba</html>', 'text/html', /^Fio banka odpověděla něčím jiným než JSON\.$/],
    [
      200,
      '{"accountStatement":{"info":{}}}',
      'application/json',
      /^Výpis Fio banky \(JSON\) má neočekávaný tvar/,
    ],
  ])('reports HTTP %i in Czech, without the token', async (status, body, type, message) => {
    const client = await refusingBank(status, body, type);
    const error = await rejection(client.last());
    expect(error).toBeInstanceOf(FioError);
    expect(error.message).toMatch(message);
    expect(error.message).not.toContain(TOKEN);
  });

  it('reports a bank it cannot reach', async () => {
    const server = Fastify();
    await server.listen({ port: 0, host: '127.0.0.1' });
    const address = server.server.address();
    await server.close();
    if (!address || typeof address === 'string') throw new Error('no port');
    const error = await rejection(
      createFioClient({ token: TOKEN, baseUrl: `http://127.0.0.1:${address.port}` }).last(),
    );
    expect(error).toBeInstanceOf(FioError);
    expect(error).toMatchObject({ status: null });
    expect(error.message).toMatch(/^Fio banka není dostupná/);
    expect(error.message).not.toContain(TOKEN);
  });
});
