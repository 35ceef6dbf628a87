import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.ts';

/**
 * The key that signs x-variant-hash. VARIANT_HASH_SECRET wins; otherwise a random key is generated
 * once into DATA_DIR/secret so that hashes stay valid across restarts without any setup.
 */
export async function resolveVariantHashSecret(config: Config): Promise<string> {
  if (config.variantHashSecret) return config.variantHashSecret;
  const file = path.join(config.dataDir, 'secret');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  await mkdir(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  try {
    // 'wx': another process starting at the same moment must not overwrite a key already handed out.
    await writeFile(file, `${secret}\n`, { flag: 'wx', mode: 0o600 });
    return secret;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return (await readFile(file, 'utf8')).trim();
  }
}
