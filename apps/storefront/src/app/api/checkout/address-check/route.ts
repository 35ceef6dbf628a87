import { addressCheckBody, errorCodes, lookupApi } from '@shop/contract';
import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { callBackend } from '@/lib/backend';
import { localeOf } from '@/lib/checkout/route';
import { privateJson } from '@/lib/private-answers';
import { clientIp } from '@/lib/currency/visitor-country';
import { failedCall } from '@/lib/route-errors';

/** The shopper's address, for the store API's limit of checks per shopper. */
const forwarded = (request: NextRequest): Record<string, string> => {
  const ip = clientIp(request);
  return ip ? { 'x-forwarded-for': ip } : {};
};

/**
 * GET /api/checkout/address-check?country=CZE&city=Br (or &postcode=602): the towns the shopper may
 * mean while typing an address (GET /api/v1/address-check/suggest).
 */
export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  const locale = localeOf(params.get('locale'));
  const country = (params.get('country') ?? 'CZE').trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(country))
    return privateJson({ errors: [{ code: errorCodes.invalid, field: 'country', title: 'country' }] }, 400);
  const city = (params.get('city') ?? '').trim().slice(0, 100);
  const postcode = (params.get('postcode') ?? '').trim().slice(0, 10);
  if (!postcode && !city) return privateJson({ data: [] });
  // The postcode when typed, else the town: never both.
  const query = postcode ? { country, postcode } : { country, city };
  try {
    return privateJson(
      await callBackend(lookupApi.suggestTowns, { locale, query, headers: forwarded(request) }),
    );
  } catch (e) {
    return failedCall('address check', e, locale);
  }
}

const postBody = z.object({ locale: z.string().optional(), address: addressCheckBody });

/**
 * POST /api/checkout/address-check { locale, address }: the address-verification service's notices
 * of the address as typed (POST /api/v1/address-check); 503 address.checkDown when it cannot answer.
 */
export async function POST(request: NextRequest) {
  const parsed = postBody.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return privateJson({ errors: [{ code: errorCodes.invalid, title: 'address' }] }, 400);
  const locale = localeOf(parsed.data.locale);
  try {
    return privateJson(
      await callBackend(lookupApi.checkAddress, {
        locale,
        body: parsed.data.address,
        headers: forwarded(request),
      }),
    );
  } catch (e) {
    return failedCall('address check', e, locale);
  }
}
