import Link from 'next/link';
import { describe, expect, it } from 'vitest';
import { AppLink, isExternalHref } from './AppLink';

const element = (href: string) => AppLink({ locale: 'cs', href, children: 'x' });

describe('AppLink', () => {
  it.each([
    'mailto:info@example.cz',
    'tel:+420777123456',
    'sms:+420777123456',
    'geo:50.08,14.42',
    'market://details?id=x',
    'whatsapp://send',
    'https://other.example/cesta',
    '//cdn.example/a.pdf',
  ])('%s is external and a plain anchor (a full page load)', (href) => {
    expect(isExternalHref(href)).toBe(true);
    const el = element(href);
    expect(el.type).toBe('a');
    expect((el.props as { href: string }).href).toBe(href);
  });

  it('a storefront path is a client-side link with the locale prefix', () => {
    expect(isExternalHref('/kosik')).toBe(false);
    expect(isExternalHref('vse-o-nakupu/doprava')).toBe(false);
    const el = element('/kosik');
    expect(el.type).toBe(Link);
    expect((el.props as { href: string }).href).toBe('/kosik');
    expect((AppLink({ locale: 'sk', href: '/kosik', children: 'x' }).props as { href: string }).href).toBe(
      '/sk/kosik',
    );
  });
});
