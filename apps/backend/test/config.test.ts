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
        'settings',
        'catalog',
        'search',
        'shipping',
        'customer',
        'cart',
        'order',
        'payment',
        'cms',
        'media',
      ],
      seedDemo: true,
      publicUrl: 'http://localhost:4000',
      redisUrl: undefined,
    });
  });

  it('reads every setting', () => {
    const c = loadConfig({
      PORT: '5000',
      HOST: '127.0.0.1',
      DATA_DIR: '/tmp/x',
      DATABASE_URL: 'postgres://u@h/db',
      LOG_LEVEL: 'warn',
      MODULES: 'cms, media',
      SEED_DEMO: 'false',
      PUBLIC_URL: 'https://shop.example.cz/',
      REDIS_URL: 'redis://localhost:6379',
    });
    expect(c).toMatchObject({
      port: 5000,
      host: '127.0.0.1',
      dataDir: '/tmp/x',
      modules: ['cms', 'media'],
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
