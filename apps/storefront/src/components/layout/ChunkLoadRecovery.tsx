/** How long after one reload a second failure is left alone, so that a broken deploy cannot loop. */
const GUARD_MS = 60_000;

/**
 * After a deploy, a page opened before it asks for script chunks that no longer exist. When a
 * chunk fails to load (a dynamic import, a Next chunk, a script or stylesheet of the build), the
 * page reloads itself to get the new build, at most once a minute. Not while the browser is
 * offline: a reload cannot load anything then (a prefetch failing on a phone that lost its signal
 * would throw the shopper onto the browser's offline page). An inline script, so that it
 * works even when the failing chunk is one React itself needs.
 */
const script = `(function(){var K='chunk-reload-at';function chunk(e){var t=e&&e.target;if(t&&(t.tagName==='SCRIPT'||t.tagName==='LINK'))return /\\/_next\\/static\\//.test(t.src||t.href||'');var m=String(e&&(e.message||e.name)||'');return /ChunkLoadError|Loading (CSS )?chunk|dynamically imported module|Importing a module script failed/i.test(m)}function fail(e){if(!chunk(e)||navigator.onLine===false)return;var n=Date.now(),l=0;try{l=Number(sessionStorage.getItem(K))||0}catch(x){}if(n-l<${GUARD_MS})return;try{sessionStorage.setItem(K,String(n))}catch(x){}location.reload()}addEventListener('error',function(e){fail(e.error||e)},true);addEventListener('unhandledrejection',function(e){fail(e.reason)})})()`;

export function ChunkLoadRecovery() {
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}
