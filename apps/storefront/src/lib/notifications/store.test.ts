import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_DURATION_MS,
  MAX_SHOWN,
  dismiss,
  notify,
  shownNotifications,
  subscribe,
  waitingCount,
} from './store';

afterEach(() => {
  for (let n = shownNotifications(); n.length > 0; n = shownNotifications()) for (const x of n) dismiss(x.id);
});

describe('notifications', () => {
  it('shows four at once and lets the fifth wait until one leaves', () => {
    const ids = [1, 2, 3, 4, 5].map((i) => notify({ kind: 'info', title: `N${i}` }));
    expect(MAX_SHOWN).toBe(4);
    expect(shownNotifications().map((n) => n.title)).toEqual(['N1', 'N2', 'N3', 'N4']);
    expect(waitingCount()).toBe(1);
    dismiss(ids[1]!);
    expect(shownNotifications().map((n) => n.title)).toEqual(['N1', 'N3', 'N4', 'N5']);
    expect(waitingCount()).toBe(0);
  });

  it('lasts 3 s unless told otherwise', () => {
    notify({ kind: 'success', title: 'a' });
    notify({ kind: 'danger', title: 'b', durationMs: 30_000 });
    expect(shownNotifications().map((n) => n.durationMs)).toEqual([DEFAULT_DURATION_MS, 30_000]);
    expect(DEFAULT_DURATION_MS).toBe(3000);
  });

  it('tells its listeners, keeps the shown list stable between changes and ignores a second dismissal', () => {
    let calls = 0;
    const stop = subscribe(() => calls++);
    const id = notify({ kind: 'warning', title: 'x' });
    const before = shownNotifications();
    expect(shownNotifications()).toBe(before);
    dismiss(id);
    dismiss(id);
    stop();
    notify({ kind: 'info', title: 'after' });
    expect(calls).toBe(2);
  });
});
