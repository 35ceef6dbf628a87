'use client';

import type { CheckoutField } from '@shop/rules';
import type { ReactNode } from 'react';
import { useAddressAssist } from '@/components/address/useAddressAssist';
import { CHECKOUT_THEME } from '@/lib/checkout/theme';
import { AddressLineFields, SHIPPING_ADDRESS } from './AddressLineFields';
import type { CheckoutTexts } from './texts';
import type { CheckoutFields } from './useCheckoutFields';

/** "Doručit na jinou adresu": whom and where the parcel goes, when not to the billing address. */
export function DeliveryAddressFields({
  fields,
  locale,
  countries,
  picker,
  t,
}: {
  fields: CheckoutFields;
  locale: string;
  countries: { value: string; label: string }[];
  /** The customer's saved addresses to choose from, if any. */
  picker?: ReactNode;
  t: CheckoutTexts['info'];
}) {
  const { form, text, check, onChange } = fields;
  const assist = useAddressAssist({
    locale,
    idPrefix: 'checkout-shipping',
    read: () => ({
      country: form.shippingCountry,
      street: form.shippingStreet,
      houseNumber: form.shippingHouseNumber,
      city: form.shippingCity,
      postcode: form.shippingPostcode,
    }),
    write: (field, value) => onChange(field === 'city' ? 'shippingCity' : 'shippingPostcode', value),
    labels: { street: t.street, houseNumber: t.houseNumber, city: t.city, postcode: t.postcode },
    watch: [
      form.shippingCountry,
      form.shippingStreet,
      form.shippingHouseNumber,
      form.shippingCity,
      form.shippingPostcode,
    ].join('|'),
  });
  const ASSISTED: Partial<Record<CheckoutField, 'street' | 'houseNumber' | 'city' | 'postcode' | 'country'>> =
    {
      shippingStreet: 'street',
      shippingHouseNumber: 'houseNumber',
      shippingCity: 'city',
      shippingPostcode: 'postcode',
      shippingCountry: 'country',
    };
  const typed = (field: CheckoutField, value: string) => {
    onChange(field, value);
    const as = ASSISTED[field];
    if (as) assist.typed(as, value);
  };
  return (
    <div className="grid gap-4">
      {check('differentAddress')}
      {form.differentAddress && (
        <fieldset className="grid gap-4 sm:grid-cols-6">
          <legend className="mb-2 text-xl font-bold">{t.delivery}</legend>
          {picker && <div className="sm:col-span-6">{picker}</div>}
          {CHECKOUT_THEME.fullNameField ? (
            text('shippingFullName', {
              required: true,
              autoComplete: 'shipping name',
              className: 'sm:col-span-6',
            })
          ) : (
            <>
              {text('shippingFirstName', {
                required: true,
                autoComplete: 'shipping given-name',
                className: 'sm:col-span-3',
              })}
              {text('shippingLastName', {
                required: true,
                autoComplete: 'shipping family-name',
                className: 'sm:col-span-3',
              })}
            </>
          )}
          {text('shippingBusinessName', {
            optional: t.optional,
            autoComplete: 'shipping organization',
            className: 'sm:col-span-3',
          })}
          {text('shippingPhone', {
            optional: t.optional,
            type: 'tel',
            autoComplete: 'shipping tel',
            className: 'sm:col-span-3',
          })}
          <AddressLineFields
            fields={fields}
            names={SHIPPING_ADDRESS}
            section="shipping "
            assist={assist}
            onChange={typed}
            countries={countries}
            t={t}
          />
        </fieldset>
      )}
    </div>
  );
}
