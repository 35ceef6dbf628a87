import { productChunkCount, sitemapIndexXml, xmlHeaders } from '@/lib/seo/sitemap';

/** GET /sitemap.xml: the sitemap index (pages, then product chunks of 10 000). */
export async function GET() {
  const chunks = await productChunkCount();
  const files = ['pages.xml', ...Array.from({ length: chunks }, (_, i) => `products-${i}.xml`)];
  return new Response(sitemapIndexXml(files), { headers: xmlHeaders });
}
