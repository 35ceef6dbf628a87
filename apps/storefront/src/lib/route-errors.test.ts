import { describe, expect, it } from 'vitest';
import { BackendError } from './http';
import { failedCall } from './route-errors';

describe('a route whose backend call failed', () => {
  it('passes the backend refusal on with its status and errors, privately', async () => {
    const refusal = new BackendError('Backend answered 404', 404, 'http://backend/x', [
      { code: 'not_found', title: 'Nenalezeno' },
    ]);
    const res = await failedCall('test', refusal, 'cs');
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(await res.json()).toEqual({ errors: [{ code: 'not_found', title: 'Nenalezeno' }] });
  });

  it('a refusal without errors gets one of its status, in the shopper language', async () => {
    const res = await failedCall('test', new BackendError('Backend answered 400', 400, 'x'), 'de');
    expect(res.status).toBe(400);
    const { errors } = (await res.json()) as { errors: { code: string; title: string }[] };
    expect(errors).toHaveLength(1);
    expect(errors[0]!.code).toBe('invalid');
    expect(errors[0]!.title).not.toBe('Něco se porouchalo');
  });

  it.each([
    ['the backend unreachable', new BackendError('Backend unreachable', 503, 'x')],
    ['an answer off the contract', new BackendError('Response does not match', 502, 'x')],
    ['a bug of the route', new TypeError('undefined is not a function')],
  ])('%s is 502 "Něco se porouchalo", with the headers asked for', async (_, error) => {
    const res = await failedCall('test', error, 'cs', { 'cache-control': 'no-store' });
    expect(res.status).toBe(502);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ errors: [{ code: 'unavailable', title: 'Něco se porouchalo' }] });
  });

  it('a failure that names its errors (a check service down) keeps them', async () => {
    const down = new BackendError('Backend answered 503', 503, 'x', [
      { code: 'address.checkDown', title: 'Něco se porouchalo' },
    ]);
    const res = await failedCall('test', down, 'cs');
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({
      errors: [{ code: 'address.checkDown', title: 'Něco se porouchalo' }],
    });
  });
});
