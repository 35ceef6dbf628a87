import sanitizeHtml from 'sanitize-html';

/**
 * The one HTML sanitiser of the shop's rich texts (CMS content, product descriptions). They are
 * written by operators or imported, but a stolen admin token or a poisoned import must not become
 * script on the shop's pages, so every HTML field the API serves goes through here: a formatting subset survives; scripts, styles, event handlers, inline styles
 * and javascript:/data: URLs do not.
 */
const ALIGN = ['rt-align-left', 'rt-align-center', 'rt-align-right', 'rt-align-justify'];
const FLOAT = ['rt-float-left', 'rt-float-right'];
const BUTTON = [
  'rt-button',
  'rt-button-primary',
  'rt-button-secondary',
  'rt-button-outline',
  'rt-button-sm',
  'rt-button-md',
  'rt-button-lg',
  'rt-icon-arrow',
  'rt-icon-cart',
  'rt-icon-chat',
  'rt-icon-external',
  'rt-icon-mail',
  'rt-icon-phone',
];

function richTextClasses(): Record<string, string[]> {
  const block = [...ALIGN, 'rt-full-width'];
  return {
    p: block,
    div: block,
    h2: ALIGN,
    h3: ALIGN,
    h4: ALIGN,
    h5: ALIGN,
    table: ['rt-full-width'],
    img: FLOAT,
    figure: FLOAT,
    a: [...BUTTON, ...FLOAT],
  };
}

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'sub',
    'sup',
    'mark',
    'blockquote',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
    'span',
    'div',
    'abbr',
    'code',
    'pre',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    abbr: ['title'],
    ol: ['start'],
  },
  // The rich-text vocabulary the storefront styles: alignment and full width of blocks, floated
  // images, and links drawn as buttons (colour, size, float, icon). Any other class is dropped.
  allowedClasses: richTextClasses(),
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // Dropped with their content: the text of a script or style is never meant to be shown.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link opening a new window must not hand the opener to the target page.
    a: (tagName, attribs) => {
      const out = { ...attribs };
      if (out.target === '_blank') out.rel = 'noopener noreferrer';
      else delete out.target;
      return { tagName, attribs: out };
    },
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options).trim();
}

/** Sanitised HTML; null stays null so "no text" is distinguishable from an empty one. */
export function cleanHtml(html: string | null | undefined): string | null {
  return html === null || html === undefined ? null : sanitizeRichText(html);
}
