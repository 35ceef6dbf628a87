import { redactText } from '@shop/rules';

/** An error as the log may keep it: its message (and a backend call's status and address), redacted. */
export function loggedError(e: unknown): string {
  if (!(e instanceof Error)) return redactText(String(e));
  const call =
    'status' in e && 'url' in e && typeof e.url === 'string' ? ` (${String(e.status)} ${e.url})` : '';
  return redactText(`${e.name}: ${e.message}${call}`);
}

/**
 * Logs what failed and why, without order tokens, sessions or e-mail addresses: a backend call's
 * address can hold an order's token, and its answer a shopper's e-mail.
 */
export function logError(what: string, e: unknown): void {
  console.error(`[storefront] ${what} failed: ${loggedError(e)}`);
}
