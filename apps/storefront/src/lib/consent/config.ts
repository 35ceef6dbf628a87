import { scriptAddress } from '../script-address';

/**
 * Where the consent comes from. Unset `CONSENT_ID`: the shop's own dialog asks. Set: the consent
 * provider's script (`CONSENT_SCRIPT_URL`, Cookiebot's by default) asks, with that id, and its
 * answers are stored as the shop's own choice. Read when pages are rendered, and by the server for
 * the Content-Security-Policy.
 */
const DEFAULT_SCRIPT_URL = 'https://consent.cookiebot.com/uc.js';

/** The page about cookies (the privacy policy's cookie section). */
export const COOKIE_PAGE = '/vse-o-nakupu/ochrana-osobnich-udaju';

export interface ConsentProviderConfig {
  id: string;
  scriptUrl: string;
}

export function consentProvider(
  vars: Record<string, string | undefined> = process.env,
): ConsentProviderConfig | null {
  const id = vars.CONSENT_ID?.trim();
  if (!id) return null;
  if (!/^[A-Za-z0-9-]{1,64}$/.test(id)) throw new Error('CONSENT_ID: letters, digits and dashes only');
  const scriptUrl = scriptAddress('CONSENT_SCRIPT_URL', vars.CONSENT_SCRIPT_URL) ?? DEFAULT_SCRIPT_URL;
  return { id, scriptUrl };
}
