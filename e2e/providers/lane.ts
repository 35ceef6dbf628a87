/**
 * The providers' test shop: a build made with a consent provider and a certification provider
 * configured, on ports of its own beside the main test shop's, and the providers' script host.
 * PROVIDERS_LANE and the PROVIDERS_*_PORT variables run a second copy beside it (its own build,
 * data and ports).
 */
const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
export const lane = {
  name: process.env.PROVIDERS_LANE ?? 'providers',
  web: port('PROVIDERS_WEB_PORT', 3150),
  api: port('PROVIDERS_API_PORT', 4150),
  scripts: port('PROVIDERS_SCRIPTS_PORT', 3190),
  consentId: 'e2e-consent-0001',
};
export const webUrl = `http://localhost:${lane.web}`;
export const scriptsOrigin = `http://localhost:${lane.scripts}`;
export const consentScriptUrl = `${scriptsOrigin}/consent.js`;
export const badgeScriptUrl = `${scriptsOrigin}/badge.js`;
