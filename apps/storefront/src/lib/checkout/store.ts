import { applyPrefillSwitches, emptyCheckoutForm, type CheckoutForm } from '@shop/rules';
import { useSyncExternalStore } from 'react';
import { EMPTY_SELECTION, type CheckoutSelection } from './selection';
import type { ChosenBranch } from './types';

/**
 * The checkout input and the chosen shipper, branch and payment, kept in the browser's local
 * storage (spec §9: persisted client state), so they survive a reload and the way between the
 * steps. Only in this browser: nothing of it reaches a page the server renders or caches. The
 * passwords of a registration at checkout are never written down.
 */
export interface CheckoutState {
  selection: CheckoutSelection;
  form: CheckoutForm;
}

export const CHECKOUT_STORAGE_KEY = 'checkout';
const VERSION = 1;

type Listener = () => void;
const listeners = new Set<Listener>();
let state: CheckoutState | null = null;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const str = (v: unknown): v is string => typeof v === 'string';
const int = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) ? v : null);

function parseBranch(v: unknown): ChosenBranch | null {
  if (!isRecord(v) || !str(v.id) || !str(v.name) || !isRecord(v.address)) return null;
  if (v.kind !== 'pickup-point' && v.kind !== 'shop') return null;
  const a = v.address;
  if (!str(a.street) || !str(a.city) || !str(a.postcode) || !str(a.countryCode)) return null;
  return {
    id: v.id,
    kind: v.kind,
    name: v.name,
    address: { street: a.street, city: a.city, postcode: a.postcode, countryCode: a.countryCode },
    latitude: typeof v.latitude === 'number' ? v.latitude : 0,
    longitude: typeof v.longitude === 'number' ? v.longitude : 0,
  };
}

/** What an earlier visit left, checked field by field: storage is the shopper's to edit. */
export function parseCheckoutState(raw: string | null): CheckoutState {
  const form = emptyCheckoutForm();
  let data: unknown = null;
  try {
    data = raw ? JSON.parse(raw) : null;
  } catch {
    data = null;
  }
  if (!isRecord(data) || data.v !== VERSION) return { selection: EMPTY_SELECTION, form };
  const f = isRecord(data.form) ? data.form : {};
  for (const key of Object.keys(form) as (keyof CheckoutForm)[]) {
    const value = f[key];
    if (typeof value === typeof form[key] && (!str(value) || value.length <= 1000)) {
      (form as unknown as Record<string, unknown>)[key] = value;
    }
  }
  form.password = '';
  form.passwordConfirmation = '';
  const s = isRecord(data.selection) ? data.selection : {};
  return {
    selection: {
      shipperId: int(s.shipperId),
      branch: parseBranch(s.branch),
      paymentId: int(s.paymentId),
      deliveryTimeSlot: str(s.deliveryTimeSlot) ? s.deliveryTimeSlot : null,
    },
    // Spec §4: a prefilled form switches on billing info and the business flag.
    form: applyPrefillSwitches(form),
  };
}

export function serializeCheckoutState(s: CheckoutState): string {
  return JSON.stringify({
    v: VERSION,
    selection: s.selection,
    form: { ...s.form, password: '', passwordConfirmation: '' },
  });
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage switched off: the checkout still works within the page.
    return null;
  }
}

function load(): CheckoutState {
  state ??= parseCheckoutState(storage()?.getItem(CHECKOUT_STORAGE_KEY) ?? null);
  return state;
}

function emit() {
  for (const listener of listeners) listener();
}

function onStorage(e: StorageEvent) {
  if (e.key !== CHECKOUT_STORAGE_KEY && e.key !== null) return;
  // Another tab changed it: keep this tab's passwords, take the rest.
  const next = parseCheckoutState(e.newValue);
  const passwords = state
    ? { password: state.form.password, passwordConfirmation: state.form.passwordConfirmation }
    : {};
  state = { ...next, form: { ...next.form, ...passwords } };
  emit();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

export function updateCheckoutState(change: (s: CheckoutState) => CheckoutState): void {
  state = change(load());
  try {
    storage()?.setItem(CHECKOUT_STORAGE_KEY, serializeCheckoutState(state));
  } catch {
    // Full or read-only storage: the state lives on in this page.
  }
  emit();
}

/**
 * After the order is placed: nothing of it stays in the browser. `silent` leaves the page showing
 * what was sent while the browser moves on.
 */
export function clearCheckoutState({ silent = false }: { silent?: boolean } = {}): void {
  try {
    storage()?.removeItem(CHECKOUT_STORAGE_KEY);
  } catch {
    // Nothing to clear.
  }
  if (silent) return;
  state = { selection: EMPTY_SELECTION, form: emptyCheckoutForm() };
  emit();
}

/** The kept checkout state; null while the page hydrates (the server knows nothing of it). */
export function useCheckoutState(): CheckoutState | null {
  return useSyncExternalStore(subscribe, load, () => null);
}
