// Lighthouse with its default mobile settings in the system Chromium, on the pages of targets.ts.
//   npx tsx bench/lighthouse.ts [--base http://localhost:3000] [--api http://localhost:4000]
import lighthouse from 'lighthouse';
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
  },
});

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
  const runs = Array.from({ length: Number(values.runs) }, (_, i) => i + 1);
  for (const [t, run] of targets.flatMap((t) => runs.map((run) => [t, run] as const))) {
    const result = await lighthouse(values.base + t.path, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
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
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const summary = lhr.audits['resource-summary']?.details as
      { items?: { resourceType: string; transferSize: number }[] } | undefined;
    const js = summary?.items?.find((i) => i.resourceType === 'script')?.transferSize ?? NaN;
    console.log(
      `| ${t.name} \`${t.path}\` | ${run} | ${Math.round((lhr.categories.performance?.score ?? 0) * 100)} | ${Math.round((lhr.categories.accessibility?.score ?? 0) * 100)} | ${(audit('largest-contentful-paint') / 1000).toFixed(2)} | ${audit('cumulative-layout-shift').toFixed(3)} | ${audit('total-blocking-time').toFixed(0)} | ${(js / 1024).toFixed(1)} | ${Math.round(lhr.environment.benchmarkIndex)} |`,
    );
  }
} finally {
  chrome.kill();
}
