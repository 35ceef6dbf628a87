import { contentPreview, type ContentPreview, type CurrencyCode, type PreviewType } from '@shop/contract';
import type { AppLocale } from '@/i18n/routing';
import { env } from '../env';

/** What the backend answered for a draft preview: the draft, or why not (its Czech title). */
export type PreviewAnswer = { preview: ContentPreview } | { refused: string };

/**
 * A draft for the preview page, opened by the back office's signed token, its blocks' product
 * boxes priced in `currency`. Never cached: each request asks the backend, which checks the token
 * every time.
 */
export async function fetchPreview(
  type: PreviewType,
  id: string,
  token: string | undefined,
  locale: AppLocale,
  currency: CurrencyCode,
): Promise<PreviewAnswer> {
  if (!/^[1-9]\d{0,9}$/.test(id) || !token) return { refused: 'Neplatný odkaz na náhled.' };
  const query = new URLSearchParams({ token, lang: locale, currency });
  const res = await fetch(`${env.cmsUrl}/api/v1/content-preview/${type}/${id}?${query.toString()}`, {
    cache: 'no-store',
  });
  const body = (await res.json().catch(() => null)) as unknown;
  if (!res.ok) {
    const title = (body as { errors?: { title?: string }[] } | null)?.errors?.[0]?.title;
    return { refused: title ?? 'Náhled se nepodařilo načíst.' };
  }
  return { preview: contentPreview.parse(body) };
}
