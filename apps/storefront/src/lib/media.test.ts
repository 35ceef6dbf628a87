import { describe, expect, it } from 'vitest';
import { pictureLoading } from './media';

describe('pictureLoading', () => {
  it.each([
    [true, { loading: 'eager', fetchPriority: 'high', decoding: 'sync', elementtiming: 'main-picture' }],
    [false, { loading: 'lazy', fetchPriority: 'auto', decoding: 'async' }],
  ])('largest paint %s', (largestPaint, expected) => {
    expect(pictureLoading(largestPaint)).toEqual(expected);
  });
});
