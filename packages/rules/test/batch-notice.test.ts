import { describe, expect, it } from 'vitest';
import { batchNoticeDurationMs, batchNoticeText } from '../src/index.ts';

describe('batch add notice', () => {
  it.each([
    // status, added, total, text
    [500, 0, 5, 'importInProgress'],
    [500, 5, 5, 'importInProgress'],
    [200, 5, 5, 'allAdded'],
    [200, 1, 1, 'allAdded'],
    [200, 1, 5, 'oneAdded'],
    [200, 2, 5, 'someAdded'],
    [200, 4, 5, 'someAdded'],
    [200, 0, 5, 'noneAdded'],
    [200, 0, 1, 'noneAdded'],
  ] as const)('HTTP %i, %i of %i added: %s', (status, added, total, text) => {
    expect(batchNoticeText(status, added, total)).toBe(text);
  });

  it.each([
    [0, 3000],
    [1, 6000],
    [2, 9000],
    [9, 30000],
    [-1, 3000],
    [1.5, 6000],
  ])('%s failed lines: shown %i ms', (errors, ms) => {
    expect(batchNoticeDurationMs(errors)).toBe(ms);
  });
});
