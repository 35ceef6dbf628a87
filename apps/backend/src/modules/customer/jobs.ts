import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../integrations/mail/mailer.ts';
import { renderPasswordReset } from '../../integrations/mail/password-reset.tsx';
import {
  renderRegistrationConfirm,
  renderRegistrationExisting,
} from '../../integrations/mail/registration.tsx';
import type { JobHandlers, JobLogger } from '../jobs/index.ts';
import { issuePasswordReset, RESET_LINK_SECONDS } from './password.ts';
import { forgetRegistration, REGISTRATION_LINK_SECONDS, registrationMailOf } from './registration.ts';
import { accounts } from './tables.ts';

/** The customer's e-mails sent after commit. */
export function createCustomerJobHandlers(deps: {
  db: Db;
  mailer: Mailer;
  shopName: string;
  log: JobLogger;
}): JobHandlers {
  /** The account's name and e-mail, or null for a deleted one. */
  const recipientOf = async (accountId: number) => {
    const [account] = await deps.db
      .select({ email: accounts.email, firstName: accounts.firstName, lastName: accounts.lastName })
      .from(accounts)
      .where(eq(accounts.id, accountId));
    return account ? { name: `${account.firstName} ${account.lastName}`, address: account.email } : null;
  };
  return {
    'password-reset': async ({ email, resetPageUrl }) => {
      // A job run again after its e-mail was cleared has nothing left to send.
      if (!email) return;
      const issued = await issuePasswordReset(deps.db, email, resetPageUrl);
      // An e-mail without an account gets no mail.
      if (!issued) return;
      const { accountId, resetUrl } = issued;
      const to = await recipientOf(accountId);
      if (!to) return;
      const sent = await deps.mailer.send(
        await renderPasswordReset(to, {
          shopName: deps.shopName,
          resetUrl,
          validMinutes: RESET_LINK_SECONDS / 60,
        }),
      );
      deps.log.info({ accountId, messageId: sent.messageId, file: sent.file }, 'password-reset e-mail sent');
    },

    registration: async ({ pendingId, confirmPageUrl, resetPageUrl }) => {
      const mail = await registrationMailOf(deps.db, pendingId, confirmPageUrl);
      if (mail?.kind === 'confirm') {
        const sent = await deps.mailer.send(
          await renderRegistrationConfirm(
            { name: mail.name, address: mail.email },
            {
              shopName: deps.shopName,
              confirmUrl: mail.confirmUrl,
              validHours: REGISTRATION_LINK_SECONDS / 3600,
            },
          ),
        );
        deps.log.info({ pendingId, messageId: sent.messageId, file: sent.file }, 'registration e-mail sent');
      } else if (mail?.kind === 'existing') {
        const to = await recipientOf(mail.accountId);
        const issued = to && (await issuePasswordReset(deps.db, to.address, resetPageUrl));
        if (!to || !issued) return forgetRegistration(deps.db, pendingId);
        const sent = await deps.mailer.send(
          await renderRegistrationExisting(to, {
            shopName: deps.shopName,
            resetUrl: issued.resetUrl,
            validMinutes: RESET_LINK_SECONDS / 60,
          }),
        );
        await forgetRegistration(deps.db, pendingId);
        const { accountId } = mail;
        deps.log.info({ accountId, messageId: sent.messageId, file: sent.file }, 'registration e-mail sent');
      }
    },
  };
}
