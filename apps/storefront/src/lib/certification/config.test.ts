import { describe, expect, it } from 'vitest';
import { certificationWidget } from './config';

describe('the certification badge script', () => {
  it('is used only when set, trimmed', () => {
    expect(certificationWidget({})).toBeNull();
    expect(certificationWidget({ SHOP_CERTIFICATION_WIDGET_URL: '  ' })).toBeNull();
    expect(
      certificationWidget({ SHOP_CERTIFICATION_WIDGET_URL: ' https://badge.example/widget.js?shop=12 ' }),
    ).toEqual({ scriptUrl: 'https://badge.example/widget.js?shop=12' });
  });

  it('a bad address stops with the variable named', () => {
    for (const bad of ['javascript:alert(1)', 'badge.example/widget.js', 'ftp://badge.example/w.js'])
      expect(() => certificationWidget({ SHOP_CERTIFICATION_WIDGET_URL: bad })).toThrow(
        /SHOP_CERTIFICATION_WIDGET_URL/,
      );
  });
});
