// Brotli copies of the storefront build's scripts and styles, written beside them (`x.js.br`). The
// storefront server sends them to browsers that accept Brotli: about a fifth smaller than the gzip
// Next compresses on the fly, and compressed once at the highest level instead of on every request.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';

const compress = promisify(brotliCompress);
const COMPRESSED_TYPES = /\.(js|css)$/;

/** Writes `<file>.br` for every script and style under `staticDir`; returns the bytes before and after. */
export async function compressBuildAssets(staticDir) {
  const files = (await readdir(staticDir, { recursive: true })).filter((f) => COMPRESSED_TYPES.test(f));
  let before = 0;
  let after = 0;
  for (const file of files) {
    const full = path.join(staticDir, file);
    const body = await readFile(full);
    const br = await compress(body, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    await writeFile(`${full}.br`, br);
    before += body.length;
    after += br.length;
  }
  return { files: files.length, before, after };
}
