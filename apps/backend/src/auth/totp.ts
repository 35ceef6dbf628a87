import { createHash, randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/** A code from the step before or after the server's clock is accepted too (phones drift). */
const TOLERANCE_SECONDS = 30;

export const newTotpSecret = (): string => generateSecret();

/**
 * The otpauth:// link and its QR code (a PNG data: URL) for an authenticator app, which shows the
 * `issuer` beside the e-mail.
 */
export async function totpEnrolment(secret: string, email: string, issuer: string) {
  const uri = generateURI({ issuer, label: email, secret });
  return { secret, uri, qrCode: await QRCode.toDataURL(uri, { margin: 1, width: 240 }) };
}

/**
 * The time step a six-digit code is good for, or null. A code of a step at or before
 * `afterStep` (the last one accepted) is refused, so a code seen over a shoulder is good once.
 */
export async function verifyTotp(
  secret: string,
  code: string,
  afterStep: number | null,
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  try {
    const result = await verify({
      secret,
      token: code,
      epochTolerance: TOLERANCE_SECONDS,
      ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
    });
    // A TOTP check answers the time step it matched (the type is shared with HOTP's).
    return result.valid ? (result as { timeStep: number }).timeStep : null;
  } catch {
    // otplib throws on a step bound ahead of the clock (a clock set back): no code is good then.
    return null;
  }
}

/** Ten recovery codes, each `xxxxx-xxxxx` of lower-case letters and digits. */
export function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  return Array.from({ length: 10 }, () => {
    const chars = [...randomBytes(10)].map((b) => alphabet[b % alphabet.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/**
 * Recovery codes are typed by hand: spaces, dashes and case do not matter. A `salt` (the owner's
 * id) makes equal codes of two people hash apart.
 */
export const recoveryCodeHash = (code: string, salt = '') =>
  createHash('sha256')
    .update(salt)
    .update(code.toLowerCase().replace(/[^a-z0-9]/g, ''))
    .digest('hex');
