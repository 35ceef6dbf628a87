import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountApi, endpointPath, shippingApi } from '@shop/contract';

const src = path.resolve(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) return sources(p);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [p] : [];
  });
}

/** The source without its comments, which may name a backend path. */
const code = (file: string) =>
  readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:])\/\/.*$/gm, '$1');

describe('calls of the backend', () => {
  it('go through the contract: no backend address or path is built by hand', () => {
    // The client itself, and the place that reads the addresses from the environment.
    const own = new Set(['lib/backend.ts', 'lib/env.ts']);
    const found = sources(src)
      .map((file) => path.relative(src, file))
      .filter((file) => !own.has(file))
      .flatMap((file) => {
        const text = code(path.join(src, file));
        return [
          /env\.(storeUrl|cmsUrl)/.test(text) ? `${file}: a backend address` : null,
          /['"`]\/api\/v1\//.test(text) ? `${file}: a store API path` : null,
        ].filter((x) => x !== null);
      });
    expect(found).toEqual([]);
  });
});

/** A real HTTP server standing in for the backend: it answers what the test sets, and keeps the requests. */
const backend = {
  answer: (): Response => Response.json({}),
  seen: [] as { url: string; headers: Record<string, string | string[] | undefined> }[],
};
let server: Server;

beforeAll(async () => {
  server = createServer(async (req, res) => {
    backend.seen.push({ url: req.url ?? '', headers: req.headers });
    const answer = backend.answer();
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(await answer.text());
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  vi.stubEnv('STORE_URL', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  vi.resetModules();
});
afterAll(() => {
  vi.unstubAllEnvs();
  server.close();
});

describe('callBackend', () => {
  it('fills the path, sends the context and parses the answer by the endpoint', async () => {
    const { callBackend } = await import('./backend');
    backend.answer = () =>
      Response.json({ data: [{ name: 'Jihomoravský kraj', countryCode: 'CZE' }], extra: 1 });
    const answer = await callBackend(shippingApi.regions, { locale: 'sk', query: { country: 'CZE' } });
    expect(answer).toEqual({ data: [{ name: 'Jihomoravský kraj', countryCode: 'CZE' }] });
    const request = backend.seen.at(-1)!;
    expect(request.url).toBe('/api/v1/regions?country=CZE');
    expect(request.headers['x-locale']).toBe('sk');
    expect(request.headers['x-currency']).toBe('EUR');
  });

  it('throws the backend’s errors, and refuses an answer the contract does not describe', async () => {
    const { callBackend } = await import('./backend');
    const { BackendError } = await import('./http');
    backend.answer = () =>
      Response.json({ errors: [{ code: 'notFound', title: 'Nenalezeno' }] }, { status: 404 });
    const notFound = callBackend(shippingApi.pickupPoint, {
      locale: 'cs',
      params: { shipperId: 2, remoteId: 'a/b' },
    });
    await expect(notFound).rejects.toBeInstanceOf(BackendError);
    await expect(notFound).rejects.toMatchObject({ status: 404, errors: [{ title: 'Nenalezeno' }] });
    expect(backend.seen.at(-1)!.url).toBe('/api/v1/shippers/2/branches/remoteId/a%2Fb');
    backend.answer = () => Response.json({ data: 'not a list' });
    await expect(callBackend(shippingApi.regions, { locale: 'cs' })).rejects.toMatchObject({ status: 502 });
  });

  it('an endpoint that answers nothing resolves to undefined, and throws its refusal', async () => {
    const { callBackend } = await import('./backend');
    const { goneAlready } = await import('./http');
    backend.answer = () => new Response(null, { status: 204 });
    const call = () =>
      callBackend(accountApi.deleteAddress, {
        locale: 'cs',
        params: { id: 7 },
        headers: { authorization: 'Bearer t' },
      });
    await expect(call()).resolves.toBeUndefined();
    const request = backend.seen.at(-1)!;
    expect(request.url).toBe('/api/v1/user/addresses/7');
    expect(request.headers.authorization).toBe('Bearer t');
    backend.answer = () =>
      Response.json({ errors: [{ code: 'refused', title: 'Špatné heslo' }] }, { status: 422 });
    await expect(call()).rejects.toMatchObject({ status: 422, errors: [{ title: 'Špatné heslo' }] });
    // A deletion of what is gone already is no failure; any other refusal still is.
    await expect(call().catch(goneAlready)).rejects.toMatchObject({ status: 422 });
    backend.answer = () => Response.json({ errors: [] }, { status: 404 });
    await expect(call().catch(goneAlready)).resolves.toBeUndefined();
  });

  it('leaves out an empty query, and fails on a missing parameter', () => {
    expect(endpointPath(shippingApi.branches, undefined, { s: undefined, keys: null })).toBe(
      '/api/v1/branches',
    );
    expect(endpointPath(shippingApi.branches, undefined, { shipper_id: 3, s: 'Brno' })).toBe(
      '/api/v1/branches?shipper_id=3&s=Brno',
    );
    expect(() => endpointPath(shippingApi.pickupPoint, { shipperId: 2 })).toThrow(
      'parameter remoteId missing',
    );
  });
});
