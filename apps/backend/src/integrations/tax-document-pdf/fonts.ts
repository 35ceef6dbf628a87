import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The names the renderer sets fonts by (registered on each document). */
export const REGULAR = 'NotoSans-Regular';
export const BOLD = 'NotoSans-Bold';

export interface FontFiles {
  readonly regular: Buffer;
  readonly bold: Buffer;
}

let files: FontFiles | undefined;

/**
 * Noto Sans, regular and bold, as TrueType files from the font package: they cover Czech and
 * Slovak letters, the euro sign and the dashes, and are embedded (subset) in every document.
 * Read from disk once, on the first document.
 */
export function notoSans(): FontFiles {
  files ??= {
    regular: readFileSync(require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf')),
    bold: readFileSync(require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf')),
  };
  return files;
}
