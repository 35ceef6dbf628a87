// Registration as the shop does it: the form (or the store API, or a checkout with an account)
// asks for the account, the e-mail gets a link, and only the link creates the account.
import { expect } from '@playwright/test';
import { loginResponse, messageResponse } from '@shop/contract';
import { apiUrl } from './backend.ts';
import { mailTo, outboxMark, type Mail, type OutboxMark } from './outbox.ts';

/** The shop's answer to every registration, whether or not the e-mail has an account. */
export const REGISTRATION_SENT =
  'Na zadaný e-mail jsme poslali zprávu s odkazem, kterým registraci dokončíte. Odkaz platí 24 hodin.';

/** The subject of the mail whose link creates the account. */
const CONFIRM_SUBJECT = 'Dokončení registrace';
/** The plain-text part's line with the link. */
const CONFIRM_LINE = /Dokončit registraci: (https?:\/\/\S+)/;

/** A well-formed registration token that no registration has: its page shows the button. */
export const UNKNOWN_REGISTRATION_TOKEN = 'Neznamy_odkaz-k-registraci_0123456789abcdef';

/** A documentation address (RFC 5737) of its own: the shop counts registrations per address. */
export const ownAddress = () => `203.0.113.${1 + Math.floor(Math.random() * 254)}`;

/**
 * The link of the newest registration mail to `email` (with `after`, of one sent since), waiting
 * for the job runner to send it: `<storefront>/registrovat?token=<43 characters>`.
 */
export async function registrationLink(email: string, after?: OutboxMark): Promise<string> {
  const mail = await mailTo(
    email,
    'the registration link',
    (m) => m.subject === CONFIRM_SUBJECT && CONFIRM_LINE.test(m.text),
    after,
  );
  const link = CONFIRM_LINE.exec(mail.text)![1]!;
  expect(new URL(link).pathname).toBe('/registrovat');
  expect(new URL(link).searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return link;
}

/** The mail an e-mail that has an account gets for a registration instead of a link. */
export function accountExistsMail(email: string, after?: OutboxMark): Promise<Mail> {
  return mailTo(email, "the 'Účet už máte' mail", (m) => m.subject === 'Účet už máte', after);
}

async function post(path: string, body: unknown, address: string): Promise<unknown> {
  const res = await fetch(`${apiUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(body),
  });
  expect(res.status, `POST ${path}: ${await res.clone().text()}`).toBe(200);
  return res.json();
}

/** POST /api/v1/register/confirm with the mailed link's token: the new session's token. */
export async function confirmThroughApi(link: string, address = ownAddress()): Promise<string> {
  const token = new URL(link).searchParams.get('token');
  return loginResponse.parse(await post('/api/v1/register/confirm', { token }, address)).data.access_token;
}

export interface Registrant {
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
  phone?: string;
  newsletter?: boolean;
}

/**
 * A new customer through the store API: registers (from `address`, by default one of its own),
 * takes the mailed link and confirms it. The new session's token.
 */
export async function registerThroughApi(
  {
    email,
    password,
    firstName = 'Jana',
    lastName = 'Nováková',
    phone = '+420 777 123 456',
    newsletter,
  }: Registrant,
  { address = ownAddress() }: { address?: string } = {},
): Promise<string> {
  const body = {
    firstName,
    lastName,
    email,
    phone,
    password,
    password_confirmation: password,
    ...(newsletter === undefined ? {} : { newsletter }),
    terms: true,
  };
  // Only mails sent from here on: a link of an earlier registration of the e-mail is not this one.
  const mark = await outboxMark();
  const answer = messageResponse.parse(await post('/api/v1/register', body, address));
  expect(answer.data.message).toBe(REGISTRATION_SENT);
  return confirmThroughApi(await registrationLink(email, mark), address);
}
