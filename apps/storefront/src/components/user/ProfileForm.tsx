'use client';

import { ACCOUNT_FORMS, type AccountFormState } from '@/lib/user/account-form-state';
import type { User } from '@shop/contract';
import { updateProfileAction } from '@/lib/user/customer-actions';
import { AccountField, FormNotice } from '../account/AccountField';
import { useAccountForm } from '../account/use-account-form';

const FORM = ACCOUNT_FORMS.profile;
const FIELDS = ['firstName', 'lastName', 'phone', 'businessName', 'tin'] as const;

export interface ProfileTexts {
  optional: string;
  firstName: string;
  lastName: string;
  phone: string;
  phoneHint: string;
  isBusiness: string;
  businessName: string;
  tin: string;
  vatin: string;
  newsletter: string;
  submit: string;
  submitting: string;
}

/** The customer's details (works without JavaScript; the company fields show when ticked). */
export function ProfileForm({
  locale,
  user,
  texts,
  initial,
}: {
  locale: string;
  user: User;
  texts: ProfileTexts;
  /** What a plain post of this form left for the page. */
  initial?: AccountFormState;
}) {
  const { state, formAction, pending } = useAccountForm(FORM, updateProfileAction, FIELDS, initial);
  // After an answer the form shows what was sent; before it, what the shop keeps.
  const v =
    Object.keys(state.values).length > 0
      ? state.values
      : {
          firstName: user.firstName,
          lastName: user.lastName,
          phone: user.phone ?? '',
          isBusiness: user.business ? 'on' : '',
          businessName: user.business?.businessName ?? '',
          tin: user.business?.tin ?? '',
          vatin: user.business?.vatin ?? '',
          newsletter: user.newsletter ? 'on' : '',
        };
  const e = state.errors;
  const common = { form: FORM };
  return (
    <form action={formAction} aria-busy={pending || undefined} className="grid max-w-xl gap-4" noValidate>
      <input type="hidden" name="locale" value={locale} />
      <FormNotice notice={state.notice} id={`${FORM}-notice`} />
      <div className="grid gap-4 sm:grid-cols-2">
        <AccountField
          {...common}
          name="firstName"
          label={texts.firstName}
          error={e.firstName}
          defaultValue={v.firstName}
          autoComplete="given-name"
          required
          maxLength={100}
        />
        <AccountField
          {...common}
          name="lastName"
          label={texts.lastName}
          error={e.lastName}
          defaultValue={v.lastName}
          autoComplete="family-name"
          required
          maxLength={100}
        />
      </div>
      <AccountField
        {...common}
        name="phone"
        type="tel"
        label={texts.phone}
        hint={texts.phoneHint}
        error={e.phone}
        defaultValue={v.phone}
        autoComplete="tel"
        required
        maxLength={30}
      />
      <div className="group grid gap-4">
        <label className="flex items-center gap-2 font-semibold">
          <input
            type="checkbox"
            name="isBusiness"
            defaultChecked={v.isBusiness === 'on'}
            className="size-5 shrink-0 accent-brand"
          />
          {texts.isBusiness}
        </label>
        <fieldset className="hidden gap-4 rounded-md border border-muted/40 p-4 group-has-[input[name=isBusiness]:checked]:grid">
          <legend className="sr-only">{texts.isBusiness}</legend>
          <AccountField
            {...common}
            name="businessName"
            label={texts.businessName}
            error={e.businessName}
            defaultValue={v.businessName}
            autoComplete="organization"
            maxLength={200}
          />
          <AccountField
            {...common}
            name="tin"
            label={texts.tin}
            error={e.tin}
            defaultValue={v.tin}
            inputMode="numeric"
            maxLength={20}
          />
          <AccountField
            {...common}
            name="vatin"
            label={texts.vatin}
            optional={texts.optional}
            error={e.vatin}
            defaultValue={v.vatin}
            maxLength={20}
          />
        </fieldset>
      </div>
      <label className="flex items-start gap-2">
        <input
          type="checkbox"
          name="newsletter"
          defaultChecked={v.newsletter === 'on'}
          className="mt-1 size-5 shrink-0 accent-brand"
        />
        {texts.newsletter}
      </label>
      <button
        type="submit"
        disabled={pending}
        className="justify-self-start rounded-md bg-brand px-6 py-3 font-bold text-white hover:bg-brand-dark disabled:cursor-wait disabled:opacity-70"
      >
        {pending ? texts.submitting : texts.submit}
      </button>
    </form>
  );
}
