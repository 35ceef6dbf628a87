const KEY = 'analytics_session';

/** 24 hexadecimal characters (12 random bytes). */
export function newSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The analytics session of this tab: made on the first event under analytics consent and kept in
 * session storage (gone with the tab, or when the consent is withdrawn).
 */
export function analyticsSessionId(storage: Storage | null): string {
  const kept = storage?.getItem(KEY);
  if (kept && /^[0-9a-f]{24}$/.test(kept)) return kept;
  const id = newSessionId();
  try {
    storage?.setItem(KEY, id);
  } catch {
    // Storage full or blocked: a session id per page.
  }
  return id;
}

export const ANALYTICS_SESSION_KEY = KEY;
