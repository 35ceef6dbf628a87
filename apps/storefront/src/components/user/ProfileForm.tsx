'use client';

import type { User } from '@shop/contract';
import { ACCOUNT_FORMS, type AccountFormState } from '@/lib/user/account-form-state';
import { updateProfileAction } from '@/lib/user/customer-actions';
import { FormNotice, SubmitButton } from '../account/AccountField';
import { PersonalDetailsFields, type PersonalDetailsTexts } from '../account/PersonalDetailsFields';
import { useAccountForm } from '../account/use-account-form';

const FORM = ACCOUNT_FORMS.profile;
const FIELDS = ['firstName', 'lastName', 'phone', 'tin', 'businessName'] as const;

export interface ProfileTexts extends PersonalDetailsTexts {
  submit: string;
  submitting: string;
}

/** The customer's details (works without JavaScript). */
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
  const { state, pending, formProps } = useAccountForm(FORM, updateProfileAction, FIELDS, initial);
  // After an answer the form shows what was sent; before it, what the shop keeps.
  const values =
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
  return (
    <form {...formProps} aria-busy={pending || undefined} className="grid max-w-xl gap-4" noValidate>
      <input type="hidden" name="locale" value={locale} />
      <FormNotice notice={state.notice} id={`${FORM}-notice`} />
      <PersonalDetailsFields
        form={FORM}
        locale={locale}
        values={values}
        errors={state.errors}
        texts={texts}
      />
      <SubmitButton pending={pending} label={texts.submit} busyLabel={texts.submitting} />
    </form>
  );
}
