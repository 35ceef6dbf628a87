import { describe, expect, it } from 'vitest';
import {
  NEWSLETTER_EMAIL_MAX,
  messages,
  newsletterFormErrors,
  newsletterMessages,
  type NewsletterForm,
} from '../src/index.ts';

describe('newsletter sign-up', () => {
  it('an e-mail with the consent has no errors', () => {
    expect(newsletterFormErrors({ email: ' jana.novakova@example.cz ', terms: true })).toEqual({});
  });

  it.each<[NewsletterForm, Record<string, string>]>([
    [{ email: '', terms: true }, { email: 'Pokud chcete dostávat novinky, musíte vyplnit e-mail.' }],
    [{ email: '  ', terms: true }, { email: 'Pokud chcete dostávat novinky, musíte vyplnit e-mail.' }],
    [{ email: 'jana@', terms: true }, { email: messages.email }],
    [{ email: 'jana@localhost', terms: true }, { email: messages.email }],
    [
      { email: `${'a'.repeat(NEWSLETTER_EMAIL_MAX)}@example.cz`, terms: true },
      { email: newsletterMessages.tooLong },
    ],
    [{ email: 'jana@example.cz', terms: false }, { terms: newsletterMessages.terms }],
    [
      { email: '', terms: false },
      { email: messages.newsletterEmailRequired, terms: newsletterMessages.terms },
    ],
  ])('%j → %j', (form, expected) => {
    expect(newsletterFormErrors(form)).toEqual(expected);
  });

  it('answers the success text of the specification', () => {
    expect(newsletterMessages.subscribed).toBe('Přihlášení bylo úspěšné');
  });
});
