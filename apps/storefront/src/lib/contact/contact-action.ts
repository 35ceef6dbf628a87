'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { contactFormErrors } from '@shop/rules';
import { localizedPath } from '@/i18n/routing';
import { firstForwardedFor } from '../currency/visitor-country';
import type { AccountFormState } from '../user/account-form-state';
import { formLocale, refusedState } from '../user/form-data';
import { keepForAnswerPage } from '../user/form-flash';
import { sendContactMessage } from './contact-api';
import { CONTACT_FORM, contactFormOf, contactValues } from './contact-form';

const CONTACT_ANSWER_PAGE = '/kontakt/oprava';

/**
 * `/kontakt`: sends the shopper's message to the shop. With JavaScript the form shows the answer
 * in place (messages beside the fields, or the thank-you). Without it a refused form is sent on to
 * `/kontakt/oprava`, which shows it again with what was typed and every message, and a sent one
 * goes on to `/kontakt/odeslano`.
 */
export async function sendContactMessageAction(
  _prev: AccountFormState,
  form: FormData,
): Promise<AccountFormState> {
  const locale = formLocale(form);
  const values = contactValues(form);
  const input = contactFormOf(values);
  const errors = contactFormErrors(input);
  if (Object.keys(errors).length > 0) {
    return keepForAnswerPage(
      CONTACT_FORM,
      { values, errors: errors as Record<string, string>, notice: null },
      locale,
      CONTACT_ANSWER_PAGE,
    );
  }
  const head = await headers();
  let sent: string;
  try {
    sent = await sendContactMessage(
      locale,
      {
        name: input.name,
        email: input.email,
        phone: input.phone,
        orderCode: input.orderCode,
        message: input.message,
        consent: input.consent,
      },
      firstForwardedFor(head.get('x-forwarded-for')),
    );
  } catch (e) {
    return keepForAnswerPage(
      CONTACT_FORM,
      await refusedState(e, values, locale),
      locale,
      CONTACT_ANSWER_PAGE,
    );
  }
  // A plain post goes on to the thank-you page; a script's shows the thank-you in place.
  if (!head.has('next-action')) redirect(localizedPath(locale, '/kontakt/odeslano'));
  return { values: {}, errors: {}, notice: { kind: 'success', text: sent } };
}
