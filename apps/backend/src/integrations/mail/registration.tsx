import { renderLinkMail } from './link-mail.tsx';
import type { MailMessage } from './mailer.ts';

/** The e-mail whose link creates the account of a registration (Czech). */
export function renderRegistrationConfirm(
  to: { name: string; address: string },
  options: { shopName: string; confirmUrl: string; validHours: number },
): Promise<MailMessage> {
  return renderLinkMail(to, {
    subject: 'Dokončení registrace',
    paragraphs: [
      'Dobrý den,',
      `děkujeme za registraci. Účet vytvoříte odkazem níže; platí ${options.validHours} hodin a lze ho použít jen jednou. Pokud jste s registrací objednali, objednávka se k účtu připojí.`,
      'Pokud jste se neregistrovali, tento e-mail prosím ignorujte: bez odkazu účet nevznikne.',
    ],
    url: options.confirmUrl,
    button: 'Dokončit registraci',
    shopName: options.shopName,
  });
}

/**
 * The answer to a registration of an e-mail that has an account already: it says so only to the
 * mailbox, with a link to set a new password in case the password is forgotten (Czech).
 */
export function renderRegistrationExisting(
  to: { name: string; address: string },
  options: { shopName: string; resetUrl: string; validMinutes: number },
): Promise<MailMessage> {
  return renderLinkMail(to, {
    subject: 'Účet už máte',
    paragraphs: [
      'Dobrý den,',
      'někdo (nejspíš vy) se chtěl registrovat s tímto e-mailem, ale účet s ním u nás už máte. Přihlaste se prosím svým heslem. Pokud jste s registrací objednali, objednávka je přijatá a najdete ji pod odkazem v potvrzení objednávky.',
      `Pokud heslo nevíte, nastavte si nové odkazem níže; platí ${options.validMinutes} minut a lze ho použít jen jednou. Pokud jste se neregistrovali, tento e-mail prosím ignorujte.`,
    ],
    url: options.resetUrl,
    button: 'Nastavit nové heslo',
    shopName: options.shopName,
  });
}
