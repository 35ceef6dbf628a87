import type { NextRequest } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { localizedPath } from '@/i18n/routing';
import { batchItemsOf } from '@/lib/cart/batch';
import { cartFormContext, withCartCookies } from '@/lib/cart/form-action';
import { addBatch } from '@/lib/cart/server';
import { privateJson, seeOther } from '@/lib/private-answers';
import { BackendError } from '@/lib/http';
import { safeRedirect } from '@/lib/user/routes';
import { logError } from '@/lib/log';

/**
 * POST /api/cart/batch (the product page's several-variants form and the quick order): amounts in
 * `qty-<variant id>` fields, added in one batch. A plain form post lands on /kosik (or back on
 * `back` when nothing was chosen); a script asking for JSON gets how many of how many went in and
 * why the others did not.
 */
export async function POST(request: NextRequest) {
  const json = request.headers.get('accept')?.includes('application/json') === true;
  const form = await request.formData().catch(() => null);
  const { locale, currency, shopper } = cartFormContext(request, form);
  const items = form ? batchItemsOf(form.entries()) : null;
  const failed = (await getTranslations({ locale, namespace: 'FormErrors' }))('failed');
  if (!items || items.length === 0) {
    if (json) return privateJson({ error: failed }, 400);
    return seeOther(safeRedirect(form?.get('back'), locale));
  }
  try {
    const res = await addBatch(locale, currency, shopper, items);
    const out = json
      ? privateJson({
          added: res.data.added,
          total: res.data.total,
          errors: res.data.errors.map((e) => e.title),
          count: res.data.cart.itemCount,
        })
      : seeOther(localizedPath(locale, '/kosik'));
    return withCartCookies(out, request, res.meta.guestCartToken, res.data.cart.itemCount);
  } catch (e) {
    logError('batch add', e);
    // The store API's 500 means the import is still running: the page says so (batchNoticeText).
    const status = e instanceof BackendError && e.status === 500 ? 500 : 502;
    return json ? privateJson({ error: failed }, status) : seeOther(localizedPath(locale, '/kosik'));
  }
}
