import { catalogueApi, type EndpointParams, type EndpointQuery } from '@shop/contract';
import { routing } from '@/i18n/routing';
import { callBackendRaw } from '@/lib/backend';

/** The feed files and the backend's names for them. */
const FILES = new Set(['heureka.xml', 'zbozi.xml', 'google.xml']);
/** A feed may stream for long to a slow reader: the call's timeout covers the whole body. */
const STREAM_TIMEOUT_MS = 15 * 60_000;
/** Headers passed on both ways: the conditional GET and the caching. */
const PASSED = ['etag', 'cache-control', 'last-modified', 'content-type'] as const;

/**
 * GET /feeds/heureka.xml, /feeds/zbozi.xml, /feeds/google.xml: the product feeds for the comparison
 * sites at stable addresses of the shop, streamed from the backend (which builds and stores them).
 * `?locale=sk` gives heureka.sk's feed in euros and Google's Slovak one, `?locale=de` Google's
 * German one; `currency` may name the currency too.
 */
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  if (!FILES.has(file)) return new Response('Not found', { status: 404 });
  const query = new URL(request.url).searchParams;
  const match = request.headers.get('if-none-match');
  const res = await callBackendRaw(catalogueApi.feed, {
    locale: routing.defaultLocale,
    params: { file } as EndpointParams<typeof catalogueApi.feed>,
    // Passed on as asked: the backend refuses a locale or currency it has no feed in.
    query: {
      locale: query.get('locale') || undefined,
      currency: query.get('currency') || undefined,
    } as EndpointQuery<typeof catalogueApi.feed>,
    // Plain XML from the backend: the shop's own server compresses what it sends on.
    headers: { 'accept-encoding': 'identity', ...(match ? { 'if-none-match': match } : {}) },
    timeoutMs: STREAM_TIMEOUT_MS,
  }).catch(() => null);
  if (!res) return new Response('Bad gateway', { status: 502 });
  const headers = new Headers();
  for (const name of PASSED) {
    const value = res.headers.get(name);
    if (value) headers.set(name, value);
  }
  if (res.status === 304) return new Response(null, { status: 304, headers });
  if (!res.ok)
    return new Response(res.status === 404 ? 'Not found' : 'Bad gateway', {
      status: res.status === 404 ? 404 : 502,
    });
  return new Response(res.body, { status: 200, headers });
}
