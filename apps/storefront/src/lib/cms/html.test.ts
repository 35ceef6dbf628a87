import { describe, expect, it } from 'vitest';
import { cmsHtml } from './html';

const media = 'https://media.example.cz';

describe('cmsHtml', () => {
  it.each([
    ['cs', '<a href="/doprava">Doprava</a>', '<a href="/doprava">Doprava</a>'],
    ['sk', '<a href="/doprava">Doprava</a>', '<a href="/sk/doprava">Doprava</a>'],
    [
      'de',
      '<a class="btn" href="/vse-o-nakupu/platba#karta">x</a>',
      '<a class="btn" href="/de/vse-o-nakupu/platba#karta">x</a>',
    ],
    ['sk', '<a href="/">Domů</a>', '<a href="/sk">Domů</a>'],
    ['sk', '<a href="/sk/doprava">x</a>', '<a href="/sk/doprava">x</a>'],
    ['de', '<a href="/media/katalog.pdf">PDF</a>', '<a href="/media/katalog.pdf">PDF</a>'],
    ['sk', '<a href="//cdn.example.com/x">x</a>', '<a href="//cdn.example.com/x">x</a>'],
    ['sk', '<a href="https://example.com/doprava">x</a>', '<a href="https://example.com/doprava">x</a>'],
    ['sk', '<a href="mailto:info@example.cz">x</a>', '<a href="mailto:info@example.cz">x</a>'],
    ['sk', '<a href="#obsah">x</a>', '<a href="#obsah">x</a>'],
    ['sk', '<p data-href="/doprava">/doprava</p>', '<p data-href="/doprava">/doprava</p>'],
    ['sk', '<a href="/skupiny">x</a>', '<a href="/sk/skupiny">x</a>'],
  ] as const)('%s: %s', (locale, html, expected) => {
    expect(cmsHtml(html, locale, media)).toBe(expected);
  });

  it('points pictures at the media host and localises links in the same text', () => {
    expect(
      cmsHtml('<p><img src="/media/a.webp" alt=""> <a href="/kontakt">Kontakt</a></p>', 'de', media),
    ).toBe(`<p><img src="${media}/media/a.webp" alt=""> <a href="/de/kontakt">Kontakt</a></p>`);
  });
});
