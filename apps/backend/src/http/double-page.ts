import { escapeHtml as esc } from './escape-html.ts';

/** Colours of a double's page: its background and its badge's; the neutral test look by default. */
export interface DoublePageColours {
  page: string;
  badge: string;
  badgeText: string;
}

const NEUTRAL: DoublePageColours = { page: '#eef1f5', badge: '#fff4cc', badgeText: '#5c4400' };

export interface DoublePage {
  /** Plain text (escaped here). */
  title: string;
  /** The badge above the content that tells the page is a stand-in: plain text (escaped here). */
  badge: string;
  /** The width of the page's card (`max-width` of `main`). */
  width: string;
  colours?: DoublePageColours;
  /** The page's own style rules, after the shared ones. */
  style: string;
  /** The card's content after the badge: HTML, its values escaped by the caller. */
  body: string;
}

/**
 * The frame of a local double's page (the test card gateway, the test bank, the test Packeta):
 * a Czech document, not indexed, with the shared look (a card with a badge) and the page's own
 * style; server-rendered, no scripts.
 */
export function doublePage({ title, badge, width, colours = NEUTRAL, style, body }: DoublePage): string {
  return `<!doctype html>
<html lang="cs">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${esc(title)}</title>
<style>
*,*::before,*::after{box-sizing:border-box}
html{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1a1a;background:${colours.page};line-height:1.5}
body{margin:0;padding:1rem}
main{max-width:${width};margin:2rem auto;background:#fff;border-radius:.75rem;padding:1.5rem;box-shadow:0 1px 4px rgba(0,0,0,.12)}
.badge{display:inline-block;margin:0 0 .75rem;padding:.125rem .5rem;border-radius:1rem;background:${colours.badge};color:${colours.badgeText};font-size:.875rem;font-weight:600}
${style}</style>
</head>
<body>
<main>
<p class="badge">${esc(badge)}</p>
${body}
</main>
</body>
</html>`;
}
