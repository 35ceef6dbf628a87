import type { ProductFeedFormat } from '@shop/contract';
import { CURRENCIES } from '@shop/rules';
import { deliveryPriceFor, type FeedDelivery } from './delivery.ts';
import type { FeedItem } from './items.ts';
import { feedCountry, type FeedTarget } from './targets.ts';

/** How a format writes its file: the opening, one offer (or nothing to leave it out), the closing. */
export interface FeedFormat {
  head(t: FeedTarget, shop: { name: string; url: string }): string;
  item(i: FeedItem, deliveries: FeedDelivery[], t: FeedTarget): string;
  tail: string;
}

/** An element's content: text, a number, child elements, repeated elements; undefined writes nothing. */
type XmlValue = string | number | undefined | XmlValue[] | { [name: string]: XmlValue };

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  "'": '&apos;',
  '"': '&quot;',
};
const escape = (s: string) => (/[&<>'"]/.test(s) ? s.replace(/[&<>'"]/g, (c) => ENTITIES[c]!) : s);

/** An element, written compactly: an array repeats it, an empty one closes itself. */
function element(name: string, value: XmlValue): string {
  if (value === undefined) return '';
  if (Array.isArray(value)) return value.map((v) => element(name, v)).join('');
  const content = typeof value === 'object' ? xml(value) : escape(String(value));
  return content === '' ? `<${name}/>` : `<${name}>${content}</${name}>`;
}

const xml = (o: { [name: string]: XmlValue }) =>
  Object.entries(o)
    .map(([name, value]) => element(name, value))
    .join('');

const amount = (n: number, t: FeedTarget) => n.toFixed(CURRENCIES[t.currency].decimalPlaces);
/** Heureka's ITEM_ID: at most 36 of letters, digits, '_' and '-'. */
const heurekaId = (code: string) => code.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 36);
const cut = (s: string, max: number) => (s.length > max ? s.slice(0, max) : s);

/**
 * Heureka (heureka.cz in crowns, heureka.sk in euros): SHOP/SHOPITEM, a variant per item grouped
 * by ITEMGROUP_ID; DELIVERY_DATE in days (0 in stock). Offers that cannot be ordered are left out.
 */
const heureka: FeedFormat = {
  head: () => '<?xml version="1.0" encoding="utf-8"?>\n<SHOP>\n',
  item(i, deliveries, t) {
    if (i.deliveryDays === null) return '';
    const [img, ...alternative] = i.images;
    return `${xml({
      SHOPITEM: {
        ITEM_ID: heurekaId(i.itemId),
        ITEMGROUP_ID: i.groupId ?? undefined,
        PRODUCTNAME: cut(i.name, 200),
        PRODUCT: cut(i.name, 200),
        DESCRIPTION: i.description || i.productName,
        URL: i.url,
        IMGURL: img,
        IMGURL_ALTERNATIVE: alternative.length ? alternative : undefined,
        PRICE_VAT: amount(i.price, t),
        EAN: i.ean ?? undefined,
        PRODUCTNO: i.mpn,
        MANUFACTURER: i.brand ?? undefined,
        CATEGORYTEXT: i.category.replaceAll(' > ', ' | '),
        DELIVERY_DATE: i.deliveryDays,
        DELIVERY: deliveries.map((d) => {
          const p = deliveryPriceFor(d, i);
          return {
            DELIVERY_ID: d.heurekaId,
            DELIVERY_PRICE: amount(p.price, t),
            DELIVERY_PRICE_COD: p.codPrice === null ? undefined : amount(p.codPrice, t),
          };
        }),
        PARAM: i.params.map((p) => ({ PARAM_NAME: p.name, VAL: p.value })),
      },
    })}\n`;
  },
  tail: '</SHOP>\n',
};

/** Zboží.cz: SHOP in its namespace, the same items without carriers (set up in their account). */
const zbozi: FeedFormat = {
  head: () => '<?xml version="1.0" encoding="utf-8"?>\n<SHOP xmlns="http://www.zbozi.cz/ns/offer/1.0">\n',
  item(i, _deliveries, t) {
    if (i.deliveryDays === null) return '';
    const [img, ...alternative] = i.images;
    return `${xml({
      SHOPITEM: {
        ITEM_ID: i.itemId,
        PRODUCTNAME: cut(i.name, 255),
        PRODUCT: cut(i.name, 255),
        DESCRIPTION: i.description || i.productName,
        URL: i.url,
        PRICE_VAT: amount(i.price, t),
        DELIVERY_DATE: i.deliveryDays,
        IMGURL: img,
        IMGURL_ALTERNATIVE: alternative.length ? alternative : undefined,
        EAN: i.ean ?? undefined,
        PRODUCTNO: i.mpn,
        MANUFACTURER: i.brand ?? undefined,
        CATEGORYTEXT: i.category.replaceAll(' > ', ' | '),
        ITEMGROUP_ID: i.groupId ?? undefined,
        PARAM: i.params.map((p) => ({ PARAM_NAME: p.name, VAL: p.value })),
      },
    })}\n`;
  },
  tail: '</SHOP>\n',
};

/**
 * Google Merchant Center: RSS 2.0 with the g: namespace. Every offer, out of stock ones too; the
 * price before a discount as g:price and the discounted one as g:sale_price; g:shipping per shipper
 * to the locale's country.
 */
const google: FeedFormat = {
  head: (t, shop) =>
    '<?xml version="1.0" encoding="utf-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n<channel>\n' +
    `<title>${escape(shop.name)}</title>\n<link>${escape(shop.url)}</link>\n` +
    `<description>${escape(`${shop.name} (${t.locale}, ${t.currency})`)}</description>\n`,
  item(i, deliveries, t) {
    const money = (n: number) => `${amount(n, t)} ${t.currency}`;
    const [img, ...alternative] = i.images;
    return `${xml({
      item: {
        'g:id': i.itemId,
        title: cut(i.name, 150),
        description: cut(i.description || i.productName, 5000),
        link: i.url,
        'g:image_link': img,
        'g:additional_image_link': alternative.length ? alternative.slice(0, 10) : undefined,
        'g:availability': i.availability,
        'g:price': money(i.originalPrice ?? i.price),
        'g:sale_price': i.originalPrice === null ? undefined : money(i.price),
        'g:brand': i.brand ?? undefined,
        'g:gtin': i.ean ?? undefined,
        'g:mpn': i.mpn,
        'g:identifier_exists': i.ean || i.brand ? undefined : 'no',
        'g:condition': 'new',
        'g:item_group_id': i.groupId ?? undefined,
        'g:product_type': i.category,
        'g:shipping': deliveries.map((d) => ({
          'g:country': feedCountry[t.locale].alpha2,
          'g:service': d.name,
          'g:price': money(deliveryPriceFor(d, i).price),
        })),
      },
    })}\n`;
  },
  tail: '</channel>\n</rss>\n',
};

export const feedFormats: Record<ProductFeedFormat, FeedFormat> = { heureka, zbozi, google };
