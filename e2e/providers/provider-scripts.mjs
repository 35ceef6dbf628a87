// Serves the two third-party scripts the providers' browser tests configure the shop with, from
// their own origin (as the real providers' are), so the page's Content-Security-Policy is tested too.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
const providerPort = Number(process.env.PROVIDER_PORT ?? 3190);

const scripts = {
  '/consent.js': readFileSync(new URL('./scripts/consent-provider.js', import.meta.url)),
  '/badge.js': readFileSync(new URL('./scripts/certification-widget.js', import.meta.url)),
};

createServer((req, res) => {
  const body = scripts[new URL(req.url ?? '/', 'http://provider').pathname];
  if (!body) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
  res.end(req.method === 'HEAD' ? undefined : body);
}).listen(providerPort, () => console.log(`provider scripts on http://localhost:${providerPort}`));
