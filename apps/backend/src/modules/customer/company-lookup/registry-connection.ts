import type { FastifyInstance } from 'fastify';
import type { Config } from '../../../config.ts';
import { aresDouble, ARES_DOUBLE_BASE } from '../../../integrations/company-registry/ares-double.ts';
import { aresCompanyRegistry } from '../../../integrations/company-registry/ares-registry.ts';
import type { CompanyRegistry } from '../../../integrations/company-registry/company-registry.ts';
import { doubleCompanies } from '../../../integrations/company-registry/double-companies.ts';

/** Where the backend serves the local double of ARES (COMPANY_REGISTRY=test). */
export const TEST_ARES_PREFIX = '/test-ares';

/**
 * The IČO lookup's register: ARES, or in development the local double this backend serves at
 * PUBLIC_URL/test-ares, talked to over HTTP as ARES is.
 */
export async function connectCompanyRegistry(app: FastifyInstance, config: Config): Promise<CompanyRegistry> {
  if (config.companyRegistry.kind === 'ares') {
    return aresCompanyRegistry({ baseUrl: config.companyRegistry.aresUrl });
  }
  await app.register(aresDouble, { prefix: TEST_ARES_PREFIX, companies: doubleCompanies });
  return aresCompanyRegistry({ baseUrl: `${config.publicUrl}${TEST_ARES_PREFIX}${ARES_DOUBLE_BASE}` });
}
