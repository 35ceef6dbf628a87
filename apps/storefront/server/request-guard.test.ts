import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import {
  MAX_BODY_BYTES,
  bodyRefusal,
  clientAddressOf,
  isCrossSite,
  securityHeaders,
  assetHeaders,
  trustedProxies,
} from './request-guard';

function request(method: string, headers: Record<string, string>, socket = '203.0.113.9'): IncomingMessage {
  return {
    method,
    headers,
    socket: { remoteAddress: socket },
    connection: { remoteAddress: socket },
  } as never;
}

describe('client address', () => {
  it.each([
    [
      'no proxy trusted: the socket, whatever X-Forwarded-For says',
      '',
      '203.0.113.9',
      '1.2.3.4',
      '203.0.113.9',
    ],
    [
      'a trusted proxy: the address it added',
      'loopback',
      '127.0.0.1',
      '1.2.3.4, 198.51.100.7',
      '198.51.100.7',
    ],
    ['an untrusted socket with a forged header', 'loopback', '203.0.113.9', '127.0.0.1', '203.0.113.9'],
    ['IPv4 in IPv6 form', '', '::ffff:203.0.113.9', '', '203.0.113.9'],
    [
      'a chain of trusted proxies',
      '10.0.0.0/8, loopback',
      '127.0.0.1',
      '1.2.3.4, 198.51.100.7, 10.1.2.3',
      '198.51.100.7',
    ],
  ])('%s', (_, trust, socket, forwarded, expected) => {
    const req = request('GET', forwarded ? { 'x-forwarded-for': forwarded } : {}, socket);
    expect(clientAddressOf(req, trustedProxies(trust))).toBe(expected);
  });
});

describe('cross-site requests', () => {
  const own = ['https://shop.example'];
  it.each([
    ['GET from anywhere', 'GET', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }, false],
    ['a form from another site', 'POST', { origin: 'https://evil.example', host: 'shop.example' }, true],
    ['the browser says cross-site', 'POST', { 'sec-fetch-site': 'cross-site', host: 'shop.example' }, true],
    ['the browser says same-site (a sibling subdomain)', 'POST', { 'sec-fetch-site': 'same-site' }, true],
    ['an opaque origin', 'POST', { origin: 'null', host: 'shop.example' }, true],
    ['a broken origin', 'POST', { origin: 'not a url', host: 'shop.example' }, true],
    ['the shop itself by Host', 'POST', { origin: 'http://localhost:3000', host: 'localhost:3000' }, false],
    [
      'the shop by its public origin behind a proxy',
      'POST',
      { origin: 'https://shop.example', host: 'internal:3000' },
      false,
    ],
    [
      'same origin',
      'DELETE',
      { 'sec-fetch-site': 'same-origin', origin: 'https://shop.example', host: 'shop.example' },
      false,
    ],
    ['no browser headers (a server calling)', 'POST', { host: 'shop.example' }, false],
  ])('%s', (_, method, headers, expected) => {
    expect(isCrossSite(request(method, headers as Record<string, string>), own)).toBe(expected);
  });
});

describe('security headers', () => {
  it('a policy without nonces, images and forms where the shop needs them', () => {
    const h = securityHeaders({
      imageOrigins: ['https://media.example'],
      formOrigins: ['https://pay.example'],
      https: true,
    });
    const csp = h['content-security-policy']!;
    for (const part of [
      "default-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self' https://pay.example",
      "frame-ancestors 'none'",
      "img-src 'self' data: blob: https://media.example",
    ]) {
      expect(csp).toContain(part);
    }
    expect(csp).not.toMatch(/script-src[^;]*https?:/);
    expect(h['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(h['x-content-type-options']).toBe('nosniff');
  });

  it("a configured consent provider's origin, and no other, may run scripts and be called", () => {
    const csp = securityHeaders({
      imageOrigins: [],
      formOrigins: [],
      https: true,
      consentOrigins: ['https://consent.example'],
    })['content-security-policy']!;
    expect(csp).toContain("script-src 'self' 'unsafe-inline' https://consent.example;");
    expect(csp).toContain("connect-src 'self' https://consent.example;");
    expect(csp).not.toMatch(/(img|frame|form-action)[^;]*consent\.example/);
  });

  it("a configured certification badge script's origin may run scripts, be called and show images", () => {
    const csp = securityHeaders({
      imageOrigins: ['https://media.example'],
      formOrigins: [],
      https: true,
      consentOrigins: ['https://consent.example'],
      widgetOrigins: ['https://badge.example'],
    })['content-security-policy']!;
    expect(csp).toContain("script-src 'self' 'unsafe-inline' https://consent.example https://badge.example;");
    expect(csp).toContain("connect-src 'self' https://consent.example https://badge.example;");
    expect(csp).toContain("img-src 'self' data: blob: https://media.example https://badge.example;");
    expect(csp).not.toMatch(/(frame|form-action)[^;]*badge\.example/);
  });

  it('an origin named twice in the settings is listed once', () => {
    const csp = securityHeaders({
      imageOrigins: ['https://api.example', 'https://files.example', 'https://api.example'],
      formOrigins: ['https://pay.example', 'https://pay.example'],
      https: true,
    })['content-security-policy']!;
    expect(csp).toContain("img-src 'self' data: blob: https://api.example https://files.example;");
    expect(csp).toContain("form-action 'self' https://pay.example;");
  });

  it('no HSTS over plain HTTP', () => {
    expect(securityHeaders({ imageOrigins: [], formOrigins: [], https: false })).not.toHaveProperty(
      'strict-transport-security',
    );
  });
});

describe('request bodies', () => {
  it.each([
    ['a GET is never refused', 'GET', { 'content-length': String(MAX_BODY_BYTES * 10) }, null],
    ['a form of ordinary size', 'POST', { 'content-length': '2048' }, null],
    ['exactly the limit', 'POST', { 'content-length': String(MAX_BODY_BYTES) }, null],
    ['over the limit', 'POST', { 'content-length': String(MAX_BODY_BYTES + 1) }, 413],
    ['a broken length', 'POST', { 'content-length': 'abc' }, 413],
    ['a body without its length', 'POST', { 'transfer-encoding': 'chunked' }, 411],
    ['no body at all', 'DELETE', {}, null],
  ])('%s', (_, method, headers, expected) => {
    expect(bodyRefusal(request(method, headers as Record<string, string>))).toBe(expected);
  });

  it("the build's files keep only the rules that apply to a file: no sniffing, and HTTPS", () => {
    const page = securityHeaders({ imageOrigins: [], formOrigins: [], https: true });
    expect(assetHeaders(page)).toEqual({
      'x-content-type-options': 'nosniff',
      'strict-transport-security': page['strict-transport-security'],
    });
    const plain = securityHeaders({ imageOrigins: [], formOrigins: [], https: false });
    expect(assetHeaders(plain)).toEqual({ 'x-content-type-options': 'nosniff' });
  });
});
