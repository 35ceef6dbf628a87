import { secretCookieName } from '../site';

/** What an account form's server action gives back to its form. */
export interface AccountFormState {
  /** What the shopper typed (never a password), to show again. */
  values: Record<string, string>;
  /** A message per field, by the input's name. */
  errors: Record<string, string>;
  /** A message for the whole form: a refusal that names no field, or the success text. */
  notice: { kind: 'error' | 'success'; text: string } | null;
}

export const EMPTY_FORM_STATE: AccountFormState = { values: {}, errors: {}, notice: null };

/** The account forms by name: their fields' ids start with it, and a plain post's state is kept under it. */
export const ACCOUNT_FORMS = {
  registration: 'registrace',
  registrationConfirm: 'dokonceni-registrace',
  forgotPassword: 'zapomenute-heslo',
  resetPassword: 'nove-heslo',
  profile: 'osobni-udaje',
  passwordChange: 'zmena-hesla',
  address: 'adresa',
  deleteAccount: 'smazani-uctu',
} as const;

/** Where a plain post leaves its form's state for the page that answers it (see form-flash). */
export const FORM_FLASH_COOKIE = secretCookieName('form_flash');

/**
 * Pages that answer a form posted elsewhere (a form on a shared, prerendered page). A plain post is
 * sent on to them with a redirect, so that the answer is an ordinary page request: rendered as the
 * post's own answer, Next would give the browser the action's state, which the resumed HTML lacks
 * a marker for, and React would render the whole page again. The proxy leaves the form cookie to
 * these pages (paths without the locale prefix) and drops it on any other page request.
 */
export const FORM_ANSWER_PAGES = ['/kontakt/oprava', '/odber-novinek'] as const;
export type FormAnswerPage = (typeof FORM_ANSWER_PAGES)[number];
