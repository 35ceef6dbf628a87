'use server';

import { redirect } from 'next/navigation';
import { localizedPath } from '@/i18n/routing';
import { BackendError } from '../http';
import { formLocale, formText } from '../user/form-data';
import { UNSUBSCRIBE_PAGE } from './newsletter-form';
import { unsubscribeFromNewsletter } from './subscribe-api';
import { logError } from '@/lib/log';

/** What the unsubscribe page says after its button: done, a link the shop does not know, or a failure. */
export type UnsubscribeOutcome = 'odhlaseno' | 'neplatny' | 'chyba';

const TOKEN = /^[A-Za-z0-9_-]{32,64}$/;

/**
 * The unsubscribe page's button: ends the subscription of the e-mailed link's token, then shows
 * the page again with the outcome (the token is not carried on). Only this post unsubscribes:
 * opening the link, as mail scanners do, changes nothing.
 */
export async function unsubscribeNewsletterAction(form: FormData): Promise<void> {
  const locale = formLocale(form);
  const token = formText(form, 'token').trim();
  let outcome: UnsubscribeOutcome = 'odhlaseno';
  if (!TOKEN.test(token)) outcome = 'neplatny';
  else {
    try {
      await unsubscribeFromNewsletter(locale, token);
    } catch (e) {
      if (e instanceof BackendError && (e.status === 422 || e.status === 400)) outcome = 'neplatny';
      else {
        logError('newsletter unsubscribe', e);
        outcome = 'chyba';
      }
    }
  }
  redirect(`${localizedPath(locale, UNSUBSCRIBE_PAGE)}?${new URLSearchParams({ stav: outcome })}`);
}
