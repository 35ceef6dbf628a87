import type { Company } from '@shop/contract';

/**
 * Company lookup by IČO for the business checkout (GET /api/v1/ares/ico). Routes see only this
 * interface: the ARES client stands behind it, talking to ARES itself or to the local double this
 * backend serves in development.
 */
export interface CompanyRegistry {
  /**
   * The company registered under a valid IČO (8 digits, check digit correct); null when none is.
   * Throws CompanyRegistryUnavailable when the register cannot answer now.
   */
  findByIco(ico: string): Promise<Company | null>;
}

/** The register did not answer, or not in time: the shopper types the company in. */
export class CompanyRegistryUnavailable extends Error {}
