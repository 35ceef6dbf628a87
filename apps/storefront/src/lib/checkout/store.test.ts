import { emptyCheckoutForm } from '@shop/rules';
import { describe, expect, it } from 'vitest';
import { EMPTY_SELECTION } from './selection';
import { parseCheckoutState, serializeCheckoutState } from './store';

const branch = {
  id: 'CZ00002',
  kind: 'pickup-point' as const,
  name: 'Květinářství Blansko',
  address: { street: 'Nádražní 108', city: 'Blansko', postcode: '67801', countryCode: 'CZE' },
  latitude: 49.37,
  longitude: 16.65,
};

describe('the checkout state kept in local storage', () => {
  it('round-trips the form and the choice, never the passwords', () => {
    const state = {
      selection: { shipperId: 2, branch, paymentId: 1, deliveryTimeSlot: null },
      form: {
        ...emptyCheckoutForm(),
        fullName: 'Jana Nováková',
        newsletter: true,
        isRegistration: true,
        password: 'tajneheslo',
        passwordConfirmation: 'tajneheslo',
      },
    };
    const raw = serializeCheckoutState(state);
    expect(raw).not.toContain('tajneheslo');
    expect(parseCheckoutState(raw)).toEqual({
      ...state,
      form: { ...state.form, password: '', passwordConfirmation: '' },
    });
  });

  it.each([
    ['nothing', null],
    ['broken JSON', '{'],
    ['another version', JSON.stringify({ v: 99, form: { fullName: 'X' } })],
    ['not an object', '"checkout"'],
  ])('%s gives an empty state', (_, raw) => {
    expect(parseCheckoutState(raw)).toEqual({ selection: EMPTY_SELECTION, form: emptyCheckoutForm() });
  });

  it('drops values of the wrong type and a malformed branch', () => {
    const raw = JSON.stringify({
      v: 1,
      selection: { shipperId: '2', paymentId: 1.5, branch: { id: 5 }, deliveryTimeSlot: 7 },
      form: { fullName: 42, email: 'jana@example.cz', terms: 'yes', unknown: 'x' },
    });
    const state = parseCheckoutState(raw);
    expect(state.selection).toEqual(EMPTY_SELECTION);
    expect(state.form).toEqual({ ...emptyCheckoutForm(), email: 'jana@example.cz' });
  });

  it('a prefilled business field switches on billing info and the business flag', () => {
    const raw = JSON.stringify({ v: 1, selection: {}, form: { tin: '27082440' } });
    expect(parseCheckoutState(raw).form).toMatchObject({ billingInfo: true, isBusiness: true });
  });

  it('keeps the good values beside a too long one and a selection that is not an object', () => {
    const raw = JSON.stringify({
      v: 1,
      selection: 'shipper 2',
      form: { fullName: 'x'.repeat(1001), note: 'Zvonit dvakrát', newsletter: true },
    });
    const state = parseCheckoutState(raw);
    expect(state.selection).toEqual(EMPTY_SELECTION);
    expect(state.form).toEqual({ ...emptyCheckoutForm(), note: 'Zvonit dvakrát', newsletter: true });
  });
});
