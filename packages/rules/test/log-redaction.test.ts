import { describe, expect, it } from 'vitest';
import { redactText, redactUrl } from '../src/log-redaction.ts';

describe('order tokens and what identifies a person never reach the log', () => {
  it.each([
    ['/api/v1/orders/token/abcDEF_123-x', '/api/v1/orders/token/[redacted]'],
    ['/api/v1/orders/token/abc/payment/refresh', '/api/v1/orders/token/[redacted]/payment/refresh'],
    ['/api/v1/orders/token/abc?x=1', '/api/v1/orders/token/[redacted]?x=1'],
    ['/api/order/open?t=secret&locale=cs', '/api/order/open?t=[redacted]&locale=cs'],
    ['/x?locale=cs&token=secret', '/x?locale=cs&token=[redacted]'],
    ['/api/v1/cart?tag=1', '/api/v1/cart?tag=1'],
    ['/api/admin/v1/customers?q=jana.novakova&page=2', '/api/admin/v1/customers?q=[redacted]&page=2'],
    ['/api/v1/search?q=gel', '/api/v1/search?q=[redacted]'],
    ['/x?email=a%40b.cz&phone=777', '/x?email=[redacted]&phone=[redacted]'],
    ['/catalog/product?ids=1,2', '/catalog/product?ids=1,2'],
  ])('%s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });
});

describe('logged texts keep no secrets nor e-mail addresses', () => {
  it.each([
    [
      'Failed query: insert into "customer"."accounts" ("email") values ($1)\nparams: jana.novakova@example.cz,$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA',
      'Failed query: insert into "customer"."accounts" ("email") values ($1)\nparams: [redacted],[redacted]',
    ],
    ['Key (email)=(Petr.Dvořák@příklad.cz) already exists.', 'Key (email)=([redacted]) already exists.'],
    [
      'GET http://localhost:4000/api/v1/orders/token/Zk3-x_9/payment failed: 502',
      'GET http://localhost:4000/api/v1/orders/token/[redacted]/payment failed: 502',
    ],
    ['authorization: Bearer abc.DEF-123_x==', 'authorization: Bearer [redacted]'],
    ['a price of 249 Kč for variant 101 in cart 12', 'a price of 249 Kč for variant 101 in cart 12'],
    ['@media (min-width: 40rem) and user@host', '@media (min-width: 40rem) and user@host'],
  ])('%s', (text, logged) => {
    expect(redactText(text)).toBe(logged);
  });
});
