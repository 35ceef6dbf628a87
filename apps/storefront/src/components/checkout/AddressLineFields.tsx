import type { CheckoutField } from '@shop/rules';
import type { useAddressAssist } from '@/components/address/useAddressAssist';
import { SelectField } from './fields';
import type { CheckoutTexts } from './texts';
import type { CheckoutFields } from './useCheckoutFields';

type AddressPart = 'street' | 'houseNumber' | 'city' | 'postcode' | 'country';

/** The billing address's fields (also the only address's, when the delivery needs one). */
export const BILLING_ADDRESS = {
  street: 'street',
  houseNumber: 'houseNumber',
  city: 'city',
  postcode: 'postcode',
  country: 'country',
} as const satisfies Record<AddressPart, CheckoutField>;

/** The other delivery address's fields. */
export const SHIPPING_ADDRESS = {
  street: 'shippingStreet',
  houseNumber: 'shippingHouseNumber',
  city: 'shippingCity',
  postcode: 'shippingPostcode',
  country: 'shippingCountry',
} as const satisfies Record<AddressPart, CheckoutField>;

/**
 * Street, house number, town, postcode and country of a checkout address (the billing or the
 * delivery one: `names` are its fields), with the address check's completion and notices.
 */
export function AddressLineFields({
  fields,
  names,
  section,
  postcodeInputMode,
  assist,
  onChange,
  countries,
  t,
}: {
  fields: CheckoutFields;
  names: Record<AddressPart, CheckoutField>;
  /** The autocomplete section the tokens belong to ('billing ', 'shipping ', or '' for the only one). */
  section: string;
  postcodeInputMode?: 'numeric';
  assist: ReturnType<typeof useAddressAssist>;
  onChange: (field: CheckoutField, value: string) => void;
  countries: { value: string; label: string }[];
  t: CheckoutTexts['info'];
}) {
  const { form, text, err, onBlur } = fields;
  return (
    <>
      {text(names.street, {
        label: t.street,
        required: true,
        autoComplete: `${section}address-line1`,
        className: 'sm:col-span-4',
        onChange,
        notice: assist.notice('street'),
      })}
      {text(names.houseNumber, {
        label: t.houseNumber,
        required: true,
        className: 'sm:col-span-2',
        onChange,
        notice: assist.notice('houseNumber'),
      })}
      {text(names.city, {
        label: t.city,
        required: true,
        autoComplete: `${section}address-level2`,
        className: 'sm:col-span-4',
        onChange,
        notice: assist.notice('city'),
        assist: { input: assist.inputProps('city'), list: assist.list('city', t.citySuggestions) },
      })}
      {text(names.postcode, {
        label: t.postcode,
        required: true,
        autoComplete: `${section}postal-code`,
        inputMode: postcodeInputMode,
        className: 'sm:col-span-2',
        onChange,
        notice: assist.notice('postcode'),
        assist: {
          input: assist.inputProps('postcode'),
          list: assist.list('postcode', t.postcodeSuggestions),
        },
      })}
      <SelectField
        field={names.country}
        label={t.country}
        required
        value={form[names.country] as string}
        options={countries}
        error={err(names.country)}
        onChange={onChange}
        onBlur={onBlur}
        className="sm:col-span-4"
      />
    </>
  );
}
