import { NextResponse, type NextRequest } from 'next/server';
import { isAppLocale, localeContext, localizedPath, routing, type AppLocale } from '@/i18n/routing';
import { parseImport } from '@/lib/cart/import';
import { withCartCookies } from '@/lib/cart/form-action';
import { addBatch, CART_COOKIE } from '@/lib/cart/server';
import { CURRENCY_COOKIE, parseCurrency } from '@/lib/currency';

const MAX_FILE_BYTES = 200_000;
/** How many not-inserted lines the result page lists. */
const MAX_LISTED = 20;

/**
 * POST /api/cart/import (the order-import form, no JavaScript needed): the pasted lines and an
 * uploaded CSV file go through the batch add; the shopper returns to the import page with the
 * result (how many of how many, and which lines were not inserted).
 */
export async function POST(request: NextRequest) {
  const form = await request.formData().catch(() => null);
  const rawLocale = form?.get('locale');
  const locale: AppLocale = isAppLocale(rawLocale) ? rawLocale : routing.defaultLocale;
  const back = (q: Record<string, string>) =>
    new NextResponse(null, {
      status: 303,
      headers: { location: `${localizedPath(locale, '/kosik/import-objednavky')}?${new URLSearchParams(q)}` },
    });

  const pasted = form?.get('lines');
  const file = form?.get('file');
  let text = typeof pasted === 'string' ? pasted : '';
  if (file instanceof File && file.size > 0) {
    if (file.size > MAX_FILE_BYTES) return back({ vysledek: 'velky-soubor' });
    text += `\n${await file.text()}`;
  }
  const parsed = parseImport(text);
  if ('tooMany' in parsed) return back({ vysledek: 'mnoho-radku' });
  if (parsed.lines.length === 0)
    return back({
      vysledek: 'prazdny',
      ...(parsed.invalid.length ? { chyby: parsed.invalid.slice(0, MAX_LISTED).join('\n') } : {}),
    });

  const currency =
    parseCurrency(request.cookies.get(CURRENCY_COOKIE)?.value) ?? localeContext[locale].currency;
  try {
    const res = await addBatch(
      locale,
      currency,
      request.cookies.get(CART_COOKIE)?.value ?? null,
      parsed.lines,
    );
    const failed = [
      ...res.data.errors.map((e) => `${parsed.lines[e.index]?.code ?? e.code ?? ''} – ${e.title}`),
      ...parsed.invalid,
    ];
    const total = parsed.lines.length + parsed.invalid.length;
    const out = back({
      vlozeno: String(res.data.added),
      celkem: String(total),
      ...(failed.length ? { chyby: failed.slice(0, MAX_LISTED).join('\n') } : {}),
    });
    return withCartCookies(out, request, res.meta.guestCartToken, res.data.cart.itemCount);
  } catch (e) {
    console.error('[storefront] order import failed:', e);
    return back({ vysledek: 'chyba' });
  }
}
