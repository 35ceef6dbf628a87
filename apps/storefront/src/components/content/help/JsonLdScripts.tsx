import { serializeJsonLd, type JsonLd } from '@/lib/seo/json-ld';

/** JSON-LD blocks for search engines, `<` escaped so that the data can never close the script. */
export function JsonLdScripts({ data }: { data: JsonLd[] }) {
  return data.map((item, i) => (
    <script
      key={i}
      type="application/ld+json"
      // Our own data, escaped by serializeJsonLd.
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(item) }}
    />
  ));
}
