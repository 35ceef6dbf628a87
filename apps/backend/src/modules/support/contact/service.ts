import { contactFormErrors, type ContactForm } from '@shop/rules';
import type { ContactFormBody, Locale } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { refuseFields } from '../../../http/errors.ts';
import { enqueueJob } from '../../jobs/index.ts';
import { contactMessages } from '../tables.ts';

const orNull = (value: string | undefined) => value?.trim() || null;

/**
 * A shopper's message from the contact form: checked by the form's rules (422 with a Czech message
 * per field), stored, and its e-mail to the shop queued in the same transaction, so the e-mail
 * goes exactly when the message is kept.
 */
export async function submitContactMessage(
  db: Db,
  body: ContactFormBody,
  locale: Locale,
): Promise<{ id: number }> {
  const form: ContactForm = {
    name: body.name,
    email: body.email,
    phone: body.phone ?? '',
    message: body.message,
    orderCode: body.orderCode ?? '',
    consent: body.consent,
  };
  refuseFields(contactFormErrors(form));
  return db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(contactMessages)
      .values({
        name: form.name.trim().replace(/\s+/g, ' '),
        email: form.email.trim(),
        phone: orNull(form.phone),
        message: form.message.trim(),
        orderCode: orNull(form.orderCode)?.toUpperCase() ?? null,
        locale,
      })
      .returning({ id: contactMessages.id });
    await enqueueJob(tx, 'contact-message', { messageId: saved!.id });
    return { id: saved!.id };
  });
}
