import { describe, expect, it } from 'vitest';
import { BUILT_IN_SETTINGS, proxySettingsOf, proxySettingsReader } from './proxy-settings';

const globals = (displayVAT: boolean, displayBothPrices: boolean, pages: Record<string, unknown> = {}) => ({
  configuration: { pages, currency: { displayVAT, displayBothPrices } },
});

describe('the settings of a globals answer', () => {
  it.each([
    [true, true, { vat: 'with', both: true }],
    [true, false, { vat: 'with', both: false }],
    [false, false, { vat: 'without', both: false }],
  ])('displayVAT %s, displayBothPrices %s → %o', (vat, both, display) => {
    expect(proxySettingsOf(globals(vat, both))?.display).toEqual(display);
  });

  it('keeps the page flags, nothing else', () => {
    expect(
      proxySettingsOf(globals(true, true, { branches: false, error404: false, faq: 'no' }))?.pages,
    ).toEqual({
      branches: false,
      error404: false,
    });
  });

  it('is none for an answer without them', () => {
    expect(proxySettingsOf(null)).toBeNull();
    expect(proxySettingsOf({ configuration: {} })).toBeNull();
    expect(
      proxySettingsOf({ configuration: { currency: { displayVAT: 'yes', displayBothPrices: true } } }),
    ).toBeNull();
  });
});

describe('the proxy settings reader', () => {
  /** A backend whose answer the test sets, counting its calls. */
  function backend() {
    const state = { body: globals(false, false, { branches: false }) as unknown, ok: true, calls: 0 };
    const fetchImpl = async () => {
      state.calls += 1;
      if (!state.ok) throw new Error('down');
      return Response.json(state.body);
    };
    return { state, fetchImpl };
  }

  it('asks once however many requests come at once, and again only after its time', async () => {
    const { state, fetchImpl } = backend();
    const reader = proxySettingsReader(60_000, fetchImpl);
    const answers = await Promise.all([reader.read(), reader.read(), reader.read()]);
    expect(answers.map((a) => a.display)).toEqual(Array(3).fill({ vat: 'without', both: false }));
    expect(answers[0]!.pages).toEqual({ branches: false });
    await reader.read();
    expect(state.calls).toBe(1);
  });

  it('serves the last answer past its time while it asks again', async () => {
    const { state, fetchImpl } = backend();
    const reader = proxySettingsReader(0, fetchImpl);
    await reader.read();
    state.body = globals(true, true);
    // Past its time: the last answer now, the new one asked meanwhile.
    expect((await reader.read()).display).toEqual({ vat: 'without', both: false });
    await new Promise((r) => setTimeout(r, 0));
    expect((await reader.read()).display).toEqual({ vat: 'with', both: true });
    expect(state.calls).toBeGreaterThanOrEqual(2);
  });

  it('waits for a fresh answer once the globals changed', async () => {
    const { state, fetchImpl } = backend();
    const reader = proxySettingsReader(60_000, fetchImpl);
    await reader.read();
    state.body = globals(true, false);
    reader.forget();
    expect((await reader.read()).display).toEqual({ vat: 'with', both: false });
    expect(state.calls).toBe(2);
  });

  it('keeps the last answer while the backend fails, or the built-in default without one', async () => {
    const { state, fetchImpl } = backend();
    state.ok = false;
    const first = proxySettingsReader(0, fetchImpl);
    expect(await first.read()).toEqual(BUILT_IN_SETTINGS);

    state.ok = true;
    const reader = proxySettingsReader(60_000, fetchImpl);
    await reader.read();
    state.ok = false;
    reader.forget();
    expect((await reader.read()).display).toEqual({ vat: 'without', both: false });
    state.ok = true;
    state.body = { configuration: 'broken' };
    const broken = proxySettingsReader(60_000, fetchImpl);
    expect(await broken.read()).toEqual(BUILT_IN_SETTINGS);
  });
});
