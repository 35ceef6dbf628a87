import type { MenuItem } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { isPathShown, menuWithoutSwitchedOff, pageOfPath } from './page-paths';

describe('the switchable page a path leads to', () => {
  it.each([
    ['/kontakt', 'contact'],
    ['/kontakt/odeslano', 'contact'],
    ['/sk/kontakt', 'contact'],
    ['/pobocky/praha?mapa=1#detail', 'branches'],
    ['/nejcastejsi-dotazy', 'faq'],
    ['/nakupni-radce', 'articles'],
    ['/nakupni-radce/jak-vybrat-lubrikant', 'articles'],
    ['/clanky/zdravi', 'articles'],
    ['/porovnani/1,2', 'compare'],
    ['/znacky', 'brands'],
    ['/rychla-objednavka', 'bulkOrder'],
    ['/uzivatel/objednavky', 'user'],
    ['/prihlasit', 'login'],
    ['/registrovat', 'registration'],
    ['/kosik/dodaci-udaje', 'checkout'],
    ['/de/kosik/doprava-a-platba', 'checkout'],
    ['/kosik/vydejni-misto?doprava=4', 'checkout'],
  ])('%s → %s', (path, page) => {
    expect(pageOfPath(path)).toBe(page);
  });

  it.each([
    '/',
    '/kosik',
    '/kondomy',
    '/vse-o-nakupu/doprava',
    // The Czech prefix is no locale of a path: `/cs/kontakt` is no page of the shop.
    '/cs/kontakt',
    'https://example.com/kontakt',
    '//example.com/kontakt',
    'kontakt',
    '',
    '/toString',
  ])('%s → none', (path) => {
    expect(pageOfPath(path)).toBeNull();
  });
});

describe('a link to a page', () => {
  it('shows while the shop shows the page or does not name it', () => {
    expect(isPathShown('/kontakt', {})).toBe(true);
    expect(isPathShown('/kontakt', { contact: true })).toBe(true);
    expect(isPathShown('/kontakt', { branches: false })).toBe(true);
    expect(isPathShown('/kontakt', { contact: false })).toBe(false);
    expect(isPathShown('/kondomy', { contact: false, branches: false })).toBe(true);
  });
});

describe('a menu without switched-off pages', () => {
  const item = (id: string, path: string, children: MenuItem[] = []): MenuItem => ({
    id,
    title: id,
    main: false,
    path,
    children,
  });
  const footer = [
    item('service', '/kontakt', [
      item('returns', '/vse-o-nakupu/vraceni'),
      item('faq', '/nejcastejsi-dotazy'),
    ]),
    item('branches', '/pobocky', [item('prague', '/pobocky/praha')]),
    item('guide', '/nakupni-radce'),
    item('shopping', '/vse-o-nakupu'),
  ];

  it('is the whole menu while every page shows', () => {
    expect(menuWithoutSwitchedOff(footer, {})).toEqual(footer);
  });

  it('drops links to switched-off pages with their submenus', () => {
    const shown = menuWithoutSwitchedOff(footer, { branches: false, articles: false, faq: false });
    expect(shown.map((i) => i.id)).toEqual(['service', 'shopping']);
    expect(shown[0]!.children.map((i) => i.id)).toEqual(['returns']);
  });

  it('keeps an entry of a switched-off page as a heading while its submenu has links', () => {
    const shown = menuWithoutSwitchedOff(footer, { contact: false });
    expect(shown[0]).toEqual({ ...footer[0], path: '', children: footer[0]!.children });
    // Nothing of its submenu left: the entry goes.
    const none = menuWithoutSwitchedOff(footer, { contact: false, faq: false });
    expect(none[0]!.path).toBe('');
    expect(
      menuWithoutSwitchedOff([item('service', '/kontakt', [item('faq', '/nejcastejsi-dotazy')])], {
        contact: false,
        faq: false,
      }),
    ).toEqual([]);
  });
});
