import { describe, expect, it } from 'vitest';
import { addLastVisited } from '../src/last-visited.ts';

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
