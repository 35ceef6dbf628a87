import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import { newsletterFormErrors, newsletterMessages } from '@shop/rules';
import { errorCodes, type Locale, type NewsletterSubscribeBody } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { FieldsRefused, refuseFields } from '../../../http/errors.ts';
import { enqueueJob } from '../../jobs/index.ts';
import { newsletterSubscriptions } from '../tables.ts';

/** An activation link is good for a week. */
export const ACTIVATION_DAYS = 7;

/** The storefront's page that asks before unsubscribing (`?token=…`). */
export const UNSUBSCRIBE_PAGE = '/odhlaseni-novinek';

const TOKEN = /^[A-Za-z0-9_-]{32,64}$/;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');
const newToken = () => randomBytes(32).toString('base64url');
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/**
 * The activation page the link leads to: only the storefront's own public origin, so that the
 * shop's e-mails never carry a link elsewhere.
 */
export function activationPage(callbackUrl: string, storefrontUrl: string): URL {
  const refused = () =>
    new FieldsRefused({ callbackUrl: newsletterMessages.callbackUrl }, errorCodes.invalid);
  let url: URL;
  try {
    url = new URL(callbackUrl);
  } catch {
    throw refused();
  }
  if (url.origin !== new URL(storefrontUrl).origin || url.username || url.password) throw refused();
  url.hash = '';
  url.searchParams.delete('token');
  return url;
}

/**
 * A sign-up: checked by the sign-up's rules (422 with a Czech message per field). A new, pending
 * or unsubscribed address becomes pending with a new single-use activation link (an earlier one
 * becomes void), e-mailed after commit; an active address stays as it is and gets no e-mail. The
 * caller answers the same either way, so nobody learns whether an address subscribes. One
 * statement decides it, so two sign-ups of one address at once make one row.
 */
export async function subscribe(
  db: Db,
  body: NewsletterSubscribeBody,
  locale: Locale,
  storefrontUrl: string,
): Promise<void> {
  refuseFields(newsletterFormErrors({ email: body.email, terms: body.terms }));
  const page = activationPage(body.callbackUrl, storefrontUrl);
  const email = normaliseEmail(body.email);
  const token = newToken();
  const expiresAt = new Date(Date.now() + ACTIVATION_DAYS * 86_400_000);
  await db.transaction(async (tx) => {
    const [pending] = await tx
      .insert(newsletterSubscriptions)
      .values({
        email,
        locale,
        source: body.source ?? null,
        activationTokenHash: hashToken(token),
        activationExpiresAt: expiresAt,
        unsubscribeToken: newToken(),
      })
      .onConflictDoUpdate({
        target: newsletterSubscriptions.email,
        set: {
          status: 'pending',
          locale,
          source: body.source ?? null,
          activationTokenHash: hashToken(token),
          activationExpiresAt: expiresAt,
          unsubscribedAt: null,
        },
        setWhere: ne(newsletterSubscriptions.status, 'active'),
      })
      .returning({ id: newsletterSubscriptions.id });
    if (!pending) return;
    page.searchParams.set('token', token);
    await enqueueJob(tx, 'newsletter-activation', { subscriptionId: pending.id, activationUrl: page.href });
    // The welcome campaign's sign-ups also go to the marketing-contact service.
    if (body.source === 'welcome')
      await enqueueJob(tx, 'marketing-contact', { email, date: new Date().toISOString().slice(0, 10) });
  });
}

const invalid = (code: string, title: string) => new FieldsRefused({ token: title }, code);

/**
 * Confirms a pending subscription by its activation link, once: taking the token out is what
 * spends it, so of two uses at once one finds it gone. Unknown, used or expired: 422.
 */
export async function activate(db: Db, token: string): Promise<{ email: string }> {
  const refused = () => invalid(errorCodes.newsletterActivationInvalid, newsletterMessages.activationInvalid);
  if (!TOKEN.test(token)) throw refused();
  const [row] = await db
    .update(newsletterSubscriptions)
    .set({
      status: 'active',
      activatedAt: sql`now()`,
      activationTokenHash: null,
      activationExpiresAt: null,
    })
    .where(
      and(
        eq(newsletterSubscriptions.activationTokenHash, hashToken(token)),
        eq(newsletterSubscriptions.status, 'pending'),
        gt(newsletterSubscriptions.activationExpiresAt, sql`now()`),
      ),
    )
    .returning({ email: newsletterSubscriptions.email });
  if (!row) throw refused();
  return row;
}

/**
 * Ends a subscription (pending or active) by the token of its unsubscribe link; a pending one's
 * activation link becomes void. Asking again answers the same.
 */
export async function unsubscribe(db: Db, token: string): Promise<{ email: string }> {
  const refused = () =>
    invalid(errorCodes.newsletterUnsubscribeInvalid, newsletterMessages.unsubscribeInvalid);
  if (!TOKEN.test(token)) throw refused();
  const [row] = await db
    .update(newsletterSubscriptions)
    .set({
      status: 'unsubscribed',
      unsubscribedAt: sql`coalesce(${newsletterSubscriptions.unsubscribedAt}, now())`,
      activationTokenHash: null,
      activationExpiresAt: null,
    })
    .where(eq(newsletterSubscriptions.unsubscribeToken, token))
    .returning({ email: newsletterSubscriptions.email });
  if (!row) throw refused();
  return row;
}
