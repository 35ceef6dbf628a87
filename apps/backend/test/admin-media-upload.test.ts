import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponse, mediaPath, uploadImageMaxBytes, uploadedImageResponse } from '@shop/contract';
import { queryRows } from '../src/db/query.ts';
import { bearer, operatorApiKey } from './support/operator-access.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/** The back office's picture upload: real pictures are stored, anything else is refused in Czech. */
let t: TestApp;
let catalogueKey: string;
let contentKey: string;
beforeAll(async () => {
  t = await createTestApp();
  catalogueKey = await operatorApiKey(t.database.db, ['catalogue']);
  contentKey = await operatorApiKey(t.database.db, ['content']);
});
afterAll(() => t.cleanup());

const upload = (
  body: Buffer | string,
  contentType: string,
  { kind = 'product', name, key = catalogueKey }: { kind?: string; name?: string; key?: string } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/v1/media/${kind}-images${name === undefined ? '' : `?name=${encodeURIComponent(name)}`}`,
    headers: { ...bearer(key), 'content-type': contentType },
    payload: body,
  });

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 90 } } })
    .png()
    .toBuffer();

const firstError = (body: string) => errorResponse.parse(JSON.parse(body)).errors[0]!;

describe('POST /api/admin/v1/media/product-images', () => {
  it('stores a PNG under a content-hash name, answers its size, and the image service serves it', async () => {
    const file = await png(320, 200);
    const res = await upload(file, 'image/png', { name: 'Žlutý gel.png' });
    expect(res.statusCode).toBe(200);
    const image = uploadedImageResponse.parse(res.json()).data;
    expect(image).toMatchObject({ width: 320, height: 200 });
    expect(image.path).toMatch(/^uploads\/products\/[0-9a-f]{2}\/[0-9a-f]{24}-zluty-gel\.png$/);
    const stored = await readFile(path.join(t.dataDir, 'media/originals', image.path));
    expect(stored.equals(file)).toBe(true);

    const resized = await t.app.inject({ url: mediaPath(image.path, { width: 128, height: 128 }) });
    expect(resized.statusCode).toBe(200);
    expect((await sharp(resized.rawPayload).metadata()).format).toBe('webp');

    // The same picture again is the same file.
    const again = uploadedImageResponse.parse(
      (await upload(file, 'image/png', { name: 'Žlutý gel.png' })).json(),
    );
    expect(again.data.path).toBe(image.path);

    const audit = await queryRows<{ action: string; object_id: string }>(
      t.database.db,
      sql`select action, object_id from operators.audit_log where action = 'media.upload' order by id`,
    );
    expect(audit.map((r) => r.object_id)).toContain(image.path);
  });

  it('stores a JPEG by its content, whatever Content-Type said', async () => {
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    const res = await upload(jpeg, 'image/png', { name: 'foto.png' });
    expect(res.statusCode).toBe(200);
    const image = uploadedImageResponse.parse(res.json()).data;
    expect(image).toMatchObject({ width: 64, height: 48 });
    expect(image.path).toMatch(/-foto\.jpg$/);
  });

  it('refuses a text file named .jpg with a Czech message', async () => {
    const res = await upload('Tohle není obrázek, jen text.\n', 'image/jpeg', { name: 'fotka.jpg' });
    expect(res.statusCode).toBe(422);
    expect(firstError(res.body)).toMatchObject({
      code: 'media.notImage',
      field: 'file',
      title: 'Soubor není obrázek ve formátu JPEG, PNG, WebP, AVIF nebo GIF.',
    });
  });

  it('refuses a picture of a format it does not take (SVG) and a truncated PNG', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
    expect((await upload(svg, 'image/svg+xml', { name: 'a.svg' })).statusCode).toBe(422);
    const truncated = (await png(400, 400)).subarray(0, 200);
    const res = await upload(truncated, 'image/png', { name: 'cut.png' });
    expect(res.statusCode).toBe(422);
    expect(firstError(res.body).code).toBe('media.notImage');
  });

  it('refuses a JSON or an empty body', async () => {
    const json = await upload(JSON.stringify({ a: 1 }), 'application/json');
    expect(json.statusCode).toBe(415);
    expect(firstError(json.body).title).toMatch(/není obrázek/);
    const empty = await upload(Buffer.alloc(0), 'image/png');
    expect(empty.statusCode).toBe(422);
    expect(firstError(empty.body).title).toBe('Soubor je prázdný.');
  });

  it('refuses a body over the limit with a Czech message', async () => {
    const big = Buffer.alloc(uploadImageMaxBytes + 10, 1);
    const res = await upload(big, 'image/jpeg', { name: 'velky.jpg' });
    expect(res.statusCode).toBe(413);
    expect(firstError(res.body)).toMatchObject({
      code: 'media.tooBig',
      title: 'Soubor je příliš velký, nejvýše 10 MB.',
    });
  });

  it('keeps a path-traversal file name out of the stored path', async () => {
    const res = await upload(await png(10, 10), 'image/png', { name: '../../../etc/passwd.png' });
    expect(res.statusCode).toBe(200);
    const image = uploadedImageResponse.parse(res.json()).data;
    expect(image.path).toMatch(/^uploads\/products\/[0-9a-f]{2}\/[0-9a-f]{24}-passwd\.png$/);
    const weird = await upload(await png(11, 11), 'image/png', { name: '..\\..\\x/..' });
    expect(weird.statusCode).toBe(200);
    expect(uploadedImageResponse.parse(weird.json()).data.path).not.toContain('..');
  });

  it('needs the catalogue permission; content pictures need the content permission', async () => {
    const file = await png(20, 20);
    const noPermission = await upload(file, 'image/png', { key: contentKey });
    expect(noPermission.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/admin/v1/media/product-images',
      headers: { 'content-type': 'image/png' },
      payload: file,
    });
    expect(anonymous.statusCode).toBe(401);

    const content = await upload(file, 'image/png', { kind: 'content', key: contentKey });
    expect(content.statusCode).toBe(200);
    expect(uploadedImageResponse.parse(content.json()).data.path).toMatch(/^uploads\/content\//);
    expect((await upload(file, 'image/png', { kind: 'content', key: catalogueKey })).statusCode).toBe(403);
  });
});
