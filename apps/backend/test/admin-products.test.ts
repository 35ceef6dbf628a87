import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminProductList,
  adminProductOptionsResponse,
  adminProductResponse,
  catalogState,
  errorResponse,
  groupTags,
  itemTags,
  product as storeProduct,
  searchResponse,
  uploadedImageResponse,
  type AdminProduct,
  type AdminProductBody,
} from '@shop/contract';
import { zonedDateTime } from '@shop/rules';
import { queryRows } from '../src/db/query.ts';
import { createCatalogTestApp, type CatalogTestApp } from './support/catalog-app.ts';
import { bearer, operatorApiKey } from './support/operator-access.ts';
import { recordingStorefront } from './support/recording-storefront.ts';

/** The back office's product editor: writes, what the shop shows after them, refusals and rights. */
let storefront: Awaited<ReturnType<typeof recordingStorefront>>;
let t: CatalogTestApp;
let catalogueKey: string;
let contentKey: string;

beforeAll(async () => {
  storefront = await recordingStorefront();
  t = await createCatalogTestApp({
    env: {
      REVALIDATE_SECRET: 'revalidate-secret-for-tests-0123',
      STOREFRONT_URL: storefront.url,
      STOREFRONT_PUBLIC_URL: 'https://obchod.example.cz',
    },
  });
  catalogueKey = await operatorApiKey(t.database.db, ['catalogue']);
  contentKey = await operatorApiKey(t.database.db, ['content']);
});
afterAll(async () => {
  await t.cleanup();
  await storefront.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, key = catalogueKey) =>
  t.app.inject({ method, url, headers: bearer(key), ...(payload ? { payload } : {}) });

const ok = (res: { statusCode: number; body: string }): AdminProduct => {
  expect(res.statusCode, res.body).toBe(200);
  return adminProductResponse.parse(JSON.parse(res.body)).data;
};
const refusal = (res: { statusCode: number; body: string }, status: number) => {
  expect(res.statusCode, res.body).toBe(status);
  return errorResponse.parse(JSON.parse(res.body)).errors[0]!;
};

const text = (name: string) => ({ name, perex: '', description: '', seoTitle: '', seoDescription: '' });
let serial = 0;
/** A product body in category 2 (Lubrikační gely) with a unique slug and code. */
function body(extra: Partial<AdminProductBody> = {}): AdminProductBody {
  serial += 1;
  return {
    slug: `editor-gel-${serial}`,
    catalogCode: `ED-${serial}`,
    marketingCode: '',
    brandId: 1,
    categoryId: 2,
    categoryIds: [],
    parameterValueIds: [],
    tagIds: [],
    saleable: true,
    nPlusOne: null,
    nPlusOneUntil: null,
    creditPrice: null,
    freeShipperCodes: [],
    vatClass: 'standard',
    unit: 'ks',
    texts: { cs: text(`Editorový gel ${serial}`), sk: text(''), de: text('') },
    ...extra,
  };
}
const variant = (code: string, extra: object = {}) => ({
  code,
  ean: null,
  name: { cs: code, sk: '', de: '' },
  availabilityCode: 'skladem',
  soldAvailabilityCode: 'vyprodano',
  amountMin: 1,
  amountMax: null,
  checkStock: true,
  isDefault: false,
  position: 0,
  parameterValueIds: [],
  ...extra,
});
const price = (productId: number, variantId: number, payload: object, key = catalogueKey) =>
  call('PUT', `/api/admin/v1/products/${productId}/variants/${variantId}/prices`, payload, key);

/** A product with one variant priced at `czk` crowns; published unless told otherwise. */
async function pricedProduct(czk: number, publish = true, extra: Partial<AdminProductBody> = {}) {
  const created = ok(await call('POST', '/api/admin/v1/products', body(extra)));
  const withVariant = ok(
    await call('POST', `/api/admin/v1/products/${created.id}/variants`, variant(`${created.catalogCode}-A`)),
  );
  const variantId = withVariant.variants[0]!.id;
  ok(await price(created.id, variantId, { currency: 'CZK', price: czk }));
  const p = publish
    ? ok(await call('PUT', `/api/admin/v1/products/${created.id}/visibility`, { visible: true }))
    : withVariant;
  return { product: p, variantId };
}

const shopProduct = (id: number, headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/api/v1/products/${id}?include=variants`, headers });
const categoryIds = async (categoryId: number) => {
  const res = await t.app.inject({
    url: `/api/catalog/v2/state?scope=category&id=${categoryId}&perPage=100`,
  });
  expect(res.statusCode).toBe(200);
  return catalogState.parse(res.json()).products.map((p) => p.id);
};
const searchIds = async (q: string) => {
  const res = await t.app.inject({ url: `/search?q=${encodeURIComponent(q)}` });
  expect(res.statusCode).toBe(200);
  return searchResponse.parse(res.json()).products.map((p) => p.id);
};
const png = (r: number) =>
  sharp({ create: { width: 40 + r, height: 30, channels: 3, background: { r, g: 100, b: 50 } } })
    .png()
    .toBuffer();
async function upload(file: Buffer, name: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/v1/media/product-images?name=${encodeURIComponent(name)}`,
    headers: { ...bearer(catalogueKey), 'content-type': 'image/png' },
    payload: file,
  });
  expect(res.statusCode, res.body).toBe(200);
  return uploadedImageResponse.parse(res.json()).data.path;
}

describe('the product editor', () => {
  it('creates a product with two variants, prices, stock and pictures; published it shows in the shop', async () => {
    storefront.revalidations.length = 0;
    const created = ok(
      await call(
        'POST',
        '/api/admin/v1/products',
        body({
          slug: 'hrejivy-gel-editor',
          catalogCode: 'HREJ-1',
          categoryIds: [3],
          texts: {
            cs: {
              name: 'Hřejivý gel Zázvorník',
              perex: 'Hřeje.',
              description: '<p>Popis<script>alert(1)</script></p><img src=x onerror="alert(1)">',
              seoTitle: 'Hřejivý gel | IntimFit',
              seoDescription: 'Gel, který hřeje.',
            },
            sk: text('Hrejivý gél Zázvorník'),
            de: text(''),
          },
        }),
      ),
    );
    // New products start unpublished.
    expect(created).toMatchObject({ visible: false, saleable: true, archivedAt: null, categoryIds: [3] });
    expect(created.storefrontUrl).toBe('https://obchod.example.cz/produkt/hrejivy-gel-editor');
    expect(created.texts.cs.description).not.toMatch(/script|onerror/);
    expect(created.texts.sk.name).toBe('Hrejivý gél Zázvorník');
    expect(created.texts.de.name).toBe('');
    const id = created.id;

    ok(
      await call(
        'POST',
        `/api/admin/v1/products/${id}/variants`,
        variant('HREJ-1-50', { name: { cs: '50 ml', sk: '', de: '' }, ean: '8595000000017', position: 1 }),
      ),
    );
    const two = ok(
      await call(
        'POST',
        `/api/admin/v1/products/${id}/variants`,
        variant('HREJ-1-100', { name: { cs: '100 ml', sk: '100 ml', de: '' }, position: 2, isDefault: true }),
      ),
    );
    expect(two.variants.map((v) => [v.code, v.isDefault])).toEqual([
      ['HREJ-1-50', false],
      ['HREJ-1-100', true],
    ]);
    const [small, large] = two.variants.map((v) => v.id) as [number, number];
    ok(await price(id, small, { currency: 'CZK', price: 189 }));
    ok(await price(id, large, { currency: 'CZK', price: 299, originalPrice: 349 }));
    ok(await price(id, large, { currency: 'EUR', price: 12.5 }));
    const priced = ok(await price(id, large, { currency: 'CZK', customerGroup: 'b2b', price: 249 }));
    expect(priced.variants.find((v) => v.id === large)!.prices).toEqual([
      { currency: 'CZK', customerGroup: null, price: 299, originalPrice: 349 },
      { currency: 'CZK', customerGroup: 'b2b', price: 249, originalPrice: null },
      { currency: 'EUR', customerGroup: null, price: 12.5, originalPrice: null },
    ]);
    // Stock as the stock endpoint sets it, before publishing too; the editor reads it per warehouse.
    for (const [variantId, quantity] of [
      [small, 4],
      [large, 9],
    ] as const) {
      const res = await call('PUT', `/api/admin/v1/products/${id}/variants/${variantId}/stock`, {
        warehouse: 'praha',
        quantity,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const first = await upload(await png(1), 'zazvornik-1.png');
    const second = await upload(await png(2), 'zazvornik-2.png');
    const pictured = ok(
      await call('PUT', `/api/admin/v1/products/${id}/images`, {
        images: [
          { path: second, alt: { cs: 'Tuba zepředu', sk: 'Tuba spredu', de: '' } },
          { path: first, variantId: small, alt: { cs: 'Tuba zezadu' } },
        ],
      }),
    );
    expect(pictured.images.map((i) => [i.path, i.position, i.alt.cs])).toEqual([
      [second, 0, 'Tuba zepředu'],
      [first, 1, 'Tuba zezadu'],
    ]);
    expect([pictured.mainImage, pictured.hoverImage]).toEqual([second, first]);
    expect(pictured.variants.find((v) => v.id === large)!.stock).toEqual([
      { warehouse: 'dodavatel', quantity: 0, reserved: 0 },
      { warehouse: 'praha', quantity: 9, reserved: 0 },
    ]);

    // Unpublished: not in the shop.
    expect((await shopProduct(id)).statusCode).toBe(404);
    expect(await categoryIds(2)).not.toContain(id);
    expect(await searchIds('zázvorník')).not.toContain(id);

    const published = ok(await call('PUT', `/api/admin/v1/products/${id}/visibility`, { visible: true }));
    expect(published.visible).toBe(true);
    const shown = storeProduct.parse((await shopProduct(id)).json());
    expect(shown.name).toBe('Hřejivý gel Zázvorník');
    expect(shown.description).toBe('<p>Popis</p><img src="x" />');
    expect(shown.images.map((i) => [i.path, i.alt])).toEqual([
      [second, 'Tuba zepředu'],
      [first, 'Tuba zezadu'],
    ]);
    expect(shown.mainImage?.path ?? shown.mainImage).toBeTruthy();
    expect(shown.defaultVariantId).toBe(large);
    expect(shown.prices.unitWithTax).toBe(299);
    expect(shown.variants.map((v) => v.id).sort()).toEqual([small, large].sort());
    const sk = storeProduct.parse(
      (await shopProduct(id, { 'x-locale': 'sk', 'accept-language': 'sk' })).json(),
    );
    expect(sk.images[0]!.alt).toMatch(/Tuba (spredu|zepředu)/);
    // On its category page (main and further category) and in the search at once.
    expect(await categoryIds(2)).toContain(id);
    expect(await categoryIds(3)).toContain(id);
    expect(await searchIds('zázvorník')).toContain(id);
    expect(await searchIds('HREJ-1')).toContain(id);
    expect(storefront.revalidations).toContainEqual([
      itemTags.product('hrejivy-gel-editor'),
      itemTags.productId(id),
      groupTags.catalog,
      groupTags.productCategories,
    ]);

    const audit = await queryRows<{ action: string }>(
      t.database.db,
      sql`select action from operators.audit_log where object_type = 'product' and object_id = ${String(id)} order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual([
      'product.create',
      'variant.create',
      'variant.create',
      'price.set',
      'price.set',
      'price.set',
      'price.set',
      'stock.set',
      'stock.set',
      'product.images',
      'product.publish',
    ]);

    // The list finds it by name, code and EAN, and filters.
    for (const q of ['zázvor', 'zazvor', 'HREJ-1', '8595000000017']) {
      const res = await call('GET', `/api/admin/v1/products?q=${encodeURIComponent(q)}`);
      expect(
        adminProductList.parse(res.json()).data.map((p) => p.id),
        q,
      ).toContain(id);
    }
    const listed = adminProductList.parse(
      (await call('GET', `/api/admin/v1/products?categoryId=3&visible=true&brandId=1&perPage=200`)).json(),
    );
    expect(listed.data.find((p) => p.id === id)).toMatchObject({
      priceCzk: 299,
      variantCount: 2,
      visible: true,
    });
    const hidden = adminProductList.parse(
      (await call('GET', '/api/admin/v1/products?visible=false&perPage=200')).json(),
    );
    expect(hidden.data.map((p) => p.id)).not.toContain(id);
  });

  it('updates a product: texts, slug and categories; the old and new pages are revalidated', async () => {
    const { product } = await pricedProduct(200, true, { categoryIds: [3] });
    storefront.revalidations.length = 0;
    const changed = body({
      slug: `${product.slug}-novy`,
      catalogCode: product.catalogCode,
      categoryId: 3,
      categoryIds: [],
      tagIds: [],
      texts: { cs: text('Přejmenovaný gel'), sk: text(''), de: text('Umbenanntes Gel') },
    });
    const updated = ok(await call('PUT', `/api/admin/v1/products/${product.id}`, changed));
    expect(updated).toMatchObject({ slug: changed.slug, categoryId: 3, categoryIds: [], visible: true });
    expect(updated.texts.de.name).toBe('Umbenanntes Gel');
    expect(updated.texts.sk.name).toBe('');
    expect(storefront.revalidations.flat()).toEqual(
      expect.arrayContaining([itemTags.product(product.slug), itemTags.product(changed.slug)]),
    );
    expect(await categoryIds(2)).toContain(product.id); // 3 is a child of 2
    expect(await searchIds('přejmenovaný')).toContain(product.id);
    const de = storeProduct.parse((await shopProduct(product.id, { 'x-locale': 'de' })).json());
    expect(['Umbenanntes Gel', 'Přejmenovaný gel']).toContain(de.name);
  });

  it('archiving hides the product from the shop and stops changes; restoring leaves it unpublished', async () => {
    const { product } = await pricedProduct(150, true, {
      texts: { cs: text('Archivní gel Pomněnka'), sk: text(''), de: text('') },
    });
    expect(await searchIds('pomněnka')).toContain(product.id);
    const archived = ok(await call('POST', `/api/admin/v1/products/${product.id}/archive`));
    expect(archived).toMatchObject({ visible: false, saleable: false });
    expect(archived.archivedAt).not.toBeNull();
    expect((await shopProduct(product.id)).statusCode).toBe(404);
    expect(await categoryIds(2)).not.toContain(product.id);
    expect(await searchIds('pomněnka')).not.toContain(product.id);
    // Listed among the archived only.
    const list = (archivedFlag: string) =>
      call('GET', `/api/admin/v1/products?q=pomn&archived=${archivedFlag}`).then((r) =>
        adminProductList.parse(r.json()).data.map((p) => p.id),
      );
    expect(await list('true')).toContain(product.id);
    expect(await list('false')).not.toContain(product.id);
    const edit = refusal(
      await call('PUT', `/api/admin/v1/products/${product.id}/visibility`, { visible: true }),
      409,
    );
    expect(edit.title).toBe('Produkt je archivovaný: nejdřív ho obnovte.');

    const restored = ok(await call('POST', `/api/admin/v1/products/${product.id}/restore`));
    expect(restored).toMatchObject({ visible: false, saleable: true, archivedAt: null });
    ok(await call('PUT', `/api/admin/v1/products/${product.id}/visibility`, { visible: true }));
    expect((await shopProduct(product.id)).statusCode).toBe(200);
  });

  it('an archived variant is neither shown nor sold; the default moves on', async () => {
    const { product, variantId } = await pricedProduct(120);
    const second = ok(
      await call(
        'POST',
        `/api/admin/v1/products/${product.id}/variants`,
        variant(`${product.catalogCode}-B`),
      ),
    );
    const otherId = second.variants.find((v) => v.id !== variantId)!.id;
    ok(await price(product.id, otherId, { currency: 'CZK', price: 130 }));
    const after = ok(
      await call('POST', `/api/admin/v1/products/${product.id}/variants/${variantId}/archive`),
    );
    expect(after.variants.find((v) => v.id === variantId)).toMatchObject({ isDefault: false });
    expect(after.variants.find((v) => v.id === variantId)!.archivedAt).not.toBeNull();
    expect(after.variants.find((v) => v.id === otherId)!.isDefault).toBe(true);
    const shown = storeProduct.parse((await shopProduct(product.id)).json());
    expect(shown.variants.map((v) => v.id)).toEqual([otherId]);
    expect(shown.defaultVariantId).toBe(otherId);
    // The last variant of a published product stays.
    const last = refusal(
      await call('POST', `/api/admin/v1/products/${product.id}/variants/${otherId}/archive`),
      422,
    );
    expect(last.title).toBe('Produkt musí mít aspoň jednu variantu, která není archivovaná.');
    // The cart refuses the archived variant.
    const cart = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cart/validate',
      payload: { items: [{ variantId, amount: 1 }] },
    });
    if (cart.statusCode === 200)
      expect(JSON.stringify(cart.json())).not.toContain(
        `"variantId":${variantId},"amount":1,"available":true`,
      );
  });

  it('refuses bad input with Czech messages and writes nothing of it', async () => {
    const { product, variantId } = await pricedProduct(100);
    const taken = refusal(await call('POST', '/api/admin/v1/products', body({ slug: product.slug })), 409);
    expect(taken).toMatchObject({
      field: 'slug',
      title: `Adresa (slug) „${product.slug}“ už patří jinému produktu.`,
    });
    const code = refusal(
      await call('POST', '/api/admin/v1/products', body({ catalogCode: product.catalogCode.toLowerCase() })),
      409,
    );
    expect(code).toMatchObject({ field: 'catalogCode', code: 'product.codeTaken' });
    const category = refusal(await call('POST', '/api/admin/v1/products', body({ categoryId: 9999 })), 422);
    expect(category).toMatchObject({ field: 'categoryId', title: 'Kategorie č. 9999 neexistuje.' });
    expect(
      refusal(await call('POST', '/api/admin/v1/products', body({ categoryIds: [2, 8888] })), 422).field,
    ).toBe('categoryIds');
    expect(
      refusal(await call('POST', '/api/admin/v1/products', body({ slug: 'Špatná adresa' })), 422).code,
    ).toBe('product.slugFormat');
    expect(
      refusal(
        await call(
          'POST',
          '/api/admin/v1/products',
          body({ texts: { cs: text(''), sk: text('x'), de: text('') } }),
        ),
        422,
      ).title,
    ).toBe('Vyplňte název produktu v češtině.');
    expect(
      refusal(await call('POST', '/api/admin/v1/products', body({ freeShipperCodes: ['raketa'] })), 422).code,
    ).toBe('product.unknownShipper');
    expect((await call('POST', '/api/admin/v1/products', { slug: 'x' })).statusCode).toBe(400);

    // Prices.
    const cents = refusal(await price(product.id, variantId, { currency: 'CZK', price: 10.555 }), 422);
    expect(cents).toMatchObject({
      field: 'price',
      title: 'Cena musí být kladné číslo s nejvýše 2 desetinnými místy.',
    });
    expect(
      refusal(await price(product.id, variantId, { currency: 'CZK', price: 100, originalPrice: 90 }), 422)
        .title,
    ).toBe('Původní cena musí být vyšší než cena.');
    expect(
      refusal(await price(product.id, variantId, { currency: 'CZK', customerGroup: 'vip', price: 90 }), 422)
        .title,
    ).toBe('Skupina zákazníků „vip“ neexistuje.');
    expect((await price(product.id, variantId, { currency: 'CZK', price: -1 })).statusCode).toBe(400);
    expect((await price(product.id, variantId, { currency: 'USD', price: 1 })).statusCode).toBe(400);
    expect(refusal(await price(product.id, 901, { currency: 'CZK', price: 1 }), 404).code).toBe(
      'product.variantNotFound',
    );

    // Variants.
    expect(
      refusal(await call('POST', `/api/admin/v1/products/${product.id}/variants`, variant('DUMB-2-RED')), 409)
        .title,
    ).toBe('Kód varianty „DUMB-2-RED“ už má jiná varianta.');
    expect(
      refusal(
        await call('POST', `/api/admin/v1/products/${product.id}/variants`, variant('NEW-X', { ean: '123' })),
        422,
      ).code,
    ).toBe('product.eanFormat');
    expect(
      refusal(
        await call(
          'POST',
          `/api/admin/v1/products/${product.id}/variants`,
          variant('NEW-Y', { amountMin: 5, amountMax: 2 }),
        ),
        422,
      ).field,
    ).toBe('amountMax');
    expect(
      refusal(
        await call(
          'POST',
          `/api/admin/v1/products/${product.id}/variants`,
          variant('NEW-Z', { availabilityCode: 'hned' }),
        ),
        422,
      ).title,
    ).toBe('Dostupnost „hned“ neexistuje.');

    // Pictures that were never uploaded, or twice in one gallery.
    const notUploaded = refusal(
      await call('PUT', `/api/admin/v1/products/${product.id}/images`, {
        images: [{ path: 'uploads/products/zz/nic.png' }],
      }),
      422,
    );
    expect(notUploaded.title).toBe('Obrázek „uploads/products/zz/nic.png“ nebyl nahrán.');
    expect(
      refusal(
        await call('PUT', `/api/admin/v1/products/${product.id}/images`, {
          images: [{ path: '../../secret' }],
        }),
        422,
      ).code,
    ).toBe('product.imagePath');
    const pic = await upload(await png(7), 'dvakrat.png');
    expect(
      refusal(
        await call('PUT', `/api/admin/v1/products/${product.id}/images`, {
          images: [{ path: pic }, { path: pic }],
        }),
        422,
      ).code,
    ).toBe('product.imageDuplicate');

    // Unknown products; publishing without a price.
    expect(refusal(await call('GET', '/api/admin/v1/products/999999'), 404).title).toBe('Produkt nenalezen.');
    expect(refusal(await call('PUT', '/api/admin/v1/products/999999', body()), 404).code).toBe(
      'product.productNotFound',
    );
    const unpriced = ok(await call('POST', '/api/admin/v1/products', body()));
    expect(
      refusal(await call('PUT', `/api/admin/v1/products/${unpriced.id}/visibility`, { visible: true }), 422)
        .code,
    ).toBe('product.noVariant');
    ok(
      await call(
        'POST',
        `/api/admin/v1/products/${unpriced.id}/variants`,
        variant(`${unpriced.catalogCode}-A`),
      ),
    );
    expect(
      refusal(await call('PUT', `/api/admin/v1/products/${unpriced.id}/visibility`, { visible: true }), 422)
        .title,
    ).toBe('Výchozí varianta nemá cenu v Kč: bez ceny se produkt v obchodě neukáže.');

    // Nothing of it was written.
    const now = ok(await call('GET', `/api/admin/v1/products/${product.id}`));
    expect(now.variants).toHaveLength(1);
    expect(now.variants[0]!.prices).toEqual([
      { currency: 'CZK', customerGroup: null, price: 100, originalPrice: null },
    ]);
    expect(now.images).toEqual([]);
  });

  it('an operator with only the content permission may read nothing and change nothing', async () => {
    const { product, variantId } = await pricedProduct(80);
    const p = `/api/admin/v1/products/${product.id}`;
    const writes: ['GET' | 'POST' | 'PUT', string, object?][] = [
      ['GET', '/api/admin/v1/products'],
      ['GET', '/api/admin/v1/products/options'],
      ['GET', p],
      ['POST', '/api/admin/v1/products', body()],
      ['PUT', p, body()],
      ['PUT', `${p}/visibility`, { visible: false }],
      ['POST', `${p}/archive`],
      ['POST', `${p}/restore`],
      ['POST', `${p}/variants`, variant('NOPE-1')],
      ['PUT', `${p}/variants/${variantId}`, variant('NOPE-2')],
      ['POST', `${p}/variants/${variantId}/archive`],
      ['POST', `${p}/variants/${variantId}/restore`],
      ['PUT', `${p}/variants/${variantId}/prices`, { currency: 'CZK', price: 1 }],
      ['PUT', `${p}/variants/${variantId}/stock`, { warehouse: 'praha', quantity: 3 }],
      ['PUT', `${p}/images`, { images: [] }],
    ];
    for (const [method, url, payload] of writes) {
      expect((await call(method, url, payload, contentKey)).statusCode, `${method} ${url}`).toBe(403);
      expect((await t.app.inject({ method, url, ...(payload ? { payload } : {}) })).statusCode).toBe(401);
    }
    const still = ok(await call('GET', p));
    expect(still).toMatchObject({ visible: true, archivedAt: null, slug: product.slug });
  });

  it('two concurrent updates of one product leave one of them whole', async () => {
    const { product } = await pricedProduct(90);
    const a = body({
      slug: product.slug,
      catalogCode: product.catalogCode,
      categoryId: 2,
      categoryIds: [3],
      tagIds: [],
      texts: { cs: text('Verze A'), sk: text('Verzia A'), de: text('') },
    });
    const b = body({
      slug: product.slug,
      catalogCode: product.catalogCode,
      categoryId: 3,
      categoryIds: [],
      texts: { cs: text('Verze B'), sk: text(''), de: text('Fassung B') },
    });
    const [ra, rb] = await Promise.all([
      call('PUT', `/api/admin/v1/products/${product.id}`, a),
      call('PUT', `/api/admin/v1/products/${product.id}`, b),
    ]);
    expect([ra.statusCode, rb.statusCode]).toEqual([200, 200]);
    const now = ok(await call('GET', `/api/admin/v1/products/${product.id}`));
    const pick = (p: Pick<AdminProduct, 'categoryId' | 'categoryIds' | 'texts'>) => ({
      categoryId: p.categoryId,
      categoryIds: p.categoryIds,
      names: [p.texts.cs.name, p.texts.sk.name, p.texts.de.name],
    });
    expect([pick(a), pick(b)]).toContainEqual(pick(now));
    const rows = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from catalog.product_categories where product_id = ${product.id} and is_main`,
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('seeded products have their gallery rows, which the editor and the shop read', async () => {
    const rows = await queryRows<{ path: string; position: number }>(
      t.database.db,
      sql`select path, position from catalog.product_images where product_id = 1 order by position`,
    );
    expect(rows.length).toBeGreaterThan(0);
    const edited = ok(await call('GET', '/api/admin/v1/products/1'));
    expect(edited.images.map((i) => i.path)).toEqual(rows.map((r) => r.path));
    expect(edited.images[0]!.id).toBeGreaterThan(0);
    expect(edited.mainImage).toBe(rows[0]!.path);
    const shown = storeProduct.parse((await shopProduct(1)).json());
    expect(shown.images[0]!.path).toBe(rows[0]!.path);
  });

  it("sets an N+1 promotion's last day; after it the shop shows the promotion ended", async () => {
    const today = zonedDateTime(new Date()).date;
    const { product } = await pricedProduct(300, true, { nPlusOne: 2, nPlusOneUntil: today });
    expect(product.nPlusOneUntil).toBe(today);
    const discounts = async () => storeProduct.parse((await shopProduct(product.id)).json()).discounts;
    expect(await discounts()).toEqual([{ isNPlusOne: true, active: true, name: '2+1 zdarma' }]);

    const own = body({
      slug: product.slug,
      catalogCode: product.catalogCode,
      texts: product.texts,
      nPlusOne: 2,
    });
    const ended = ok(
      await call('PUT', `/api/admin/v1/products/${product.id}`, { ...own, nPlusOneUntil: '2026-01-31' }),
    );
    expect(ended.nPlusOneUntil).toBe('2026-01-31');
    expect(await discounts()).toEqual([{ isNPlusOne: true, active: false, name: '2+1 zdarma' }]);

    // An impossible day is refused, and the stored one stays.
    const bad = await call('PUT', `/api/admin/v1/products/${product.id}`, {
      ...own,
      nPlusOneUntil: '2026-02-30',
    });
    expect(bad.statusCode).toBe(400);
    expect(ok(await call('GET', `/api/admin/v1/products/${product.id}`)).nPlusOneUntil).toBe('2026-01-31');
  });

  it('offers the pickers: categories with paths, availabilities, groups and warehouses', async () => {
    const res = await call('GET', '/api/admin/v1/products/options');
    expect(res.statusCode).toBe(200);
    const o = adminProductOptionsResponse.parse(res.json()).data;
    expect(o.customerGroups).toEqual(['b2b', 'retail']);
    expect(o.warehouses).toEqual(['dodavatel', 'praha']);
    expect(o.availabilities.find((a) => a.code === 'skladem')).toMatchObject({ available: true });
    expect(o.availabilities.find((a) => a.code === 'vyprodano')).toMatchObject({ available: false });
    expect(o.categories.find((c) => c.id === 3)!.path).toContain(' › ');
    expect(o.shippers).toContain('osobni-odber');
  });
});

describe('the lowest price of the 30 days before a discount', () => {
  const today = zonedDateTime(new Date()).date;

  /** A published product whose price history is: 250 Kč for [from, to), then 300 Kč until today. */
  async function withHistory(oldFrom: number, oldTo: number) {
    const { product, variantId } = await pricedProduct(300);
    await t.database.db.execute(sql`delete from catalog.price_history where variant_id = ${variantId}`);
    await t.database.db.execute(sql`
      insert into catalog.price_history (variant_id, currency_code, customer_group, unit_with_tax, valid_from, valid_to)
      values (${variantId}, 'CZK', null, 25000, ${today}::date - ${oldFrom}::int, ${today}::date - ${oldTo}::int),
             (${variantId}, 'CZK', null, 30000, ${today}::date - ${oldTo}::int, null)`);
    return { product, variantId };
  }
  const lowest = async (id: number) =>
    storeProduct.parse((await shopProduct(id)).json()).prices.attributes.lowest_price_30_days?.withTax ??
    null;

  it('a product discounted today reports the lowest price of the 30 days before', async () => {
    const { product, variantId } = await withHistory(60, 29);
    ok(await price(product.id, variantId, { currency: 'CZK', price: 199, originalPrice: 300 }));
    expect(await lowest(product.id)).toBe(250);
    // The history closed the 300 today and holds the discount from today.
    const rows = await queryRows<{ unit_with_tax: number; valid_to: string | null }>(
      t.database.db,
      sql`select unit_with_tax, to_char(valid_to, 'YYYY-MM-DD') as valid_to from catalog.price_history
           where variant_id = ${variantId} order by valid_from`,
    );
    expect(rows.slice(1)).toEqual([
      { unit_with_tax: 30000, valid_to: today },
      { unit_with_tax: 19900, valid_to: null },
    ]);
  });

  it('a price that ended 30 days before the discount has left the window', async () => {
    const { product, variantId } = await withHistory(60, 30);
    ok(await price(product.id, variantId, { currency: 'CZK', price: 199, originalPrice: 300 }));
    expect(await lowest(product.id)).toBe(300);
  });

  it('without a discount no lowest price is shown', async () => {
    const { product, variantId } = await withHistory(60, 10);
    ok(await price(product.id, variantId, { currency: 'CZK', price: 280 }));
    expect(await lowest(product.id)).toBeNull();
  });
});
