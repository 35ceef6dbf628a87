import { NextResponse, type NextRequest } from 'next/server';
import { getProductById } from '@/lib/catalog/colours';
import { variantChoices } from '@/lib/catalog/variant-choice';
import { CURRENCY_COOKIE, DISPLAY_BOTH_COOKIE, DISPLAY_VAT_COOKIE } from '@/lib/currency';
import { displayFromCookies } from '@/lib/currency/display-code';
import { proxySettings } from '@/lib/theme/proxy-settings';
import { productRequest } from '@/lib/catalog/product-route';
import { routeError, failedCall } from '@/lib/route-errors';
import { errorCodes } from '@shop/contract';

/**
 * GET /api/catalog/variants?id=&locale=: the variants a product box's variant-choice dialog offers
 * when adding to cart, priced in the visitor's currency and VAT display. Shared catalogue prices
 * only, so a browser may keep the answer a little while; it varies with the display cookies.
 */
export async function GET(request: NextRequest) {
  const wanted = await productRequest(request);
  if (wanted instanceof NextResponse) return wanted;
  const { id, locale } = wanted;
  const display = displayFromCookies(
    locale,
    {
      currency: request.cookies.get(CURRENCY_COOKIE)?.value,
      vat: request.cookies.get(DISPLAY_VAT_COOKIE)?.value,
      both: request.cookies.get(DISPLAY_BOTH_COOKIE)?.value,
    },
    (await proxySettings()).display,
  );
  try {
    const product = await getProductById(id, locale, display.currency);
    if (!product) {
      return NextResponse.json(
        {
          errors: [
            { code: errorCodes.notFound, field: 'id', title: await routeError(locale, 'productNotFound') },
          ],
        },
        { status: 404 },
      );
    }
    return NextResponse.json(
      { variants: variantChoices(product, display) },
      { headers: { 'cache-control': 'private, max-age=60', vary: 'Cookie' } },
    );
  } catch (e) {
    return failedCall('variant choice', e, locale);
  }
}
