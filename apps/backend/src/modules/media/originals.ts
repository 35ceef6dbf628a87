import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const originalsDir = (dataDir: string) => path.join(dataDir, 'media', 'originals');
export const cacheDir = (dataDir: string) => path.join(dataDir, 'media', 'cache');

/**
 * Resolves an image path under `root`, or null when it would leave it (`..`, absolute paths,
 * NUL bytes, backslashes): an image path is untrusted input from the URL.
 */
export function resolveInside(root: string, relative: string): string | null {
  if (relative.length === 0 || relative.includes('\0') || relative.includes('\\')) return null;
  if (relative.split('/').some((seg) => seg === '..' || seg === '.')) return null;
  const full = path.resolve(root, relative);
  return full.startsWith(root + path.sep) ? full : null;
}

export async function writeOriginal(
  dataDir: string,
  relative: string,
  content: string | Buffer,
): Promise<void> {
  const full = resolveInside(originalsDir(dataDir), relative);
  if (!full) throw new Error(`Image path outside the media root: ${relative}`);
  await mkdir(path.dirname(full), { recursive: true });
  await writeFile(full, content);
}

/** An original picture's bytes, or null when there is none (or the path leaves the media root). */
export async function readOriginal(dataDir: string, relative: string): Promise<Buffer | null> {
  const full = resolveInside(originalsDir(dataDir), relative);
  if (!full) return null;
  return readFile(full).catch(() => null);
}

/** Whether an original picture is stored at the path (false also when the path leaves the media root). */
export async function originalExists(dataDir: string, relative: string): Promise<boolean> {
  const full = resolveInside(originalsDir(dataDir), relative);
  if (!full) return false;
  return stat(full).then(
    (s) => s.isFile(),
    () => false,
  );
}
