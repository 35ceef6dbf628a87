import { orderApi, type TaxDocumentSummary } from '@shop/contract';
import type { AppLocale } from '@/i18n/routing';
import { callBackend, callBackendRaw } from '../backend';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** GET /api/v1/user/documents: the customer's invoices and credit notes, newest first. */
export async function listDocuments(locale: AppLocale, token: string): Promise<TaxDocumentSummary[]> {
  const res = await callBackend(orderApi.userDocuments, { locale, headers: bearer(token) });
  return res.data;
}

/** One of the customer's documents as the store API sends its PDF, for the storefront to pass on. */
export function fetchDocumentPdf(locale: AppLocale, token: string, id: number): Promise<Response> {
  return callBackendRaw(orderApi.userDocumentPdf, {
    locale,
    params: { id },
    headers: bearer(token),
    timeoutMs: 30_000,
  });
}

/** Where the storefront serves a document's PDF to its customer. */
export const documentPdfPath = (locale: AppLocale, id: number) =>
  `/api/user/documents/${id}?${new URLSearchParams({ locale })}`;
