import { renderLinkMail } from './link-mail.tsx';
import type { MailMessage } from './mailer.ts';

/** The e-mail with the link to set a new password (Czech). */
export function renderPasswordReset(
  to: { name: string; address: string },
  options: { shopName: string; resetUrl: string; validMinutes: number },
): Promise<MailMessage> {
  return renderLinkMail(to, {
    subject: 'Nastavení nového hesla',
    paragraphs: [
      'Dobrý den,',
      `někdo (nejspíš vy) požádal o nastavení nového hesla k vašemu účtu. Odkaz níže platí ${options.validMinutes} minut a lze ho použít jen jednou.`,
      'Pokud jste o nové heslo nežádali, tento e-mail prosím ignorujte: vaše současné heslo platí dál.',
    ],
    url: options.resetUrl,
    button: 'Nastavit nové heslo',
    shopName: options.shopName,
  });
}
