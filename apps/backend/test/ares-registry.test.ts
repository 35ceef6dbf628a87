import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { validateTin } from '@shop/rules';
import { aresDouble, ARES_DOUBLE_BASE } from '../src/integrations/company-registry/ares-double.ts';
import { aresError, aresSubject } from '../src/integrations/company-registry/ares-protocol.ts';
import { aresCompanyRegistry } from '../src/integrations/company-registry/ares-registry.ts';
import { CompanyRegistryUnavailable } from '../src/integrations/company-registry/company-registry.ts';
import { doubleCompanies } from '../src/integrations/company-registry/double-companies.ts';

const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`./fixtures/ares/${name}.json`, import.meta.url), 'utf8')) as Record<
    string,
    unknown
  >;
const recorded = {
  subject: fixture('subject'),
  notFound: fixture('not-found'),
  badInput: fixture('bad-input'),
};

/** A stand-in ARES at a local port whose answers the test sets; it counts the requests. */
let answer: (path: string) => { status: number; body?: unknown; hang?: boolean };
const requests: string[] = [];
let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push(req.url ?? '');
    const a = answer(req.url ?? '');
    if (a.hang) return;
    res.writeHead(a.status, { 'content-type': 'application/json' });
    res.end(a.body === undefined ? '' : JSON.stringify(a.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/ekonomicke-subjekty-v-be/rest`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
afterEach(() => {
  requests.length = 0;
});

describe('the ARES adapter on ARES’s documented answers', () => {
  it('reads a company: name, legal form, DIČ, street with descriptive/orientation number, town and postcode', async () => {
    answer = () => ({ status: 200, body: recorded.subject });
    const company = await aresCompanyRegistry({ baseUrl: base }).findByIco('27074358');
    expect(requests).toEqual(['/ekonomicke-subjekty-v-be/rest/ekonomicke-subjekty/27074358']);
    expect(company).toEqual({
      ico: '27074358',
      dic: 'CZ27074358',
      name: 'Asseco Central Europe, a.s.',
      legalForm: 'Akciová společnost',
      street: 'Budějovická',
      houseNumber: '778/3a',
      city: 'Praha',
      postcode: '140 00',
      countryCode: 'CZE',
    });
  });

  it('a village without streets: the house number goes with the village; no DIČ for a non-payer', async () => {
    const { dic: _dic, ...withoutDic } = recorded.subject;
    const sidlo = { kodStatu: 'CZ', nazevObce: 'Lhota', cisloDomovni: 12, psc: 53701 };
    answer = () => ({ status: 200, body: { ...withoutDic, sidlo, pravniForma: '101' } });
    expect(await aresCompanyRegistry({ baseUrl: base }).findByIco('27074358')).toMatchObject({
      dic: null,
      legalForm: 'Fyzická osoba podnikající dle živnostenského zákona',
      street: 'Lhota',
      houseNumber: '12',
      city: 'Lhota',
      postcode: '537 01',
    });
  });

  it('a dissolved company or one seated abroad is none the shop can invoice', async () => {
    answer = () => ({ status: 200, body: { ...recorded.subject, datumZaniku: '2024-12-31' } });
    expect(await aresCompanyRegistry({ baseUrl: base }).findByIco('27074358')).toBeNull();
    const abroad = { ...(recorded.subject.sidlo as object), kodStatu: 'SK' };
    answer = () => ({ status: 200, body: { ...recorded.subject, sidlo: abroad } });
    expect(await aresCompanyRegistry({ baseUrl: base }).findByIco('27074358')).toBeNull();
  });

  it('404 NENALEZENO and 400 CHYBA_VSTUPU are no company', async () => {
    answer = () => ({ status: 404, body: recorded.notFound });
    expect(await aresCompanyRegistry({ baseUrl: base }).findByIco('27074358')).toBeNull();
    answer = () => ({ status: 400, body: recorded.badInput });
    expect(await aresCompanyRegistry({ baseUrl: base }).findByIco('27074358')).toBeNull();
  });

  it('keeps an answer for a day, a company or none, and asks again after', async () => {
    answer = (url) =>
      url.endsWith('27074358')
        ? { status: 200, body: recorded.subject }
        : { status: 404, body: recorded.notFound };
    let now = Date.parse('2026-11-30T10:00:00Z');
    const realNow = Date.now;
    Date.now = () => now;
    try {
      const registry = aresCompanyRegistry({ baseUrl: base });
      await registry.findByIco('27074358');
      await registry.findByIco(' 27074358 ');
      await registry.findByIco('25596641');
      await registry.findByIco('25596641');
      expect(requests).toHaveLength(2);
      now += 24 * 3600_000 + 1;
      await registry.findByIco('27074358');
      expect(requests).toHaveLength(3);
    } finally {
      Date.now = realNow;
    }
  });

  it('a register that fails, answers garbage or does not answer in time is unavailable, and not remembered', async () => {
    const registry = aresCompanyRegistry({ baseUrl: base, timeoutMs: 300 });
    answer = () => ({ status: 500, body: { kod: 'CHYBA_SERVERU', popis: 'Neočekávaná chyba.' } });
    await expect(registry.findByIco('27074358')).rejects.toBeInstanceOf(CompanyRegistryUnavailable);
    answer = () => ({ status: 200, body: { ico: '27074358' } });
    await expect(registry.findByIco('27074358')).rejects.toBeInstanceOf(CompanyRegistryUnavailable);
    answer = () => ({ status: 200, hang: true });
    await expect(registry.findByIco('27074358')).rejects.toBeInstanceOf(CompanyRegistryUnavailable);
    answer = () => ({ status: 200, body: recorded.subject });
    expect((await registry.findByIco('27074358'))?.name).toBe('Asseco Central Europe, a.s.');
    expect(requests).toHaveLength(4);
  });

  it('a register nobody listens at is unavailable', async () => {
    const registry = aresCompanyRegistry({ baseUrl: 'http://127.0.0.1:9/ekonomicke-subjekty-v-be/rest' });
    await expect(registry.findByIco('27074358')).rejects.toBeInstanceOf(CompanyRegistryUnavailable);
  });
});

describe('the local double speaks ARES’s protocol', () => {
  const double = Fastify();
  let doubleBase: string;
  beforeAll(async () => {
    await double.register(aresDouble, { prefix: '/test-ares', companies: doubleCompanies });
    await double.listen({ port: 0, host: '127.0.0.1' });
    doubleBase = `http://127.0.0.1:${(double.server.address() as AddressInfo).port}/test-ares${ARES_DOUBLE_BASE}`;
  });
  afterAll(() => double.close());
  const get = async (ico: string) => {
    const res = await fetch(`${doubleBase}/ekonomicke-subjekty/${ico}`);
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  /** A value's keys with their JSON types, one level into objects. */
  const shape = (o: Record<string, unknown>, keys: string[]) =>
    Object.fromEntries(keys.map((k) => [k, Array.isArray(o[k]) ? 'array' : typeof o[k]]));

  it('answers a valid IČO with a subject shaped as ARES’s, the same every time', async () => {
    const valid = ['12345679', '25596641', '46347534'].filter((i) => validateTin(i) === null);
    expect(valid.length).toBeGreaterThan(0);
    for (const ico of valid) {
      const { status, body } = await get(ico);
      expect(status).toBe(200);
      aresSubject.parse(body);
      const top = [
        'ico',
        'obchodniJmeno',
        'sidlo',
        'pravniForma',
        'datumVzniku',
        'datumAktualizace',
        'primarniZdroj',
        'czNace',
      ];
      expect(shape(body, top)).toEqual(shape(recorded.subject, top));
      const seat = [
        'kodStatu',
        'nazevStatu',
        'nazevObce',
        'nazevUlice',
        'cisloDomovni',
        'psc',
        'textovaAdresa',
        'typCisloDomovni',
      ];
      expect(shape(body.sidlo as Record<string, unknown>, seat)).toEqual(
        shape(recorded.subject.sidlo as Record<string, unknown>, seat),
      );
      expect(body.ico).toBe(ico);
      expect((await get(ico)).body).toEqual(body);
    }
  });

  it('serves the companies it is given as they are, through the adapter', async () => {
    const [first] = await doubleCompanies();
    expect(await aresCompanyRegistry({ baseUrl: doubleBase }).findByIco(first!.ico)).toEqual(first);
  });

  it('answers an unassigned IČO and a malformed one with ARES’s error bodies', async () => {
    const unassigned = Array.from({ length: 100 }, (_, n) => String(n + 1).padStart(8, '0')).find(
      (i) => validateTin(i) === null,
    )!;
    const missing = await get(unassigned);
    expect(missing.status).toBe(404);
    expect(Object.keys(aresError.parse(missing.body)).sort()).toEqual(Object.keys(recorded.notFound).sort());
    expect(missing.body.kod).toBe(recorded.notFound.kod);
    for (const bad of ['27074359', '1234567', 'abcdefgh']) {
      const refused = await get(bad);
      expect(refused.status).toBe(400);
      expect(Object.keys(aresError.parse(refused.body)).sort()).toEqual(
        Object.keys(recorded.badInput).sort(),
      );
      expect(refused.body.kod).toBe(recorded.badInput.kod);
    }
  });
});
