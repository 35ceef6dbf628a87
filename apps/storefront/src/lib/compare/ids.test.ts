import { describe, expect, it } from 'vitest';
import { MAX_COMPARED, idsSegment, parseIds, parseIdsSegment } from './ids';

describe('compared ids', () => {
  it.each([
    ['[3,1,2]', [3, 1, 2]],
    ['[1,1,2]', [1, 2]],
    ['[1,2,3,4,5]', [1, 2, 3, 4]],
    ['[0,-1,1.5,"2",7]', [7]],
    ['{"a":1}', []],
    ['not json', []],
    [null, []],
  ])('storage %s holds %j', (raw, ids) => {
    expect(parseIds(raw)).toEqual(ids);
  });

  it('compares at most four', () => {
    expect(MAX_COMPARED).toBe(4);
  });

  it.each([
    ['12', [12]],
    ['12-45-7', [12, 45, 7]],
    ['1-2-3-4', [1, 2, 3, 4]],
    ['1-2-3-4-5', null],
    ['1-1', null],
    ['0-2', null],
    ['01', null],
    ['1--2', null],
    ['', null],
    ['9999999999', null],
    ['a-1', null],
  ])('the page segment %s names %j', (segment, ids) => {
    expect(parseIdsSegment(segment)).toEqual(ids);
  });

  it('writes the segment the page reads', () => {
    expect(parseIdsSegment(idsSegment([5, 9, 2]))).toEqual([5, 9, 2]);
  });
});
