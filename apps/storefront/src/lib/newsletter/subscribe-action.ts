'use server';

import { newsletterSources } from '@shop/contract';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { errorNotice, newsletterFormErrors, type ErrorNotice } from '@shop/rules';
import { localizedPath } from '@/i18n/routing';
import { BackendError } from '../http';
import { formLocale, formText, refusedState } from '../user/form-data';
import { keepForAnswerPage } from '../user/form-flash';
import {
  NEWSLETTER_DONE_PAGE,
  NEWSLETTER_FORM,
  NEWSLETTER_PAGE,
  type NewsletterFormState,
} from './newsletter-form';
import { subscribeToNewsletter } from './subscribe-api';
import { actionClientAddress } from '@/lib/action-client-address';
import { mainSiteUrl } from '@/i18n/domains';

/** The refusal as the form shows it: the e-mail's message beside the field, any other above it. */
function shown(state: NewsletterFormState): NewsletterFormState {
  const { email, ...others } = state.errors;
  const other = Object.values(others)[0];
  return {
    values: state.values,
    errors: email ? { email } : {},
    notice: state.notice ?? (other ? { kind: 'error', text: other } : null),
  };
}

/** A refusal of the whole form as a notification: its first error beside the e-mail's, or the generic one. */
function alertOf(e: unknown, notice: string): ErrorNotice {
  if (!(e instanceof BackendError) || (e.status !== 422 && e.status !== 429)) return errorNotice(null);
  return errorNotice([e.errors.find((x) => x.field !== 'email' && x.title) ?? { title: notice }]);
}

/**
 * The newsletter sign-up (the footer and the content block; sending it is the consent). With
 * JavaScript the answer shows in place; without it a refused sign-up is sent on to
 * `/odber-novinek`, which shows it again with what was typed, and a sign-up goes on to
 * `/odber-novinek/prihlaseno`.
 */
export async function subscribeNewsletterAction(
  _prev: NewsletterFormState,
  form: FormData,
): Promise<NewsletterFormState> {
  const locale = formLocale(form);
  const email = formText(form, 'email');
  const values = { email };
  const errors = newsletterFormErrors({ email, terms: true });
  if (errors.email)
    return keepForAnswerPage(
      NEWSLETTER_FORM,
      { values, errors: { email: errors.email }, notice: null },
      locale,
      NEWSLETTER_PAGE,
    );
  const head = await headers();
  let text: string;
  try {
    text = await subscribeToNewsletter(
      locale,
      {
        email,
        callbackUrl: mainSiteUrl(locale, '/aktivovat'),
        source: newsletterSources.find((x) => x === form.get('source')) ?? 'footer',
        terms: true,
      },
      await actionClientAddress(),
    );
  } catch (e) {
    // A 401 with errors says the address is taken care of: its first error is good news.
    if (e instanceof BackendError && e.status === 401 && e.errors[0]) {
      return keepForAnswerPage(
        NEWSLETTER_FORM,
        { values: {}, errors: {}, notice: { kind: 'success', text: e.errors[0].title } },
        locale,
        NEWSLETTER_PAGE,
      );
    }
    const refused = shown(await refusedState(e, values, locale));
    return keepForAnswerPage(
      NEWSLETTER_FORM,
      refused.notice?.kind === 'error' ? { ...refused, alert: alertOf(e, refused.notice.text) } : refused,
      locale,
      NEWSLETTER_PAGE,
    );
  }
  // A plain post goes on to its own page; a script's shows the text in place.
  if (!head.has('next-action')) redirect(localizedPath(locale, NEWSLETTER_DONE_PAGE));
  return { values: {}, errors: {}, notice: { kind: 'success', text } };
}
