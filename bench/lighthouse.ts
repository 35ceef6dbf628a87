// Lighthouse with its default mobile settings in the system Chromium, on the pages of targets.ts.
//   npx tsx bench/lighthouse.ts [--base http://localhost:3000] [--api http://localhost:4000] [--only <page>] [--runs N]
//     [--cpu-slowdown X]
// With several runs, each page also gets the run Lighthouse itself would report: its median run.
// --cpu-slowdown replaces the default 4× CPU slowdown, to compare two builds on a day when this
// machine itself runs pages slower than its CPU index says; such runs are not the page's score.
import lighthouse from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { throttling } from 'lighthouse/core/config/constants.js';
import * as chromeLauncher from 'chrome-launcher';
import { parseArgs } from 'node:util';
import { benchmarkPaths } from './targets.ts';

const { values } = parseArgs({
  options: {
    base: { type: 'string', default: 'http://localhost:3000' },
    api: { type: 'string', default: 'http://localhost:4000' },
    /** Only the pages whose name starts with this (e.g. `product`). */
    only: { type: 'string' },
    runs: { type: 'string', default: '1' },
    'cpu-slowdown': { type: 'string' },
  },
});

const cpuSlowdown = values['cpu-slowdown'] === undefined ? undefined : Number(values['cpu-slowdown']);
if (cpuSlowdown !== undefined && !(cpuSlowdown >= 1)) throw new Error('--cpu-slowdown must be a number ≥ 1');

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  const targets = (await benchmarkPaths(values.api)).filter(
    (t) => t.name !== 'static file' && t.name.startsWith(values.only ?? ''),
  );
  console.log(
    '| page | run | performance | accessibility | LCP s | CLS | TBT ms | JS transferred kB | CPU index |\n|---|---|---|---|---|---|---|---|---|',
  );
  const runs = Number(values.runs);
  for (const t of targets) {
    const results: Result[] = [];
    for (let run = 1; run <= runs; run++) {
      const result = await lighthouse(values.base + t.path, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        ...(cpuSlowdown
          ? { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown } }
          : {}),
        // A shopper's own cart: its cookie.
        ...(t.headers ? { extraHeaders: t.headers } : {}),
      });
      if (!result) throw new Error(`no result for ${t.path}`);
      const { lhr } = result;
      // A run that failed (no paint seen, page error) has no scores: say why instead of printing zeros.
      if (lhr.runtimeError) {
        console.log(`| ${t.name} \`${t.path}\` | ${run} | failed: ${lhr.runtimeError.code} | | | | | | |`);
        continue;
      }
      results.push(lhr);
      console.log(row(t, String(run), lhr));
    }
    // Scores vary from run to run; Lighthouse's own choice of the run to report is the one closest
    // to the median first paint and time to interactive.
    const valid = filterToValidRuns(results);
    if (runs > 1 && valid.length > 0) console.log(row(t, 'median', computeMedianRun(valid)));
  }
} finally {
  chrome.kill();
}

type Result = Parameters<typeof computeMedianRun>[0][number];

function row(t: { name: string; path: string }, run: string, lhr: Result): string {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const summary = lhr.audits['resource-summary']?.details as
    { items?: { resourceType: string; transferSize: number }[] } | undefined;
  const js = summary?.items?.find((i) => i.resourceType === 'script')?.transferSize ?? NaN;
  return `| ${t.name} \`${t.path}\` | ${run} | ${Math.round((lhr.categories.performance?.score ?? 0) * 100)} | ${Math.round((lhr.categories.accessibility?.score ?? 0) * 100)} | ${(audit('largest-contentful-paint') / 1000).toFixed(2)} | ${audit('cumulative-layout-shift').toFixed(3)} | ${audit('total-blocking-time').toFixed(0)} | ${(js / 1024).toFixed(1)} | ${Math.round(lhr.environment.benchmarkIndex)} |`;
}
