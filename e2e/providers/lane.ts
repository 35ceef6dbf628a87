/**
 * The providers' test shop: a build made with a consent provider and a certification provider
 * configured, on ports of its own beside the main test shop's, and the providers' script host.
 */
export const lane = {
  name: 'providers',
  web: 3150,
  api: 4150,
  scripts: 3190,
  consentId: 'e2e-consent-0001',
};
export const webUrl = `http://localhost:${lane.web}`;
export const scriptsOrigin = `http://localhost:${lane.scripts}`;
export const consentScriptUrl = `${scriptsOrigin}/consent.js`;
export const badgeScriptUrl = `${scriptsOrigin}/badge.js`;
