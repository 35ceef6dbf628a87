import { timingSafeEqual } from 'node:crypto';

const TOKEN = /^[A-Za-z0-9_-]{32}$/;

/** Whether a form's token field matches the browser's form-token cookie (constant time). */
export function formTokenMatches(sent: unknown, kept: string | undefined): boolean {
  if (typeof sent !== 'string' || !kept || !TOKEN.test(sent) || !TOKEN.test(kept)) return false;
  return timingSafeEqual(Buffer.from(sent), Buffer.from(kept));
}
