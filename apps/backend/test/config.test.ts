import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

describe('loadConfig', () => {
  it('has defaults, DATA_DIR resolved from the repository root', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 4000,
      host: '0.0.0.0',
      dataDir: path.join(repoRoot, 'data'),
      databaseUrl: undefined,
      logLevel: 'info',
      modules: [
        'operator',
        'settings',
        'catalog',
        'search',
        'shipping',
        'customer',
        'cart',
        'order',
        'payment',
        'navigation',
        'merchandising',
        'pages',
        'articles',
        'branches',
        'content',
        'media',
        'support',
        'marketing',
        'inventory',
        'recommendations',
      ],
      seedDemo: true,
      publicUrl: 'http://localhost:4000',
      redisUrl: undefined,
    });
  });

  it("recommends with the shop's own engine unless an external one is named with its address", () => {
    expect(loadConfig({}).recommendations).toEqual({ engine: 'own', url: undefined, cacheMs: 60_000 });
    expect(
      loadConfig({
        RECOMMENDATION_ENGINE: 'get',
        RECOMMENDATION_ENGINE_URL: 'https://engine.example/recommend',
        RECOMMENDATION_CACHE_SECONDS: '0',
      }).recommendations,
    ).toEqual({ engine: 'get', url: 'https://engine.example/recommend', cacheMs: 0 });
    expect(() => loadConfig({ RECOMMENDATION_ENGINE: 'post' })).toThrow(
      /RECOMMENDATION_ENGINE_URL: required/,
    );
    expect(() => loadConfig({ RECOMMENDATION_ENGINE: 'magic' })).toThrow(/RECOMMENDATION_ENGINE/);
  });

  it('reads every setting', () => {
    const c = loadConfig({
      PORT: '5000',
      HOST: '127.0.0.1',
      DATA_DIR: '/tmp/x',
      DATABASE_URL: 'postgres://u@h/db',
      LOG_LEVEL: 'warn',
      MODULES: 'content, media',
      SEED_DEMO: 'false',
      PUBLIC_URL: 'https://shop.example.cz/',
      REDIS_URL: 'redis://localhost:6379',
    });
    expect(c).toMatchObject({
      port: 5000,
      host: '127.0.0.1',
      dataDir: '/tmp/x',
      modules: ['content', 'media'],
      seedDemo: false,
      publicUrl: 'https://shop.example.cz',
    });
  });

  it('rejects bad values with a message naming each of them', () => {
    expect(() => loadConfig({ PORT: 'abc', MODULES: 'catalog,nope', DATABASE_URL: 'mysql://x' })).toThrow(
      ConfigError,
    );
    try {
      loadConfig({ PORT: '70000', SEED_DEMO: 'maybe' });
    } catch (err) {
      expect((err as Error).message).toMatch(/PORT/);
      expect((err as Error).message).toMatch(/SEED_DEMO/);
    }
  });
});

describe('production mode', () => {
  const secret = 'x'.repeat(32);
  const packeta = {
    PACKETA: 'live',
    PACKETA_API_KEY: 'packeta-key',
    PACKETA_API_PASSWORD: 'packeta-password',
    PACKETA_SENDER: 'shop',
  };
  const ready = {
    SHOP_ENV: 'production',
    VARIANT_HASH_SECRET: secret,
    REVALIDATE_SECRET: secret,
    SEED_DEMO: 'false',
    PUBLIC_URL: 'https://api.shop.example.cz',
    STOREFRONT_PUBLIC_URL: 'https://shop.example.cz',
    SMTP_URL: 'smtps://shop:secret@mail.example.cz',
  };
  const refusalOf = (env: Record<string, string>) => {
    try {
      loadConfig(env);
    } catch (e) {
      expect(e).toBeInstanceOf(ConfigError);
      return (e as Error).message;
    }
    return null;
  };

  it('refuses the defaults, naming every variable to set', () => {
    const message = refusalOf({ SHOP_ENV: 'production' })!;
    expect(message).toMatch(/^Refusing to start in production \(SHOP_ENV=production\):/);
    for (const name of [
      'PAYMENT_GATEWAY',
      'COMPANY_REGISTRY',
      'PACKETA',
      'VARIANT_HASH_SECRET',
      'REVALIDATE_SECRET',
      'SEED_DEMO',
      'PUBLIC_URL',
      'STOREFRONT_PUBLIC_URL',
      'SMTP_URL',
    ]) {
      expect(message).toMatch(new RegExp(`^  ${name}: `, 'm'));
    }
    // Operators log in and scripts use API keys: no static admin token is wanted.
    expect(message).not.toMatch(/ADMIN_TOKEN/);
  });

  it('refuses ADMIN_TOKEN, which is no longer used, in production and in development', () => {
    for (const env of [{ ...ready, ADMIN_TOKEN: secret }, { ADMIN_TOKEN: secret }]) {
      const message = refusalOf(env)!;
      expect(message).toMatch(/^ {2}ADMIN_TOKEN: .*no longer used/m);
    }
    // Empty counts as unset.
    expect(loadConfig({ ADMIN_TOKEN: '' }).production).toBe(false);
  });

  it('with secrets, no demo data and TLS addresses, only the test gateway, register and carrier are left to refuse', () => {
    const message = refusalOf(ready)!;
    expect(message.split('\n').slice(1)).toEqual([
      '  PAYMENT_GATEWAY: the test gateway lets a shopper approve their own payment; set a real gateway',
      '  COMPANY_REGISTRY: the test register makes companies up; set it to ares',
      '  PACKETA: the test double makes pickup points and parcels up; set it to live',
    ]);
    expect(refusalOf({ ...ready, PACKETA: 'live', PACKETA_API_KEY: 'k' })).toMatch(
      /^ {2}PACKETA_API_KEY, PACKETA_API_PASSWORD, PACKETA_SENDER: Packeta needs all three$/m,
    );
    expect(
      refusalOf({ ...ready, COMPANY_REGISTRY: 'ares', ...packeta })!
        .split('\n')
        .slice(1),
    ).toEqual([
      '  PAYMENT_GATEWAY: the test gateway lets a shopper approve their own payment; set a real gateway',
    ]);
  });

  it('refuses connections without TLS unless PLAINTEXT_CONNECTIONS names them', () => {
    const comgate = {
      PAYMENT_GATEWAY: 'comgate',
      COMGATE_MERCHANT: '123456',
      COMGATE_SECRET: secret,
      COMPANY_REGISTRY: 'ares',
      ...packeta,
    };
    const base = { ...ready, ...comgate };
    const plain = {
      ...base,
      DATABASE_URL: 'postgres://shop@db.internal/shop',
      REDIS_URL: 'redis://cache.internal:6379',
    };
    const message = refusalOf(plain)!;
    expect(message).toMatch(/^ {2}DATABASE_URL: add sslmode=verify-full/m);
    expect(message).toMatch(/^ {2}REDIS_URL: use rediss:\/\//m);
    expect(refusalOf({ ...plain, PLAINTEXT_CONNECTIONS: 'database,redis' })).toBeNull();
    const tls = {
      ...base,
      DATABASE_URL: 'postgres://shop@db.internal/shop?sslmode=verify-full',
      REDIS_URL: 'rediss://cache.internal:6380',
    };
    expect(refusalOf(tls)).toBeNull();
    // smtp:// must upgrade with STARTTLS in production, not in development.
    expect(loadConfig({ ...tls, SMTP_URL: 'smtp://mail.example.cz:587' }).smtpRequireTls).toBe(true);
    expect(loadConfig({ ...tls, PLAINTEXT_CONNECTIONS: 'smtp' }).smtpRequireTls).toBe(false);
    expect(loadConfig({}).smtpRequireTls).toBe(false);
    expect(() => loadConfig({ PLAINTEXT_CONNECTIONS: 'ftp' })).toThrow(ConfigError);
  });

  it('starts with a real gateway, explorers off', () => {
    const comgate = {
      PAYMENT_GATEWAY: 'comgate',
      COMGATE_MERCHANT: '123456',
      COMGATE_SECRET: secret,
      COMPANY_REGISTRY: 'ares',
      ...packeta,
    };
    expect(loadConfig({ ...ready, ...comgate })).toMatchObject({
      production: true,
      graphqlExplorer: false,
      openApiUi: false,
      paymentGateway: 'comgate',
      comgate: { apiUrl: 'https://payments.comgate.cz/v2.0', merchant: '123456', test: false },
    });
    expect(refusalOf({ ...ready, ...comgate, COMGATE_TEST: 'true' })).toMatch(/^ {2}COMGATE_TEST: /m);
    expect(refusalOf({ PAYMENT_GATEWAY: 'comgate' })).toMatch(/^ {2}COMGATE_MERCHANT: required/m);
  });

  it('development keeps the explorers; production would turn them off', () => {
    expect(loadConfig({})).toMatchObject({ production: false, graphqlExplorer: true, openApiUi: true });
    expect(loadConfig({ OPENAPI_UI: 'false' }).openApiUi).toBe(false);
  });
});

describe('explorers switched off', () => {
  it('no OpenAPI UI, no GraphiQL, no introspection; queries still answer', async () => {
    const { createTestApp } = await import('./support/test-app.ts');
    const t = await createTestApp({ OPENAPI_UI: 'false', GRAPHQL_EXPLORER: 'false' });
    try {
      expect((await t.app.inject({ url: '/docs' })).statusCode).toBe(404);
      const page = await t.app.inject({ url: '/graphql', headers: { accept: 'text/html' } });
      expect(page.headers['content-type'] ?? '').not.toMatch(/text\/html/);
      const schema = await t.app.inject({
        method: 'POST',
        url: '/graphql',
        payload: { query: '{ __schema { types { name } } }' },
      });
      const body = schema.json() as { data?: unknown; errors?: { message: string }[] };
      expect(body.data ?? null).toBeNull();
      expect(body.errors?.[0]?.message).toMatch(/introspection/i);
      const plain = await t.app.inject({
        method: 'POST',
        url: '/graphql',
        payload: { query: '{ __typename }' },
      });
      expect(plain.json()).toEqual({ data: { __typename: 'Query' } });
    } finally {
      await t.cleanup();
    }
  });
});
