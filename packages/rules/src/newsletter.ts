import { messages, validateNewsletterEmail, type ValidationResult } from './validators.ts';

/**
 * The newsletter sign-up (the footer, the content block; POST /api/v1/newsletter/subscribe): an
 * e-mail and the consent. The storefront and the store API answer with the same messages.
 */

/** The longest e-mail address a mailbox can have. */
export const NEWSLETTER_EMAIL_MAX = 254;

export const newsletterMessages = {
  emailRequired: messages.newsletterEmailRequired,
  email: messages.email,
  tooLong: 'Tento e-mail je příliš dlouhý.',
  terms: 'Pro odběr novinek je potřeba souhlasit se zpracováním osobních údajů.',
  callbackUrl: 'Odkaz pro potvrzení odběru musí vést na stránky obchodu.',
  /** The same answer for a new, pending or already active address. */
  subscribed: messages.newsletterSuccess,
  activationInvalid: 'Odkaz pro potvrzení odběru není platný nebo už vypršel.',
  unsubscribeInvalid: 'Odkaz pro odhlášení není platný.',
} as const;

export interface NewsletterForm {
  email: string;
  terms: boolean;
}

export type NewsletterFormErrors = Partial<Record<keyof NewsletterForm, string>>;

function emailError(email: string): ValidationResult {
  if (email.trim() === '') return newsletterMessages.emailRequired;
  if ([...email.trim()].length > NEWSLETTER_EMAIL_MAX) return newsletterMessages.tooLong;
  return validateNewsletterEmail(email);
}

/** Every field's message at once; an empty object when the sign-up can be sent. */
export function newsletterFormErrors(form: NewsletterForm): NewsletterFormErrors {
  const errors: NewsletterFormErrors = {};
  const email = emailError(form.email);
  if (email) errors.email = email;
  if (!form.terms) errors.terms = newsletterMessages.terms;
  return errors;
}
