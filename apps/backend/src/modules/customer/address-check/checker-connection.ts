import type { Config } from '../../../config.ts';
import {
  noAddressChecker,
  type AddressChecker,
} from '../../../integrations/address-check/address-checker.ts';
import { localAddressChecker } from '../../../integrations/address-check/local-address-checker.ts';

/**
 * The address forms' check (ADDRESS_CHECK): the local adapter over the municipalities and postcodes
 * shipped with the backend, real data in production as in development, or none.
 */
export function connectAddressChecker(config: Config): AddressChecker {
  return config.addressCheck === 'local' ? localAddressChecker() : noAddressChecker;
}
