import type { ErrorNotice } from '@shop/rules';
import type { AccountFormState } from '../user/account-form-state';

/** The sign-up form's name: a plain post's state is kept under it (see form-flash). */
export const NEWSLETTER_FORM = 'odber-novinek';

/** Where the form posts without JavaScript, and where a sign-up then lands. */
export const NEWSLETTER_PAGE = '/odber-novinek';
export const NEWSLETTER_DONE_PAGE = '/odber-novinek/prihlaseno';

/** The storefront's page that asks before unsubscribing (the link in every newsletter e-mail). */
export const UNSUBSCRIBE_PAGE = '/odhlaseni-novinek';

/** The marketing privacy page the consent text links to. */
export const MARKETING_PRIVACY_PATH = '/vse-o-nakupu/ochrana-osobnich-udaju-marketing';

/**
 * The form's state; `alert` is a refusal of the whole form as a danger notification, which a
 * script's submission shows in the notification stack (a plain post's page shows `notice`).
 */
export type NewsletterFormState = AccountFormState & { alert?: ErrorNotice };
