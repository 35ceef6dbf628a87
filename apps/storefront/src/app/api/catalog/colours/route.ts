import { NextResponse, type NextRequest } from 'next/server';
import { colourVariants, getProductById } from '@/lib/catalog/colours';
import { productRequest } from '@/lib/catalog/product-route';
import { routeError, failedCall } from '@/lib/route-errors';
import { errorCodes } from '@shop/contract';

/** The box image size the swatch previews are made for (the box shows 270 px images). */
const BOX_IMAGE_PX = 270;

/**
 * GET /api/catalog/colours?id=&locale=: the colour variants a product box reveals on first hover,
 * loaded lazily so that listings do not carry every product's variants.
 */
export async function GET(request: NextRequest) {
  const wanted = await productRequest(request);
  if (wanted instanceof NextResponse) return wanted;
  const { id, locale } = wanted;
  try {
    const product = await getProductById(id, locale);
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
      { variants: colourVariants(product, locale, BOX_IMAGE_PX) },
      { headers: { 'cache-control': 'public, max-age=300, stale-while-revalidate=3600' } },
    );
  } catch (e) {
    return failedCall('colour variants', e, locale);
  }
}
