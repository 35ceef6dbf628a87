import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stockWatchErrorCodes } from '@shop/contract';
import { BackendError } from '../http';
import { productBackPath, refusedOutcome } from './watch-outcome';

describe('productBackPath', () => {
  it.each([
    ['/produkt/gel-aloe', '/produkt/gel-aloe'],
    ['/sk/produkt/gel-aloe?variant_id=12', '/sk/produkt/gel-aloe?variant_id=12'],
    ['/de/produkt/gel%20aloe', '/de/produkt/gel%20aloe'],
    ['https://evil.example/produkt/x', null],
    ['//evil.example/produkt/x', null],
    ['/produkt/x?variant_id=1&next=//evil.example', null],
    ['/kosik', null],
    ['/en/produkt/x', null],
    ['/produkt/x/../../kosik', null],
    [undefined, null],
  ])('%s → %s', (raw, path) => {
    expect(productBackPath(raw)).toBe(path);
  });
});

describe('refusedOutcome', () => {
  // A failure nobody foresaw is logged; here it is expected.
  beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));
  const refused = (status: number, errors: { code: string; field?: string; title: string }[] = []) =>
    new BackendError('refused', status, 'http://api', errors);

  it.each([
    [refused(404), 'notFound'],
    [refused(429), 'tooMany'],
    [
      refused(422, [{ code: 'invalid', field: 'email', title: 'E-mail není ve správném formátu' }]),
      'emailInvalid',
    ],
    [refused(422, [{ code: stockWatchErrorCodes.inStock, title: 'skladem' }]), 'inStock'],
    [refused(503), 'failed'],
    [new Error('boom'), 'failed'],
  ])('%s → %s', (error, outcome) => {
    expect(refusedOutcome(error)).toBe(outcome);
  });
});
