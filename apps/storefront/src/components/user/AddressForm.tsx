'use client';

import { ACCOUNT_FORMS, type AccountFormState } from '@/lib/user/account-form-state';
import type { Address } from '@shop/contract';
import { useRef } from 'react';
import { useAddressAssist } from '../address/useAddressAssist';
import { saveAddressAction } from '@/lib/user/customer-actions';
import { fieldProps } from '@/lib/forms/field-props';
import { AccountField, FormNotice, SubmitButton } from '../account/AccountField';
import { RequiredMark } from '../account/FieldParts';
import { useAccountForm } from '../account/use-account-form';

const FORM = ACCOUNT_FORMS.address;
const FIELDS = ['name', 'street', 'city', 'postcode', 'country_code', 'phone'] as const;

export interface AddressTexts {
  optional: string;
  type: string;
  billing: string;
  delivery: string;
  name: string;
  businessName: string;
  street: string;
  city: string;
  postcode: string;
  citySuggestions: string;
  postcodeSuggestions: string;
  country: string;
  phone: string;
  save: string;
  saving: string;
}

/** A new address, or a change of `address` (works without JavaScript). */
export function AddressForm({
  locale,
  address,
  countries,
  texts,
  initial,
}: {
  locale: string;
  /** What a plain post of this form left for the page. */
  initial?: AccountFormState;
  address: Address | null;
  countries: { value: string; label: string }[];
  texts: AddressTexts;
}) {
  const { state, pending, formProps } = useAccountForm(FORM, saveAddressAction, FIELDS, initial);
  const v =
    Object.keys(state.values).length > 0
      ? state.values
      : {
          type: address?.type ?? 'delivery',
          name: address?.name ?? '',
          businessName: address?.businessName ?? '',
          street: address?.street ?? '',
          city: address?.city ?? '',
          postcode: address?.postcode ?? '',
          country_code: address?.country_code ?? countries[0]?.value ?? 'CZE',
          phone: address?.phone ?? '',
        };
  const e = state.errors;
  const field = fieldProps(FORM, v, e);
  // Town and postcode completed while typing, and the address check's notices (with JavaScript only;
  // without it the form posts what was typed and the server's rules judge it).
  const street = useRef<HTMLInputElement>(null);
  const city = useRef<HTMLInputElement>(null);
  const postcode = useRef<HTMLInputElement>(null);
  const country = useRef<HTMLSelectElement>(null);
  const assist = useAddressAssist({
    locale,
    idPrefix: FORM,
    read: () => ({
      country: country.current?.value ?? 'CZE',
      street: street.current?.value ?? '',
      streetWithNumber: true,
      city: city.current?.value ?? '',
      postcode: postcode.current?.value ?? '',
    }),
    write: (field, value) => {
      const input = field === 'city' ? city.current : postcode.current;
      if (input) input.value = value;
    },
    labels: { street: texts.street, houseNumber: texts.street, city: texts.city, postcode: texts.postcode },
  });
  return (
    <form {...formProps} aria-busy={pending || undefined} className="grid max-w-xl gap-4" noValidate>
      <input type="hidden" name="locale" value={locale} />
      {address && <input type="hidden" name="id" value={address.id} />}
      <FormNotice notice={state.notice} id={`${FORM}-notice`} />
      <fieldset className="flex flex-wrap gap-4">
        <legend className="mb-1 font-semibold">{texts.type}</legend>
        {(['delivery', 'billing'] as const).map((type) => (
          <label key={type} className="flex items-center gap-2">
            <input
              type="radio"
              name="type"
              value={type}
              defaultChecked={v.type === type}
              className="size-5 shrink-0 accent-brand"
            />
            {texts[type]}
          </label>
        ))}
      </fieldset>
      <AccountField {...field('name', texts.name)} autoComplete="name" required maxLength={100} />
      <AccountField
        {...field('businessName', texts.businessName)}
        optional={texts.optional}
        autoComplete="organization"
        maxLength={200}
      />
      <AccountField
        {...field('street', texts.street)}
        autoComplete="street-address"
        required
        maxLength={200}
        ref={street}
        onChange={(ev) => assist.typed('street', ev.target.value)}
        notice={assist.notice('street')}
      />
      <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
        <AccountField
          {...field('city', texts.city)}
          autoComplete="address-level2"
          required
          maxLength={100}
          ref={city}
          onChange={(ev) => assist.typed('city', ev.target.value)}
          {...assist.inputProps('city')}
          after={assist.list('city', texts.citySuggestions)}
          notice={assist.notice('city')}
        />
        <AccountField
          {...field('postcode', texts.postcode)}
          autoComplete="postal-code"
          required
          maxLength={20}
          ref={postcode}
          onChange={(ev) => assist.typed('postcode', ev.target.value)}
          {...assist.inputProps('postcode')}
          after={assist.list('postcode', texts.postcodeSuggestions)}
          notice={assist.notice('postcode')}
        />
      </div>
      <div className="grid gap-1">
        <label htmlFor={`${FORM}-country_code`} className="font-semibold">
          {texts.country}
          <RequiredMark />
        </label>
        <select
          ref={country}
          id={`${FORM}-country_code`}
          name="country_code"
          onChange={(ev) => assist.typed('country', ev.target.value)}
          defaultValue={v.country_code}
          aria-invalid={e.country_code ? true : undefined}
          aria-describedby={e.country_code ? `${FORM}-country_code-error` : undefined}
          className="w-full rounded-md border border-muted bg-white px-3 py-2 text-base"
        >
          {countries.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
        {e.country_code && (
          <p id={`${FORM}-country_code-error`} className="text-sm font-semibold text-danger">
            {e.country_code}
          </p>
        )}
      </div>
      <AccountField
        type="tel"
        {...field('phone', texts.phone)}
        optional={texts.optional}
        autoComplete="tel"
        maxLength={30}
      />
      <SubmitButton pending={pending} label={texts.save} busyLabel={texts.saving} />
    </form>
  );
}
