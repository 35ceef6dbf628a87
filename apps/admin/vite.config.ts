import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { tsImport } from 'tsx/esm/api';

/**
 * The app takes plain values from the contract (the permissions and their Czech labels), never its
 * zod schemas, which are built at the top of the same modules and would bring zod along. So the
 * browser gets a module of the contract's plain data, read from the contract itself at build time
 * (through tsx, as the contract is TypeScript).
 */
function contractDataOnly(): Plugin {
  const id = '\0shop-contract-data';
  return {
    name: 'shop-contract-data-only',
    enforce: 'pre',
    resolveId: (source) => (source === '@shop/contract' ? id : null),
    async load(loaded) {
      if (loaded !== id) return null;
      const contract = (await tsImport('@shop/contract', import.meta.url)) as Record<string, unknown>;
      const plain = (v: unknown): boolean =>
        typeof v === 'string' ||
        typeof v === 'number' ||
        typeof v === 'boolean' ||
        (Array.isArray(v) && v.every(plain)) ||
        (typeof v === 'object' &&
          v !== null &&
          Object.getPrototypeOf(v) === Object.prototype &&
          Object.values(v).every(plain));
      return Object.entries(contract)
        .filter(([, v]) => plain(v))
        .map(([k, v]) => `export const ${k} = ${JSON.stringify(v)};`)
        .join('\n');
    },
  };
}

export default defineConfig({
  base: '/admin/',
  plugins: [contractDataOnly(), react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // One file of the framework (a change of the app leaves it in the browser's cache), the first
    // screen's code, and a chunk for each page loaded when it is first opened. The rich-text and
    // drag-and-drop editors are no part of the framework's file: they load with the pages using them.
    chunkSizeWarningLimit: 1300,
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](?!@tiptap[\\/]|prosemirror-|@dnd-kit[\\/]|orderedmap|rope-sequence|w3c-keyname|linkifyjs)/,
            },
          ],
        },
      },
    },
  },
  server: {
    // `npm run dev -w apps/admin` against `npm start -w apps/backend`: the API on the same origin.
    proxy: { '/api/admin': 'http://localhost:4000' },
  },
});
