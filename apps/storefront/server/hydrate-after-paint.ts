import type { IncomingMessage, ServerResponse } from 'node:http';
import { StringDecoder } from 'node:string_decoder';
import { MAIN_PICTURE } from '../src/lib/main-picture';
import { writtenChunk } from './written-chunk';

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

/** One of Next's chunk scripts as its renderer writes them, the bootstrap one with its `id`. */
const CHUNK_SCRIPT = /<script src="(\/_next\/static\/[^"<>]+\.js)"(?: id="([\w-]+)")? async=""><\/script>/g;
const SCRIPT_START = '<script src="';
const BODY_END = '</body>';
/** A tag longer than this is not one of the chunk scripts: it is not held back for more text. */
const LONGEST_TAG = 400;

export interface ChunkScript {
  src: string;
  id?: string;
}

/**
 * Writes the scripts that start the page's JavaScript once its main picture is on the screen. The
 * picture is the `<img>` marked with MAIN_PICTURE; the browser reports its paint through Element
 * Timing, after the frame that showed it. Without a marked picture, or one the visitor cannot see
 * yet, they start after the first frame. They start after a second in any case, and at once when
 * the picture fails to load.
 * ES5 on purpose: it runs as written, before any of the page's own code.
 */
export function scriptStarter(scripts: readonly ChunkScript[]): string {
  const [attribute, value] = Object.entries(MAIN_PICTURE)[0]!;
  const list = JSON.stringify(scripts).replace(/</g, '\\u003c');
  return `<script>(function(){var s=${list},d=document,w=window,done=0;
function start(){if(done)return;done=1;for(var i=0;i<s.length;i++){var e=d.createElement("script");e.src=s[i].src;if(s[i].id)e.id=s[i].id;e.async=true;d.body.appendChild(e);}}
function afterFrame(){if(!w.requestAnimationFrame)return setTimeout(start,0);w.requestAnimationFrame(function(){w.requestAnimationFrame(function(){setTimeout(start,0);});});}
var p=d.querySelector('img[${attribute}="${value}"]');
if(!p){afterFrame();return;}
var r=p.getBoundingClientRect();
if(r.bottom<=0||r.top>=(w.innerHeight||d.documentElement.clientHeight)){afterFrame();return;}
setTimeout(start,1000);p.addEventListener("error",start);
var types=w.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];
if(types.indexOf("element")<0){if(d.readyState==="complete")afterFrame();else w.addEventListener("load",afterFrame);return;}
new PerformanceObserver(function(l,o){var es=l.getEntries();for(var i=0;i<es.length;i++)if(es[i].element===p){o.disconnect();start();return;}}).observe({type:"element",buffered:true});
})();</script>`;
}

/**
 * Rewrites a page's HTML as it streams: each chunk script becomes a low-priority preload, so it
 * downloads as before but does not run, and the starter (scriptStarter) goes in before `</body>`.
 * A tag cut between two writes is held back until the rest arrives.
 */
export class ScriptDeferral {
  private readonly scripts: ChunkScript[] = [];
  private pending = '';
  private started = false;

  /** The text to send for the next piece of the document. */
  push(text: string): string {
    const all = this.pending + text;
    const cut = this.started ? all.length : heldBackFrom(all);
    this.pending = all.slice(cut);
    return this.rewrite(all.slice(0, cut));
  }

  /** The rest of the document, with the starter if no `</body>` came. */
  end(): string {
    const rest = this.rewrite(this.pending);
    this.pending = '';
    return this.started ? rest : rest + this.starter();
  }

  private rewrite(text: string): string {
    if (this.started) return text;
    const body = text.indexOf(BODY_END);
    const head = body < 0 ? text : text.slice(0, body);
    const out = head.replace(CHUNK_SCRIPT, (_tag, src: string, id?: string) => {
      this.scripts.push(id ? { src, id } : { src });
      return `<link rel="preload" as="script" fetchPriority="low" href="${src}"/>`;
    });
    return body < 0 ? out : out + this.starter() + text.slice(body);
  }

  private starter(): string {
    this.started = true;
    return this.scripts.length > 0 ? scriptStarter(this.scripts) : '';
  }
}

/**
 * Where the text that may still be the start of a chunk script or of `</body>` begins: the last
 * `<` not closed by a `>`, or the last `<script src="` whose `</script>` has not come.
 */
function heldBackFrom(text: string): number {
  let from = text.length;
  const open = text.lastIndexOf('<');
  if (open >= 0 && text.indexOf('>', open) < 0) from = open;
  const script = text.lastIndexOf(SCRIPT_START);
  if (script >= 0 && text.indexOf('</script>', script) < 0) from = Math.min(from, script);
  return text.length - from > LONGEST_TAG ? text.length : from;
}

/**
 * Passes pages (GET, HTML, not yet compressed) through a ScriptDeferral; anything else as it is.
 * Compression must sit outside this handler, which needs the text.
 */
export function withScriptsAfterPaint(handler: Handler): Handler {
  return (req, res) => {
    if (req.method !== 'GET') return handler(req, res);
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
    let deferral: ScriptDeferral | null | undefined;
    const decoder = new StringDecoder('utf8');
    // Decided when the head is about to go out, with every header Next set.
    const decide = (headers?: unknown) => {
      if (deferral !== undefined) return deferral;
      const given = headers && typeof headers === 'object' ? (headers as Record<string, unknown>) : {};
      const header = (name: string) => given[name] ?? res.getHeader(name);
      const html = /^text\/html\b/.test(String(header('content-type') ?? ''));
      const encoded = header('content-encoding') !== undefined && header('content-encoding') !== 'identity';
      deferral = html && !encoded ? new ScriptDeferral() : null;
      // The length changes with the rewrite.
      if (deferral) {
        res.removeHeader('content-length');
        if ('content-length' in given) delete given['content-length'];
      }
      return deferral;
    };
    res.writeHead = ((...args: unknown[]) => {
      decide(args.find((a) => a && typeof a === 'object' && !Array.isArray(a)));
      return writeHead(...args);
    }) as typeof res.writeHead;
    res.write = ((chunk: unknown, encoding?: unknown, cb?: unknown) => {
      const d = decide();
      if (!d) return write(chunk, encoding, cb);
      const bytes = writtenChunk(chunk, encoding);
      const text = bytes ? d.push(decoder.write(bytes)) : '';
      const callback = typeof encoding === 'function' ? encoding : cb;
      return write(text, 'utf8', callback);
    }) as typeof res.write;
    res.end = ((chunk?: unknown, encoding?: unknown, cb?: unknown) => {
      const d = decide();
      if (!d) return end(chunk, encoding, cb);
      const bytes = writtenChunk(chunk, encoding);
      const text = (bytes ? d.push(decoder.write(bytes)) : '') + d.push(decoder.end()) + d.end();
      const callback = [chunk, encoding, cb].find((a) => typeof a === 'function');
      return end(text, 'utf8', callback);
    }) as typeof res.end;
    return handler(req, res);
  };
}
