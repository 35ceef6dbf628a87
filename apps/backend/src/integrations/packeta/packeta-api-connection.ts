import type { Config } from '../../config.ts';
import { createPacketaApiClient } from './packeta-api-client.ts';
import { PACKETA_API_URL, type ParcelCarrier } from './packeta-api-protocol.ts';

/** Where the backend serves the Packeta API double (PACKETA=test); its REST API is at …/api/rest. */
export const TEST_PACKETA_PREFIX = '/test-packeta';
/** The API password the double accepts when PACKETA_API_PASSWORD is unset. */
export const TEST_PACKETA_PASSWORD = 'test-packeta-api-password';

/** The password the double of this process accepts. */
export const testPacketaPassword = (config: Config) => config.packeta.apiPassword ?? TEST_PACKETA_PASSWORD;

/**
 * The shop's Packeta API: PACKETA=live talks to Packeta (PACKETA_API_URL or Packeta's own address)
 * with PACKETA_API_PASSWORD; PACKETA=test to the double this backend serves at
 * PUBLIC_URL/test-packeta/api/rest. Null: live without a password (production refuses that).
 */
export function connectPacketaApi(config: Config): ParcelCarrier | null {
  const { packeta } = config;
  if (packeta.kind === 'live') {
    if (!packeta.apiPassword) return null;
    return createPacketaApiClient({
      url: packeta.apiUrl ?? PACKETA_API_URL,
      apiPassword: packeta.apiPassword,
    });
  }
  return createPacketaApiClient({
    url: packeta.apiUrl ?? `${config.publicUrl}${TEST_PACKETA_PREFIX}/api/rest`,
    apiPassword: testPacketaPassword(config),
  });
}
