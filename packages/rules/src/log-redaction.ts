/**
 * What a log line may keep. Logs are read by more people and kept longer than the data, so secrets
 * (order tokens open an order, bearer tokens a session, password hashes can be cracked) and
 * personal data (e-mail addresses) are replaced wherever they appear in a logged text.
 */
export const REDACTED = '[redacted]';

const TOKEN_IN_PATH = /(\/token\/)[^/?#\s]+/gi;
/** Query parameters that carry a secret, or what a person typed to find someone (an e-mail, a name). */
const SECRET_OR_PERSONAL_QUERY = /([?&](?:t|token|q|email|phone)=)[^&#\s]*/gi;
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;
const PASSWORD_HASH = /\$argon2(?:id|i|d)\$(?:v=\d+\$)?m=\d+,t=\d+,p=\d+\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+/g;
const BEARER = /(bearer\s+)[\w.~+/-]+=*/gi;

/**
 * A URL as a log may keep it: order tokens in its path, and its `t`, `token`, `q` (a search, in the
 * back office often for a customer), `email` and `phone` parameters replaced.
 */
export function redactUrl(url: string): string {
  return url.replace(TOKEN_IN_PATH, `$1${REDACTED}`).replace(SECRET_OR_PERSONAL_QUERY, `$1${REDACTED}`);
}

/** Any logged text (an error's message or stack) with secrets and e-mail addresses replaced. */
export function redactText(text: string): string {
  return redactUrl(text)
    .replace(EMAIL, REDACTED)
    .replace(PASSWORD_HASH, REDACTED)
    .replace(BEARER, `$1${REDACTED}`);
}
