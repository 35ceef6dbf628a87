import { NextResponse, type NextRequest } from 'next/server';
import { localizedPath } from '@/i18n/routing';
import { parseImport } from '@/lib/cart/import';
import { cartFormContext, withCartCookies } from '@/lib/cart/form-action';
import { addBatch } from '@/lib/cart/server';
import { logError } from '@/lib/log';

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
  const { locale, currency, shopper } = cartFormContext(request, form);
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

  try {
    const res = await addBatch(locale, currency, shopper, parsed.lines);
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
    logError('order import', e);
    return back({ vysledek: 'chyba' });
  }
}
