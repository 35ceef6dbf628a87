import type { ContactForm } from '@shop/rules';

/** The contact form's name: its fields' ids start with it, and a plain post's state is kept under it. */
export const CONTACT_FORM = 'kontakt';

/** Its inputs, in form order (the names the store API's errors use). */
export const CONTACT_FIELDS = ['name', 'email', 'phone', 'orderCode', 'message', 'consent'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** What was typed, as the form's rules take it. */
export function contactFormOf(values: Partial<Record<string, string>>): ContactForm {
  return {
    name: values.name ?? '',
    email: values.email ?? '',
    phone: values.phone ?? '',
    orderCode: values.orderCode ?? '',
    message: values.message ?? '',
    consent: values.consent === 'on',
  };
}

/** The typed values of a posted form (strings only; a file input would be ignored). */
export function contactValues(form: FormData): Record<ContactField, string> {
  const text = (name: string) => {
    const v = form.get(name);
    return typeof v === 'string' ? v : '';
  };
  return Object.fromEntries(CONTACT_FIELDS.map((f) => [f, text(f)])) as Record<ContactField, string>;
}
