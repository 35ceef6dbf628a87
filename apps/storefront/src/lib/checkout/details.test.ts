import type { Cart } from '@shop/contract';
import { emptyCheckoutForm } from '@shop/rules';
import { describe, expect, it } from 'vitest';
import { cartCheckoutDetails, checkoutDetailsBody } from './details';

describe('the checkout details sent to the cart', () => {
  const form = { ...emptyCheckoutForm(), fullName: 'Jana Nováková', email: 'jana@', password: 'tajneheslo' };

  it('carries the locale and the details, never the passwords, and leaves a refused e-mail out', () => {
    const body = checkoutDetailsBody('sk', form, { fullNameField: true }, null);
    const sent = JSON.parse(body!) as { locale: string; details: { customer: Record<string, string> } };
    expect(sent.locale).toBe('sk');
    expect(sent.details.customer).toMatchObject({ name: 'Jana Nováková', email: '' });
    expect(body).not.toContain('tajneheslo');
  });

  it('is not sent again while nothing changed', () => {
    const first = checkoutDetailsBody('cs', form, { fullNameField: true }, null);
    expect(checkoutDetailsBody('cs', form, { fullNameField: true }, first)).toBeNull();
    expect(
      checkoutDetailsBody('cs', { ...form, phone: '+420 601 123 456' }, { fullNameField: true }, first),
    ).not.toBeNull();
  });
});

describe('the details the cart keeps, for the form', () => {
  const cart = {
    customer: null,
    billingAddress: null,
    shippingAddress: null,
    hasCustomShippingAddress: false,
    comment: null,
  } as Pick<Cart, 'customer' | 'billingAddress' | 'shippingAddress' | 'hasCustomShippingAddress' | 'comment'>;

  it('are none before the first save', () => {
    expect(cartCheckoutDetails(cart as Cart)).toBeNull();
  });

  it('fill a missing address and note with empty ones', () => {
    const customer = {
      name: 'Jana Nováková',
      firstName: 'Jana',
      lastName: 'Nováková',
      email: 'jana@example.cz',
      phone: '',
      tin: '',
      vatin: '',
      vatinsvk: '',
      businessName: '',
      newsletter: false,
      shippingName: '',
      shippingFirstName: '',
      shippingLastName: '',
      shippingBusinessName: '',
      shippingPhone: '',
    };
    expect(cartCheckoutDetails({ ...cart, customer } as Cart)).toEqual({
      customer,
      billingAddress: { street: '', city: '', postcode: '', countryCode: '' },
      shippingAddress: { street: '', city: '', postcode: '', countryCode: '' },
      hasCustomShippingAddress: false,
      comment: '',
    });
  });
});
