import type { Config } from '../../config.ts';
import { keyFor } from '../../http/keys.ts';
import { resolveVariantHashSecret } from '../../http/variant-hash-secret.ts';

/**
 * The test gateway's secret (its API key and notification key derive from it): TEST_GATEWAY_SECRET,
 * or else derived from the shop's secret (VARIANT_HASH_SECRET or the random one kept in
 * DATA_DIR/secret), so that every process sharing that key also agrees on this one.
 */
export async function resolveTestGatewaySecret(config: Config): Promise<string> {
  if (config.testGatewaySecret) return config.testGatewaySecret;
  const base = await resolveVariantHashSecret(config);
  return keyFor(base, 'test-gateway');
}
