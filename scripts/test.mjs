// `npm test`: type check, lint, format check, unit and backend integration tests (Vitest), backend
// integration tests on PostgreSQL when TEST_DATABASE_URL is set, browser end-to-end tests
// (Playwright, system Chromium, production builds), the third-party providers' browser tests (a
// build of their own), and, with PostgreSQL, the cluster's test (two storefronts and two backends
// behind HAProxy, on Redis). Every stage runs; the last lines give each stage's time and sum them up.
// `npm run test:fast` (`node scripts/test.mjs fast`): the stages without a database or a browser.
import { readFileSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { bin, root, run } from './lib.mjs';
import { ensureChromium } from './ensure-chromium.mjs';

const outDir = path.join(root, 'test-results');
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
const FAST = ['typecheck', 'lint', 'format', 'fast-unit'];
const only = process.argv.slice(2).flatMap((stage) => (stage === 'fast' ? FAST : [stage]));
const wanted = (stage) => (only.length === 0 ? stage !== 'fast-unit' : only.includes(stage));

/** Each stage's wall time, printed at the end. */
const times = [];
function timed(stage, work) {
  const started = Date.now();
  work();
  times.push([stage, Date.now() - started]);
}
const minutes = (ms) =>
  `${Math.floor(ms / 60_000)}:${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')}`;

function check(name, code) {
  console.log(`\n${code === 0 ? '✔' : '✘'} ${name}`);
  totals[code === 0 ? 'passed' : 'failed'] += 1;
}

function vitest(name, args, env = {}) {
  const out = path.join(outDir, `vitest-${name}.json`);
  const code = run(
    bin('vitest'),
    ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
    { env },
  );
  try {
    const r = JSON.parse(readFileSync(out, 'utf8'));
    totals.passed += r.numPassedTests;
    totals.failed += r.numFailedTests + (code !== 0 && r.numFailedTests === 0 ? 1 : 0);
    totals.skipped += r.numPendingTests + r.numTodoTests;
  } catch {
    totals.failed += 1; // the runner itself failed before reporting
  }
}

/** Runs a Playwright suite and adds its counts to the totals. */
function playwright(name, args, env = {}) {
  const out = path.join(outDir, `playwright-${name}.json`);
  const code = run(bin('playwright'), ['test', ...args, '--reporter=list,json'], {
    cwd: path.join(root, 'e2e'),
    env: { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: out },
  });
  try {
    const s = JSON.parse(readFileSync(out, 'utf8')).stats;
    totals.passed += s.expected + s.flaky;
    totals.failed += s.unexpected + (code !== 0 && s.unexpected === 0 ? 1 : 0);
    totals.skipped += s.skipped;
  } catch {
    totals.failed += 1;
  }
}

if (wanted('typecheck'))
  timed('typecheck', () => {
    check('type check (tsc -b)', run(bin('tsc'), ['-b']));
    // The back office's API types (apps/admin/src/api/schema.d.ts) are what the backend's OpenAPI document says.
    check('admin API types up to date', run(bin('tsx'), ['apps/admin/scripts/api-types.ts', '--check']));
    // The servers' bundles load under plain Node (what `npm start` runs), not only under tsx.
    check('server bundles (esbuild)', run(process.execPath, ['scripts/build-servers.mjs']));
  });
// ESLint and Prettier skip the files whose content and configuration they have already passed
// (their caches under node_modules/.cache): a clean clone checks everything, a second run only
// what changed. No rule here reads types, so a file's verdict depends on it and the configuration.
const cachedIn = (tool) => [
  '--cache',
  '--cache-location',
  path.join(root, 'node_modules', '.cache', tool, 'cache.json'),
];
if (wanted('lint'))
  timed('lint', () =>
    check(
      'lint (eslint)',
      run(bin('eslint'), ['.', '--max-warnings', '0', ...cachedIn('eslint'), '--cache-strategy', 'content']),
    ),
  );
if (wanted('format'))
  timed('format', () =>
    check(
      'format (prettier --check)',
      run(bin('prettier'), ['--check', '.', '--log-level', 'warn', ...cachedIn('prettier')]),
    ),
  );
if (wanted('fast-unit'))
  timed('rules and storefront', () => vitest('fast', ['--project', 'rules', '--project', 'storefront']));
if (wanted('unit')) timed('unit', () => vitest('embedded', []));
if (wanted('pg') && process.env.TEST_DATABASE_URL) {
  console.log(`\nBackend integration tests on PostgreSQL (${new URL(process.env.TEST_DATABASE_URL).host})`);
  timed('pg', () => vitest('postgres', ['--project', 'backend']));
}
let chromiumPath;
/** The system Chromium for the browser suites (installed when missing); null counts as a failure. */
function chromium() {
  if (chromiumPath !== undefined) return chromiumPath;
  try {
    chromiumPath = ensureChromium();
  } catch (e) {
    console.error(String(e.message));
    totals.failed += 1;
    chromiumPath = null;
  }
  return chromiumPath;
}
if (wanted('e2e') && chromium()) timed('e2e', () => playwright('browser', [], { CHROMIUM_PATH: chromium() }));
// A shop built with third-party providers configured (settings written into its pages): a build of
// its own, after the main browser tests.
if (wanted('providers') && chromium())
  timed('providers', () =>
    playwright('providers', ['-c', 'providers.config.ts'], { CHROMIUM_PATH: chromium() }),
  );
// On the browser tests' ports and build, so after them; it needs PostgreSQL, Redis and HAProxy.
if (wanted('cluster') && process.env.TEST_DATABASE_URL) {
  console.log('\nThe cluster: 2 storefronts and 2 backends behind HAProxy, on PostgreSQL and Redis');
  timed('cluster', () => playwright('cluster', ['-c', 'cluster.config.ts']));
}

console.log(`\n${times.map(([stage, ms]) => `${stage} ${minutes(ms)}`).join(' · ')}`);

console.log(
  `\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exitCode = totals.failed === 0 ? 0 : 1;
