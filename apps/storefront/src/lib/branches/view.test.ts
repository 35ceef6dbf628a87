import { describe, expect, it } from 'vitest';
import { closureAt, formatPostcode, schemaOpeningHours, splitHoursLine, telHref } from './view';

const at = new Date('2026-12-01T12:00:00Z');
const closure = (from: string | null, to: string | null) => ({
  branch_closed_from: from,
  branch_closed_to: to,
});

describe('closureAt', () => {
  it.each([
    ['none', closure(null, null), null],
    ['ended', closure('2026-11-01T00:00:00Z', '2026-11-30T00:00:00Z'), null],
    [
      'to come',
      closure('2026-12-28T00:00:00Z', '2026-12-31T00:00:00Z'),
      { from: '2026-12-28T00:00:00Z', to: '2026-12-31T00:00:00Z', now: false },
    ],
    [
      'holding',
      closure('2026-11-30T00:00:00Z', '2026-12-02T00:00:00Z'),
      { from: '2026-11-30T00:00:00Z', to: '2026-12-02T00:00:00Z', now: true },
    ],
    [
      'open end',
      closure('2026-11-30T00:00:00Z', null),
      { from: '2026-11-30T00:00:00Z', to: null, now: true },
    ],
    ['ending exactly now', closure('2026-11-30T00:00:00Z', '2026-12-01T12:00:00Z'), null],
  ])('%s', (_name, branch, expected) => {
    expect(closureAt(branch, at)).toEqual(expected);
  });
});

describe('schemaOpeningHours', () => {
  it('joins days with the same hours and leaves closed days out', () => {
    expect(
      schemaOpeningHours([
        'Po 9:00–19:00',
        'Út 9:00–19:00',
        'St 9:00–19:00',
        'Čt 9:00–19:00',
        'Pá 9:00–18:00',
        'So 10:00–12:30',
        'Ne zavřeno',
      ]),
    ).toEqual(['Mo-Th 09:00-19:00', 'Fr 09:00-18:00', 'Sa 10:00-12:30']);
  });

  it('reads the lines of any language by their position', () => {
    expect(schemaOpeningHours(['Mo 10:00-18:00', 'Di geschlossen', 'Mi 10:00–18:00'])).toEqual([
      'Mo 10:00-18:00',
      'We 10:00-18:00',
    ]);
  });
});

describe('small formats', () => {
  it('writes postcodes, phone links and splits hours lines', () => {
    expect(formatPostcode('60200')).toBe('602 00');
    expect(formatPostcode('SW1A 1AA')).toBe('SW1A 1AA');
    expect(telHref('+420 228 884 121')).toBe('tel:+420228884121');
    expect(splitHoursLine('Po 9:00–19:00')).toEqual(['Po', '9:00–19:00']);
    expect(splitHoursLine('Ne zavřeno')).toEqual(['Ne', 'zavřeno']);
  });
});
