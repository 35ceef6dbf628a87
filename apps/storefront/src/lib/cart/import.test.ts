import { describe, expect, it } from 'vitest';
import { MAX_IMPORT_LINES, parseImport } from './import';

describe('order import lines', () => {
  it.each([
    ['LUB-001;2', [{ code: 'LUB-001', amount: 2 }]],
    [
      'LUB-001,3\nKOND-2;1',
      [
        { code: 'LUB-001', amount: 3 },
        { code: 'KOND-2', amount: 1 },
      ],
    ],
    ['LUB-001\t4', [{ code: 'LUB-001', amount: 4 }]],
    ['LUB-001 5', [{ code: 'LUB-001', amount: 5 }]],
    ['LUB-001', [{ code: 'LUB-001', amount: 1 }]],
    ['kód;množství\nLUB-001;2', [{ code: 'LUB-001', amount: 2 }]],
    ['\uFEFF"LUB-001";"2"\r\n\r\n', [{ code: 'LUB-001', amount: 2 }]],
    ['8590000000017;6', [{ code: '8590000000017', amount: 6 }]],
    // Quoted fields may hold a separator, and quoted amounts are read as numbers.
    ['"LUB;001";"3"', [{ code: 'LUB;001', amount: 3 }]],
    ['"LUB 001",2', [{ code: 'LUB 001', amount: 2 }]],
    ['kód,množství\r\n"KOND-2","4"', [{ code: 'KOND-2', amount: 4 }]],
    ['LUB-001 ; 2', [{ code: 'LUB-001', amount: 2 }]],
  ])('%j', (text, lines) => {
    expect(parseImport(text)).toEqual({ lines, invalid: [] });
  });

  it.each([['LUB-001;0'], ['LUB-001;10000'], ['LUB-001;-1'], ['LUB-001;1,5'], ['"LUB-001";"1;5"']])(
    'reports %j',
    (row) => {
      expect(parseImport(`A;1\n${row}`)).toEqual({ lines: [{ code: 'A', amount: 1 }], invalid: [row] });
    },
  );

  it('refuses more than the limit of lines', () => {
    const text = Array.from({ length: MAX_IMPORT_LINES + 1 }, (_, i) => `X-${i};1`).join('\n');
    expect(parseImport(text)).toEqual({ tooMany: true });
  });
});
