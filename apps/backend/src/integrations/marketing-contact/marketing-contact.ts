import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';

/** A new welcome-campaign contact: the address and the day it signed up (YYYY-MM-DD). */
export interface WelcomeContact {
  email: string;
  date: string;
}

/** The marketing-contact service: it gets the contacts of the welcome campaign. */
export interface MarketingContactService {
  add(contact: WelcomeContact): Promise<void>;
}

/**
 * The service's body for a welcome-campaign contact: not opted in by this call, the service runs
 * its own double opt-in again, and the contact is filed under the welcome campaign.
 */
export function welcomeContactBody(contact: WelcomeContact, origin: string, accountId?: string) {
  return {
    ...(accountId ? { accountId } : {}),
    email: { email: contact.email },
    origin,
    isOptedIn: false,
    forceDoubleReOptIn: true,
    columns: { parent: 'welcome', date: contact.date },
  };
}

/** Over HTTP: a POST with basic authentication; a refusal or timeout fails the job, which retries. */
export function httpMarketingContact(o: {
  url: string;
  accountId: string;
  user: string;
  password: string;
  origin: string;
  timeoutMs?: number;
}): MarketingContactService {
  const authorization = `Basic ${Buffer.from(`${o.user}:${o.password}`).toString('base64')}`;
  return {
    async add(contact) {
      let res: Response;
      try {
        res = await fetch(o.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json', authorization },
          body: JSON.stringify(welcomeContactBody(contact, o.origin, o.accountId)),
          signal: AbortSignal.timeout(o.timeoutMs ?? 10_000),
        });
      } catch (err) {
        throw new Error(`marketing contact: ${o.url} unreachable: ${(err as Error).message}`, { cause: err });
      }
      const text = await res.text().catch(() => '');
      if (!res.ok)
        throw new Error(`marketing contact: ${o.url} answered ${res.status}: ${text.slice(0, 300)}`);
    },
  };
}

/**
 * No service configured: each contact is appended as one JSON line (the body the service would
 * get, without credentials, plus when it was written) to `${dataDir}/outbox/marketing-contacts.jsonl`.
 */
export function localMarketingContact(dataDir: string, origin: string): MarketingContactService {
  const dir = path.join(dataDir, 'outbox');
  return {
    async add(contact) {
      await mkdir(dir, { recursive: true });
      // One write of one line with O_APPEND: concurrent writers never interleave inside it.
      await appendFile(
        path.join(dir, 'marketing-contacts.jsonl'),
        `${JSON.stringify({ ...welcomeContactBody(contact, origin), writtenAt: new Date().toISOString() })}\n`,
      );
    },
  };
}
