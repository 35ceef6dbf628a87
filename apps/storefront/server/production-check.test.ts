import { describe, expect, it } from 'vitest';
import { productionRefusals } from './production-check';

const ready = {
  SHOP_ENV: 'production',
  SITE_URL: 'https://www.example.cz',
  TRUST_PROXY: '10.0.0.1',
  REVALIDATE_SECRET: 'a-secret-of-24-characters',
};
const names = (env: Record<string, string | undefined>) =>
  productionRefusals(env).map((r) => r.trim().split(':')[0]);

describe('the storefront refuses to start in production without what production needs', () => {
  it.each([
    ['development, anything goes', { SITE_URL: 'http://localhost:3000' }, []],
    ['production with everything', ready, []],
    ['a plain http address', { ...ready, SITE_URL: 'http://www.example.cz' }, ['SITE_URL']],
    ['no address', { ...ready, SITE_URL: undefined }, ['SITE_URL']],
    ['no trusted proxy', { ...ready, TRUST_PROXY: ' ' }, ['TRUST_PROXY']],
    ['a short revalidation key', { ...ready, REVALIDATE_SECRET: 'short' }, ['REVALIDATE_SECRET']],
    ['nothing set', { SHOP_ENV: 'production' }, ['SITE_URL', 'TRUST_PROXY', 'REVALIDATE_SECRET']],
  ] as const)('%s', (_what, env, refused) => {
    expect(names(env)).toEqual(refused);
  });
});
