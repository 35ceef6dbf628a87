import { errorCodes, lookupApi } from '@shop/contract';
import { validateTin } from '@shop/rules';
import type { NextRequest } from 'next/server';
import { callBackend } from '@/lib/backend';
import { localeOf } from '@/lib/checkout/route';
import { privateJson } from '@/lib/private-answers';
import { failedCall } from '@/lib/route-errors';

/**
 * GET /api/checkout/company?ico=27082440: the company registry's entry for an IČO (GET
 * /api/v1/ares/ico), for the business checkout to fill the company and its address. 404 when no
 * company has that IČO, 400 for an IČO that cannot be one.
 */
export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  const locale = localeOf(params.get('locale'));
  const ico = (params.get('ico') ?? '').replace(/\s+/g, '');
  if (ico === '' || validateTin(ico) !== null)
    return privateJson({ errors: [{ code: errorCodes.invalid, field: 'ico', title: 'ico' }] }, 400);
  try {
    return privateJson(await callBackend(lookupApi.company, { locale, query: { ico } }));
  } catch (e) {
    return failedCall('company lookup', e, locale);
  }
}
