import { describe, expect, it } from 'vitest';
import { addLastVisited } from '../src/last-visited.ts';
import { createSessionId, isSessionId } from '../src/session.ts';

describe('addLastVisited (newest first, no duplicates, at most 8)', () => {
  it.each([
    ['into an empty list', [], 'a', ['a']],
    ['newest first', ['b', 'c'], 'a', ['a', 'b', 'c']],
    ['a revisit moves to the front', ['b', 'a', 'c'], 'a', ['a', 'b', 'c']],
    ['the same product again', ['a', 'b'], 'a', ['a', 'b']],
    [
      'the oldest drops off at 8',
      ['2', '3', '4', '5', '6', '7', '8', '9'],
      '1',
      ['1', '2', '3', '4', '5', '6', '7', '8'],
    ],
    [
      'a revisit in a full list drops nothing',
      ['2', '3', '4', '5', '6', '7', '8', '1'],
      '1',
      ['1', '2', '3', '4', '5', '6', '7', '8'],
    ],
    [
      'an over-long stored list is cut',
      ['2', '3', '4', '5', '6', '7', '8', '9', '10'],
      '1',
      ['1', '2', '3', '4', '5', '6', '7', '8'],
    ],
  ])('%s', (_case, list, id, expected) => {
    expect(addLastVisited(list, id)).toEqual(expected);
  });

  it('works with numeric ids and does not touch the input', () => {
    const list = [2, 1] as const;
    expect(addLastVisited(list, 1)).toEqual([1, 2]);
    expect(list).toEqual([2, 1]);
  });

  it.each([[0], [-1], [2.5]])('rejects cap %s', (cap) => {
    expect(() => addLastVisited([], 'a', cap)).toThrow(RangeError);
  });
});

describe('session id', () => {
  it('is 24 lowercase hex characters from Web Crypto', () => {
    const id = createSessionId();
    expect(id).toMatch(/^[0-9a-f]{24}$/);
    expect(isSessionId(id)).toBe(true);
  });

  it('differs between calls', () => {
    expect(createSessionId()).not.toBe(createSessionId());
  });

  it.each([
    [new Uint8Array(12).fill(0), '000000000000000000000000'],
    [new Uint8Array(12).fill(255), 'ffffffffffffffffffffffff'],
    [Uint8Array.from([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 171]), '000102030405060708090aab'],
  ])('encodes each byte as two hex digits: %s', (bytes, expected) => {
    expect(createSessionId((target) => (target.set(bytes), target))).toBe(expected);
  });

  it.each([
    ['0123456789abcdef01234567', true],
    ['0123456789ABCDEF01234567', false], // generated ids are lowercase
    ['0123456789abcdef0123456', false], // 23
    ['0123456789abcdef012345678', false], // 25
    ['0123456789abcdef0123456g', false],
    ['', false],
    [null, false],
    [123, false],
    [undefined, false],
  ])('isSessionId(%j) = %s', (value, expected) => {
    expect(isSessionId(value)).toBe(expected);
  });
});
