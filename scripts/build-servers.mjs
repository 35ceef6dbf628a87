// The two servers compiled to plain JavaScript, so that production runs `node`, not a TypeScript
// loader: the backend into apps/backend/dist, the storefront's HTTP server into
// apps/storefront/dist-server. Each is one bundle of its own code and the workspace packages
// (@shop/contract, @shop/rules); the packages from npm stay outside and load from node_modules.
// It takes well under a second, so every start builds afresh.
import { cpSync, existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';
import { backendDir, storefrontDir } from './lib.mjs';

/** The npm packages a workspace depends on: loaded at run time, never bundled. */
function npmPackages(dir) {
  const { dependencies = {} } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return Object.keys(dependencies)
    .filter((name) => !name.startsWith('@shop/'))
    .flatMap((name) => [name, `${name}/*`]);
}

/**
 * Refuses an import that plain Node would not load from the bundle: a subpath of a package
 * without an `exports` map must name a file (`next/server.js`, not `next/server`). Such an import
 * works under a TypeScript loader and in Next's own build, and fails only when the server starts.
 */
function nodeResolvableSubpaths(dir) {
  const require = createRequire(path.join(dir, 'package.json'));
  return {
    name: 'node-resolvable-subpaths',
    setup(build) {
      build.onResolve({ filter: /^(@[^/]+\/)?[^./@][^/]*\/./ }, ({ path: spec, importer }) => {
        const [, scope = '', name, subpath] = /^(@[^/]+\/)?([^/]+)\/(.+)$/.exec(spec);
        let manifest;
        try {
          manifest = require.resolve(`${scope}${name}/package.json`);
        } catch {
          return undefined; // a package that exports no package.json has an exports map
        }
        const { exports } = JSON.parse(readFileSync(manifest, 'utf8'));
        const file = path.join(path.dirname(manifest), subpath);
        if (exports || (existsSync(file) && statSync(file).isFile())) return undefined;
        return {
          errors: [{ text: `${importer} imports ${spec}, which Node cannot load outside a bundler` }],
        };
      });
    },
  };
}

const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  jsx: 'automatic',
  logLevel: 'warning',
  sourcemap: true,
};

export async function buildBackend() {
  const outdir = path.join(backendDir, 'dist');
  rmSync(outdir, { recursive: true, force: true });
  await build({
    ...common,
    // dist/main.js: the entry that sets production mode, then loads the server (a chunk of its own).
    entryPoints: { main: path.join(backendDir, 'src/compiled-entry.ts') },
    outdir,
    // The demo generator stays a chunk of its own, loaded only to fill an empty database.
    splitting: true,
    external: npmPackages(backendDir),
    plugins: [nodeResolvableSubpaths(backendDir)],
  });
  // Files the code reads beside itself (`new URL('./…', import.meta.url)`), placed where the
  // bundle's own URL finds them.
  cpSync(path.join(backendDir, 'src/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });
  cpSync(
    path.join(backendDir, 'src/integrations/company-registry/companies.json'),
    path.join(outdir, 'companies.json'),
  );
  for (const file of ['cz-municipalities.csv', 'sk-municipalities.csv']) {
    cpSync(path.join(backendDir, 'src/integrations/places', file), path.join(outdir, file));
  }
  return path.join(outdir, 'main.js');
}

export async function buildStorefrontServer() {
  const outdir = path.join(storefrontDir, 'dist-server');
  rmSync(outdir, { recursive: true, force: true });
  await build({
    ...common,
    entryPoints: [path.join(storefrontDir, 'server/main.ts')],
    outdir,
    alias: { '@': path.join(storefrontDir, 'src') },
    external: npmPackages(storefrontDir),
    plugins: [nodeResolvableSubpaths(storefrontDir)],
  });
  return path.join(outdir, 'main.js');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await Promise.all([buildBackend(), buildStorefrontServer()]);
}
