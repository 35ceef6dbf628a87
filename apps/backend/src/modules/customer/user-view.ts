import type { FastifyRequest } from 'fastify';
import type { User } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { variantHash } from '../../http/price-context.ts';
import { listCountries } from '../settings/index.ts';
import { assistedOf } from './assisted-visits.ts';
import { bearerToken } from './auth.ts';
import type { Profile } from './profile.ts';

/** GET and PATCH /api/v1/user: the profile with its signed variant hash, the country's two-letter code and the assisted visits. */
export async function userData(db: Db, secret: string, req: FastifyRequest, profile: Profile): Promise<User> {
  const { countryCode, ...rest } = profile;
  const alpha2 = countryCode
    ? ((await listCountries(db, 'cs')).find((c) => c.alpha3 === countryCode)?.alpha2 ?? null)
    : null;
  return {
    ...rest,
    // Only called for a request with a live session: its token is there.
    variantHash: variantHash(secret, profile.variant, profile.groups, {
      accountId: profile.id,
      sessionToken: bearerToken(req) ?? '',
    }),
    ...(await assistedOf(db, profile.id, bearerToken(req))),
    address: countryCode && alpha2 ? { countryCode, countryAlpha2: alpha2 } : null,
  };
}
