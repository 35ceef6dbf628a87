import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../integrations/mail/mailer.ts';
import { renderPasswordReset } from '../../integrations/mail/password-reset.tsx';
import type { JobHandlers, JobLogger } from '../jobs/index.ts';
import { issuePasswordReset, RESET_LINK_SECONDS } from './password.ts';
import { accounts } from './tables.ts';

/** The customer's e-mails sent after commit. */
export function createCustomerJobHandlers(deps: {
  db: Db;
  mailer: Mailer;
  shopName: string;
  log: JobLogger;
}): JobHandlers {
  return {
    'password-reset': async ({ email, resetPageUrl }) => {
      // A job run again after its e-mail was cleared has nothing left to send.
      if (!email) return;
      const issued = await issuePasswordReset(deps.db, email, resetPageUrl);
      // An e-mail without an account gets no mail.
      if (!issued) return;
      const { accountId, resetUrl } = issued;
      const [account] = await deps.db
        .select({ email: accounts.email, firstName: accounts.firstName, lastName: accounts.lastName })
        .from(accounts)
        .where(eq(accounts.id, accountId));
      // A deleted account gets no mail.
      if (!account) return;
      const sent = await deps.mailer.send(
        await renderPasswordReset(
          { name: `${account.firstName} ${account.lastName}`, address: account.email },
          { shopName: deps.shopName, resetUrl, validMinutes: RESET_LINK_SECONDS / 60 },
        ),
      );
      deps.log.info({ accountId, messageId: sent.messageId, file: sent.file }, 'password-reset e-mail sent');
    },
  };
}
