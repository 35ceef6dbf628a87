import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Extensions } from '@tiptap/core';
import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../src/http/sanitize-html.ts';

/**
 * The back office's rich-text editor writes only what the storefront's sanitiser keeps: every
 * node and mark its toolbar offers, rendered by the editor's own schema, passes the sanitiser
 * unchanged. (Loaded by path: the editor belongs to the admin app.)
 */

interface FakeNode {
  nodeType: number;
  name?: string;
  text?: string;
  attrs: [string, string][];
  children: FakeNode[];
  appendChild(child: FakeNode): FakeNode;
  setAttribute(name: string, value: string): void;
}

/** The little of a DOM document ProseMirror's serializer uses, with an HTML writer. */
function fakeDocument() {
  const node = (nodeType: number, name?: string, text?: string): FakeNode => ({
    nodeType,
    name,
    text,
    attrs: [],
    children: [],
    appendChild(child) {
      this.children.push(child);
      return child;
    },
    setAttribute(attr, value) {
      this.attrs.push([attr, value]);
    },
  });
  return {
    createElement: (name: string) => node(1, name),
    createElementNS: (_ns: string, name: string) => node(1, name),
    createTextNode: (text: string) => node(3, undefined, text),
    createDocumentFragment: () => node(11),
  };
}

const VOID = new Set(['img', 'br', 'hr']);
const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (s: string) => escapeText(s).replace(/"/g, '&quot;');
function toHtml(n: FakeNode): string {
  if (n.nodeType === 3) return escapeText(n.text ?? '');
  const inner = n.children.map(toHtml).join('');
  if (n.nodeType === 11) return inner;
  const attrs = n.attrs.map(([k, v]) => ` ${k}="${escapeAttr(v)}"`).join('');
  return VOID.has(n.name!) ? `<${n.name}${attrs} />` : `<${n.name}${attrs}>${inner}</${n.name}>`;
}

/** What the editor's module exports (typed here: the admin app is not part of this project). */
interface EditorModule {
  editorExtensions(): Extensions;
  isAllowedHref(href: string): boolean;
  isAllowedSrc(src: string): boolean;
}

async function editorHtml(doc: object): Promise<string> {
  const file = path.resolve(import.meta.dirname, '../../admin/src/editor/extensions.ts');
  const { editorExtensions } = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as EditorModule;
  const { getSchema } = await import('@tiptap/core');
  const { DOMSerializer, Node } = await import('@tiptap/pm/model');
  const schema = getSchema(editorExtensions());
  const content = Node.fromJSON(schema, doc).content;
  const fragment = DOMSerializer.fromSchema(schema).serializeFragment(content, {
    document: fakeDocument() as unknown as Document,
  }) as unknown as FakeNode;
  return toHtml(fragment);
}

const text = (t: string, marks: object[] = []) => ({ type: 'text', text: t, marks });
const para = (...content: object[]) => ({ type: 'paragraph', content });

/** One of everything the toolbar and the keyboard shortcuts make. */
const everything = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [text('Jak vybrat')] },
    { type: 'heading', attrs: { level: 3 }, content: [text('Na vodní bázi')] },
    { type: 'heading', attrs: { level: 4 }, content: [text('Silikonové')] },
    para(
      text('Tučně', [{ type: 'bold' }]),
      text(' a '),
      text('kurzívou', [{ type: 'italic' }]),
      text(', '),
      text('podtržené', [{ type: 'underline' }]),
      text(', '),
      text('přeškrtnuté', [{ type: 'strike' }]),
      text(', '),
      text('kód', [{ type: 'code' }]),
      { type: 'hardBreak' },
      text('odkaz', [{ type: 'link', attrs: { href: '/doprava-a-platba' } }]),
      text(' & '),
      text('web', [{ type: 'link', attrs: { href: 'https://example.cz/a?b=1&c=2' } }]),
    ),
    {
      type: 'bulletList',
      content: [
        { type: 'listItem', content: [para(text('jedna'))] },
        { type: 'listItem', content: [para(text('dvě'))] },
      ],
    },
    {
      type: 'orderedList',
      attrs: { start: 1 },
      content: [{ type: 'listItem', content: [para(text('první'))] }],
    },
    { type: 'blockquote', content: [para(text('Citát'))] },
    {
      type: 'image',
      attrs: { src: '/media/1200x1200/fit/noupscale/obsah/a.jpg.webp', alt: 'Lubrikant v lahvičce' },
    },
    { type: 'horizontalRule' },
  ],
};

describe('the rich-text editor and the storefront sanitiser', () => {
  it('every node and mark the editor writes passes the sanitiser unchanged', async () => {
    const html = await editorHtml(everything);
    // The document really carries each kind of element.
    for (const tag of [
      '<h2>',
      '<h3>',
      '<h4>',
      '<strong>',
      '<em>',
      '<u>',
      '<s>',
      '<code>',
      '<br />',
      '<ul>',
      '<ol',
      '<blockquote>',
      '<img',
      '<hr />',
    ]) {
      expect(html).toContain(tag);
    }
    expect(html).toContain('<a href="/doprava-a-platba">odkaz</a>');
    expect(html).toContain('alt="Lubrikant v lahvičce"');
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('a link keeps only its address (the sanitiser would change target, rel and class)', async () => {
    const html = await editorHtml({
      type: 'doc',
      content: [para(text('x', [{ type: 'link', attrs: { href: 'https://example.cz' } }]))],
    });
    expect(html).toBe('<p><a href="https://example.cz">x</a></p>');
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('refuses a script link and a data picture in its own checks', async () => {
    const file = path.resolve(import.meta.dirname, '../../admin/src/editor/extensions.ts');
    const { isAllowedHref, isAllowedSrc } = (await import(
      /* @vite-ignore */ pathToFileURL(file).href
    )) as EditorModule;
    expect(isAllowedHref('javascript:alert(1)')).toBe(false);
    expect(isAllowedHref('//evil.example')).toBe(false);
    expect(isAllowedHref('/kontakt')).toBe(true);
    expect(isAllowedHref('mailto:obchod@intimfit.cz')).toBe(true);
    expect(isAllowedSrc('data:image/png;base64,AAAA')).toBe(false);
    expect(isAllowedSrc('/media/400x400/fit/noupscale/a.jpg.webp')).toBe(true);
  });
});
