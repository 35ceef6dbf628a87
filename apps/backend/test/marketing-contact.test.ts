import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { httpMarketingContact } from '../src/integrations/marketing-contact/marketing-contact.ts';

// A marketing-contact service of our own on a local port: it records what it gets and refuses
// what the test asks it to.
let server: Server;
let url = '';
let answer = 201;
const received: { headers: IncomingHttpHeaders; body: unknown }[] = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      received.push({ headers: req.headers, body: JSON.parse(raw) });
      res.writeHead(answer, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/contacts`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the marketing-contact service over HTTP', () => {
  const service = () =>
    httpMarketingContact({
      url,
      accountId: 'acc-7',
      user: 'shop',
      password: 'tajne heslo',
      origin: 'intimfit.cz',
    });

  it('posts the welcome contact with basic authentication', async () => {
    answer = 201;
    await service().add({ email: 'jana@example.cz', date: '2026-11-25' });
    const last = received.at(-1)!;
    expect(last.headers.authorization).toBe(`Basic ${Buffer.from('shop:tajne heslo').toString('base64')}`);
    expect(last.body).toEqual({
      accountId: 'acc-7',
      email: { email: 'jana@example.cz' },
      origin: 'intimfit.cz',
      isOptedIn: false,
      forceDoubleReOptIn: true,
      columns: { parent: 'welcome', date: '2026-11-25' },
    });
  });

  it('fails on a refusal, so that the job tries again', async () => {
    answer = 503;
    await expect(service().add({ email: 'jana@example.cz', date: '2026-11-25' })).rejects.toThrow(
      /answered 503/,
    );
  });

  it('is configured with all four settings or none', () => {
    const base = { DATA_DIR: '/tmp/x', SEED_DEMO: 'false' };
    expect(loadConfig(base).marketingContact).toBeUndefined();
    expect(() => loadConfig({ ...base, MARKETING_CONTACT_URL: 'https://contacts.example/api' })).toThrow(
      /MARKETING_CONTACT_PASSWORD: required/,
    );
    expect(
      loadConfig({
        ...base,
        MARKETING_CONTACT_URL: 'https://contacts.example/api',
        MARKETING_CONTACT_ACCOUNT_ID: 'a',
        MARKETING_CONTACT_USER: 'u',
        MARKETING_CONTACT_PASSWORD: 'p',
      }).marketingContact,
    ).toEqual({ url: 'https://contacts.example/api', accountId: 'a', user: 'u', password: 'p' });
  });
});
