import { applyPrefillSwitches, emptyCheckoutForm, type CheckoutForm } from '@shop/rules';
import { useSyncExternalStore } from 'react';
import * as z from 'zod/mini';
import { STORAGE_KEYS } from '../storage-keys';
import { EMPTY_SELECTION, type CheckoutSelection } from './selection';
import type { ChosenBranch } from './types';

/**
 * The checkout input and the chosen shipper, branch and payment, kept in the browser's local
 * storage, so they survive a reload and the way between the
 * steps. Only in this browser: nothing of it reaches a page the server renders or caches. The
 * passwords of a registration at checkout are never written down.
 */
export interface CheckoutState {
  selection: CheckoutSelection;
  form: CheckoutForm;
}

export const CHECKOUT_STORAGE_KEY = STORAGE_KEYS.checkout;
const VERSION = 1;

type Listener = () => void;
const listeners = new Set<Listener>();
let state: CheckoutState | null = null;

const text = z.string().check(z.maxLength(1000));

const storedBranch: z.ZodMiniType<ChosenBranch> = z.object({
  id: z.string(),
  kind: z.enum(['pickup-point', 'shop']),
  name: z.string(),
  address: z.object({ street: z.string(), city: z.string(), postcode: z.string(), countryCode: z.string() }),
  latitude: z.catch(z.number(), 0),
  longitude: z.catch(z.number(), 0),
});

// Each part falls back on its own: one bad value does not cost the shopper the rest of the input.
const storedSelection = z.object({
  shipperId: z.catch(z.nullable(z.int()), null),
  branch: z.catch(z.nullable(storedBranch), null),
  paymentId: z.catch(z.nullable(z.int()), null),
  deliveryTimeSlot: z.catch(z.nullable(text), null),
});

/** Every field of the form keeps its type; a value of another type (or too long) is left empty. */
function storedForm(empty: CheckoutForm) {
  const fields = Object.fromEntries(
    Object.entries(empty).map(([key, value]) => [
      key,
      typeof value === 'boolean' ? z.catch(z.boolean(), value) : z.catch(text, value),
    ]),
  );
  return z.catch(z.object(fields), { ...empty } as Record<string, string | boolean>);
}

/** What an earlier visit left, checked against a schema: storage is the shopper's to edit. */
export function parseCheckoutState(raw: string | null): CheckoutState {
  const empty = emptyCheckoutForm();
  let data: unknown = null;
  try {
    data = raw ? JSON.parse(raw) : null;
  } catch {
    data = null;
  }
  const stored = z
    .object({
      v: z.literal(VERSION),
      selection: z.catch(storedSelection, EMPTY_SELECTION),
      form: storedForm(empty),
    })
    .safeParse(data);
  if (!stored.success) return { selection: EMPTY_SELECTION, form: empty };
  const form = { ...(stored.data.form as unknown as CheckoutForm), password: '', passwordConfirmation: '' };
  // A prefilled form switches on billing info and the business flag.
  return { selection: stored.data.selection, form: applyPrefillSwitches(form) };
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
