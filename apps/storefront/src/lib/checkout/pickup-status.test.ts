import { describe, expect, it } from 'vitest';
import cs from '../../../messages/cs.json';
import { pickupStatusText } from './pickup-status';

const texts = cs.Checkout.pickup;
const result = { q: 'brno', total: 0, shown: 0, region: '', near: false };

describe('pickup search status', () => {
  it.each([
    [{}, 'Hledání „brno“ neodpovídá žádné výdejní místo.'],
    [{ region: 'Jihomoravský kraj' }, 'Hledání „brno“ ve zvoleném kraji neodpovídá žádné výdejní místo.'],
    [{ q: '', region: 'Jihomoravský kraj' }, 'Ve zvoleném kraji žádné výdejní místo nemáme.'],
    [{ total: 1, shown: 1 }, 'Nalezeno 1 výdejní místo.'],
    [{ total: 3, shown: 3 }, 'Nalezena 3 výdejní místa.'],
    [{ total: 12, shown: 12 }, 'Nalezeno 12 výdejních míst.'],
    [{ total: 408, shown: 50 }, 'Nalezeno 408 výdejních míst. Zobrazujeme prvních 50, upřesněte hledání.'],
    [{ q: '', total: 7, shown: 7, near: true }, 'Nalezeno 7 výdejních míst. Místa do 10 km od vaší polohy'],
  ])('%j', (change, expected) => {
    expect(pickupStatusText(texts, 'cs', { ...result, ...change })).toBe(expected);
  });
});
