import { describe, expect, it } from 'vitest';
import { parsePickupChoice, serializePickupChoice } from './pickup-choice';

describe('pickup choice cookie', () => {
  it('reads back what it wrote', () => {
    const choice = { shipperId: 12, remoteId: 'Z-1234_5' };
    expect(parsePickupChoice(serializePickupChoice(choice))).toEqual(choice);
  });

  it.each([
    [undefined],
    [''],
    ['12'],
    ['0.123'],
    ['12.'],
    ['abc.123'],
    ['12.12 3'],
    ['12.<script>'],
    [`12.${'x'.repeat(51)}`],
    ['1234567890.1'],
  ])('refuses %j', (value) => {
    expect(parsePickupChoice(value)).toBeNull();
  });
});
