import { NextResponse } from 'next/server';
import { describe, expect, it } from 'vitest';
import { keptPrivate, noContent, privateJson, seeOther } from './private-answers';

describe("answers of the storefront's own routes", () => {
  it('JSON keeps its status and is never stored by a shared cache', async () => {
    const res = privateJson({ errors: [] }, 422);
    expect(res.status).toBe(422);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(await res.json()).toEqual({ errors: [] });
  });

  it('a redirect is a 303 to the relative address given, so the shopper keeps their host name', () => {
    const res = seeOther('/uzivatel/zmena-hesla?zarizeni=odhlaseno#zarizeni');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/uzivatel/zmena-hesla?zarizeni=odhlaseno#zarizeni');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('nothing to send is a 204 without a body', async () => {
    const res = noContent();
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('an answer made elsewhere, with its cookies, is marked private and otherwise kept', () => {
    const made = NextResponse.redirect('https://intimfit.cz/kosik', 303);
    made.cookies.set('cart_token', 'abc');
    const res = keptPrivate(made);
    expect(res).toBe(made);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('set-cookie')).toContain('cart_token=abc');
  });
});
