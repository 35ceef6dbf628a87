import { describe, expect, it } from 'vitest';
import { redactUrl } from '../src/http/log-redaction.ts';

describe('order tokens never reach the log', () => {
  it.each([
    ['/api/v1/orders/token/abcDEF_123-x', '/api/v1/orders/token/[redacted]'],
    ['/api/v1/orders/token/abc/payment/refresh', '/api/v1/orders/token/[redacted]/payment/refresh'],
    ['/api/v1/orders/token/abc?x=1', '/api/v1/orders/token/[redacted]?x=1'],
    ['/api/order/open?t=secret&locale=cs', '/api/order/open?t=[redacted]&locale=cs'],
    ['/x?locale=cs&token=secret', '/x?locale=cs&token=[redacted]'],
    ['/api/v1/cart?tag=1', '/api/v1/cart?tag=1'],
    ['/catalog/product?ids=1,2', '/catalog/product?ids=1,2'],
  ])('%s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });
});
