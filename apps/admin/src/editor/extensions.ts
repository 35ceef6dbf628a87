import type { Extensions } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';

/**
 * The rich-text editor's schema, set up so that what it writes is exactly what the storefront's
 * sanitiser keeps: headings h2–h4 (h1 is the page's title), paragraphs, bold, italic, underline,
 * strike, lists, quotes, links with only an address (no target, rel or class: the sanitiser would
 * rewrite them) and pictures with an alt text. No code blocks (their language class is dropped)
 * and no tables (the editor has no table extension installed).
 */

/** Addresses a link may have: the shop's own paths and web, e-mail and phone links. */
export function isAllowedHref(href: string): boolean {
  const value = href.trim();
  if (value.startsWith('/')) return !value.startsWith('//');
  return /^(https?:\/\/[^\s]+|mailto:[^\s]+|tel:[+0-9 ()-]+)$/i.test(value);
}

/** Picture sources: the shop's media or an http(s) address. */
export const isAllowedSrc = (src: string) => src.startsWith('/media/') || /^https?:\/\/[^\s]+$/i.test(src);

export function editorExtensions(): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3, 4] },
      codeBlock: false,
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        HTMLAttributes: { target: null, rel: null, class: null },
        isAllowedUri: (url) => isAllowedHref(url),
      },
    }),
    Image.extend({
      // A picture pasted from elsewhere comes in only with an address the shop shows.
      parseHTML() {
        return [
          { tag: 'img[src]', getAttrs: (el) => (isAllowedSrc(el.getAttribute('src') ?? '') ? null : false) },
        ];
      },
    }).configure({ inline: false, allowBase64: false }),
  ];
}
