import { readdir, readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import Negotiator from 'negotiator';
import { pathOf } from './health';

const TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
};

export type PrecompressedAssets = ReadonlyMap<string, { body: Buffer; type: string }>;

/**
 * The Brotli copies the build wrote beside its scripts and styles (`x.js.br`), read once into
 * memory and keyed by the file's URL path. A build without them gives an empty map: Next serves
 * the files, gzipped, as before.
 */
export async function loadPrecompressedAssets(
  staticDir: string,
  urlPrefix: string,
): Promise<PrecompressedAssets> {
  const assets = new Map<string, { body: Buffer; type: string }>();
  let files: string[];
  try {
    files = await readdir(staticDir, { recursive: true });
  } catch {
    return assets;
  }
  for (const file of files) {
    if (!file.endsWith('.br')) continue;
    const original = file.slice(0, -'.br'.length);
    const type = TYPES[path.extname(original)];
    if (!type) continue;
    const url = urlPrefix + original.split(path.sep).join('/');
    assets.set(url, { body: await readFile(path.join(staticDir, file)), type });
  }
  return assets;
}

/**
 * Sends a build file's Brotli copy to a client that accepts Brotli; false when the request is for
 * something else (Next answers it). Only paths read at start are served: nothing of the URL reaches
 * the file system.
 */
export function servePrecompressed(
  req: IncomingMessage,
  res: ServerResponse,
  assets: PrecompressedAssets,
): boolean {
  if (assets.size === 0 || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
  const asset = assets.get(pathOf(req));
  if (!asset || !new Negotiator(req).encodings(['br']).includes('br')) return false;
  res.writeHead(200, {
    'content-type': asset.type,
    'content-encoding': 'br',
    'content-length': asset.body.length,
    // The name holds the content's hash: the file never changes.
    'cache-control': 'public, max-age=31536000, immutable',
    vary: 'Accept-Encoding',
  });
  res.end(req.method === 'HEAD' ? undefined : asset.body);
  return true;
}
