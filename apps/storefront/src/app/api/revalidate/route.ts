import {
  errorCodeOfStatus,
  groupTags,
  REVALIDATE_MAX_AGE_S,
  revalidateBody,
  revalidateSignatureHeader,
} from '@shop/contract';
import { revalidateTag } from 'next/cache';
import { verifySignature } from '@/lib/seo/revalidate';
import { forgetProxySettings } from '@/lib/theme/proxy-settings';

// Answers to the backend's signed calls, read by its operators' logs only, never by a shopper:
// in the shop's own language.
const error = (status: number, title: string, field?: string) =>
  Response.json(
    { errors: [{ code: errorCodeOfStatus(status), ...(field ? { field } : {}), title }] },
    { status },
  );

/**
 * POST /api/revalidate `{ tags, sentAt }`, signed by the backend (contract `revalidateBody`): expires the
 * cached data and pages of each tag at once, so the next visitor gets fresh content.
 */
export async function POST(request: Request) {
  const raw = await request.text();
  if (!verifySignature(raw, request.headers.get(revalidateSignatureHeader), process.env.REVALIDATE_SECRET))
    return error(401, 'Neplatný podpis požadavku', revalidateSignatureHeader);
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return error(400, 'Tělo požadavku není platný JSON');
  }
  const parsed = revalidateBody.safeParse(json);
  if (!parsed.success)
    return error(400, 'Zadejte seznam štítků k obnovení (tags) a čas odeslání (sentAt)', 'tags');
  // Signed but old (or from the future): a recorded call played again.
  if (Math.abs(Date.now() / 1000 - parsed.data.sentAt) > REVALIDATE_MAX_AGE_S)
    return error(401, 'Požadavek je starý, nebo má chybný čas odeslání', 'sentAt');
  // `{ expire: 0 }`: a webhook wants the data gone now, not served stale once more ('max').
  for (const tag of parsed.data.tags) revalidateTag(tag, { expire: 0 });
  // The proxy keeps the settings it decides by (default price display, page flags) apart.
  if (parsed.data.tags.includes(groupTags.globals)) forgetProxySettings();
  return Response.json({ revalidated: parsed.data.tags });
}
