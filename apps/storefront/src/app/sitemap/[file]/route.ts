import { offeredLocales } from '@/i18n/offered';
import { pageUrls, productChunk, productChunkCount, urlsetXml, xmlHeaders } from '@/lib/seo/sitemap';

/** GET /sitemap/pages.xml and /sitemap/products-{n}.xml: one sitemap file of the index. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  if (file === 'pages.xml')
    return new Response(urlsetXml(await pageUrls(), await offeredLocales()), { headers: xmlHeaders });
  const match = /^products-(\d{1,4})\.xml$/.exec(file);
  if (!match) return new Response('Not found', { status: 404 });
  const n = Number(match[1]);
  if (n >= (await productChunkCount())) return new Response('Not found', { status: 404 });
  return new Response(urlsetXml(await productChunk(n), await offeredLocales()), { headers: xmlHeaders });
}
