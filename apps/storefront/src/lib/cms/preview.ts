import {
  contentApi,
  contentPreview,
  type ContentPreview,
  type CurrencyCode,
  type PreviewType,
} from '@shop/contract';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { callBackendRaw } from '../backend';

/** What the backend answered for a draft preview: the draft, or why not (in the page's language). */
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
  const t = await getTranslations({ locale, namespace: 'Preview' });
  if (!/^[1-9]\d{0,9}$/.test(id) || !token) return { refused: t('invalidLink') };
  const res = await callBackendRaw(contentApi.preview, {
    locale,
    params: { type, id },
    query: { token, lang: locale, currency },
  });
  const body = (await res.json().catch(() => null)) as unknown;
  if (!res.ok) {
    // A token the backend does not take is a link that is no (longer) good.
    if (res.status === 401 || res.status === 403) return { refused: t('invalidLink') };
    const title = (body as { errors?: { title?: string }[] } | null)?.errors?.[0]?.title;
    return { refused: title ?? t('failed') };
  }
  return { preview: contentPreview.parse(body) };
}
