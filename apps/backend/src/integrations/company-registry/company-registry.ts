import type { Company } from '@shop/contract';

/**
 * Company lookup by IČO for the business checkout (GET /api/v1/ares/ico). The real source is
 * the Czech business registry (ARES), a third-party service that this machine cannot reach and that
 * tests must not depend on, so routes see only this interface: an ARES client can stand behind it,
 * and the default adapter serves a local data file.
 */
export interface CompanyRegistry {
  /** The company registered under a valid IČO (8 digits, check digit correct); null when none is. */
  findByIco(ico: string): Promise<Company | null>;
}
