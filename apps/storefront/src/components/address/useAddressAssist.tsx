'use client';

import type {
  AddressCheckResponse,
  AddressNotice,
  AddressSuggestResponse,
  TownSuggestion,
} from '@shop/contract';
import { format, messages } from '@shop/rules';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useRuleText } from '@/components/ui/RuleTexts';

export type AssistField = 'city' | 'postcode';
type CheckedField = AddressNotice['field'];

/** The address as the form has it now. */
export interface AssistAddress {
  country: string;
  street: string;
  houseNumber?: string;
  /** The street field holds the house number too. */
  streetWithNumber?: boolean;
  city: string;
  postcode: string;
}

/** A notice beside a field: the address-verification service's error or warning, never a refusal. */
export interface FieldNotice {
  level: 'error' | 'warning';
  text: string;
}

const SUGGEST_PAUSE_MS = 250;
const CHECK_PAUSE_MS = 700;

/** "60200" as letters have it: "602 00". */
export const spacedPostcode = (digits: string) => `${digits.slice(0, 3)} ${digits.slice(3)}`;

/**
 * Completes the town and the postcode of an address form while the shopper types (towns from the
 * address check as a list under the field, which the text box controls), and shows the address check's
 * notices beside the fields. Choosing a town fills its postcode when that is empty, and the other
 * way round. Asks after a pause in typing; nothing here stops the form being sent.
 */
export function useAddressAssist({
  locale,
  idPrefix,
  read,
  write,
  labels,
  watch,
}: {
  locale: string;
  /** Ids of the lists and options begin with it. */
  idPrefix: string;
  /** The address as the form has it now. */
  read: () => AssistAddress;
  /** Puts a chosen value into a field. */
  write: (field: AssistField, value: string) => void;
  /** The fields' labels in the page's language, for the notices' `{input}`. */
  labels: Record<CheckedField, string>;
  /**
   * The address's values joined, for a form that holds them in state: any change of them (typed,
   * or filled from a saved address or the company register) is checked after a pause. Without
   * it, what the shopper types is.
   */
  watch?: string;
}) {
  const ruleText = useRuleText();
  const [open, setOpen] = useState<{ field: AssistField; items: TownSuggestion[] } | null>(null);
  const [active, setActive] = useState(-1);
  const [notices, setNotices] = useState<Partial<Record<CheckedField, FieldNotice>>>({});
  const [trouble, setTrouble] = useState(false);
  const latest = useRef({ read, write });
  useEffect(() => {
    latest.current = { read, write };
  });
  const suggestTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const checkTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const asked = useRef(0);
  const checked = useRef(0);
  useEffect(
    () => () => {
      clearTimeout(suggestTimer.current);
      clearTimeout(checkTimer.current);
    },
    [],
  );

  useEffect(() => {
    if (watch === undefined) return;
    clearTimeout(checkTimer.current);
    checkTimer.current = setTimeout(() => void check(), CHECK_PAUSE_MS);
    // `check` reads the latest values through the ref; the values themselves are `watch`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [watch]);

  const listId = (field: AssistField) => `${idPrefix}-${field}-towns`;
  const optionId = (field: AssistField, i: number) => `${idPrefix}-${field}-town-${i}`;

  async function suggest(field: AssistField, value: string) {
    const ask = ++asked.current;
    const { country } = latest.current.read();
    const typed = value.trim();
    const enough = field === 'city' ? typed.length >= 2 : typed.replace(/\s+/g, '').length >= 3;
    if (!enough) {
      setOpen(null);
      return;
    }
    try {
      const qs = new URLSearchParams({ country, [field]: typed, locale });
      const res = await fetch(`/api/checkout/address-check?${qs}`);
      if (!res.ok) throw new Error(String(res.status));
      const { data } = (await res.json()) as AddressSuggestResponse;
      if (ask !== asked.current) return;
      // A town typed out already needs no list of itself.
      const items = data.filter((s) =>
        field === 'city' ? s.city !== typed || data.length > 1 : spacedPostcode(s.postcode) !== typed,
      );
      setActive(-1);
      setOpen(items.length > 0 ? { field, items } : null);
    } catch {
      if (ask === asked.current) setOpen(null);
    }
  }

  /** `chosen`: values just written, which the form's state may not show yet. */
  async function check(chosen: Partial<AssistAddress> = {}) {
    const run = ++checked.current;
    const address = { ...latest.current.read(), ...chosen };
    if (!address.city.trim() && !address.postcode.trim()) {
      setNotices({});
      setTrouble(false);
      return;
    }
    try {
      const res = await fetch('/api/checkout/address-check', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ locale, address }),
      });
      if (run !== checked.current) return;
      if (res.status === 503) {
        setNotices({});
        setTrouble(true);
        return;
      }
      if (!res.ok) throw new Error(String(res.status));
      const { data } = (await res.json()) as AddressCheckResponse;
      if (run !== checked.current) return;
      const next: Partial<Record<CheckedField, FieldNotice>> = {};
      for (const n of data.notices) {
        const template = n.level === 'error' ? messages.verificationError : messages.verificationWarning;
        next[n.field] ??= { level: n.level, text: format(ruleText(template), { input: labels[n.field] }) };
      }
      setNotices(next);
      setTrouble(false);
    } catch {
      // Unreachable: the form's own rules still apply; nothing to tell.
      if (run === checked.current) setNotices({});
    }
  }

  /** The shopper typed into a field of the address: suggest (town, postcode) and check after a pause. */
  function typed(field: CheckedField | 'country', value: string) {
    if (field === 'city' || field === 'postcode') {
      clearTimeout(suggestTimer.current);
      suggestTimer.current = setTimeout(() => void suggest(field, value), SUGGEST_PAUSE_MS);
    }
    if (watch !== undefined) return;
    clearTimeout(checkTimer.current);
    checkTimer.current = setTimeout(() => void check(), CHECK_PAUSE_MS);
  }

  function choose(field: AssistField, s: TownSuggestion) {
    const { read: readNow, write: writeNow } = latest.current;
    const now = readNow();
    const city = field === 'city' || !now.city.trim() ? s.city : now.city;
    const postcode = field === 'postcode' || !now.postcode.trim() ? spacedPostcode(s.postcode) : now.postcode;
    writeNow('city', city);
    if (postcode !== now.postcode) writeNow('postcode', postcode);
    asked.current++;
    clearTimeout(suggestTimer.current);
    setOpen(null);
    clearTimeout(checkTimer.current);
    void check({ city, postcode });
  }

  function onKeyDown(field: AssistField, e: KeyboardEvent<HTMLInputElement>) {
    if (!open || open.field !== field) return;
    const n = open.items.length;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => (e.key === 'ArrowDown' ? (i + 1) % n : (i - 1 + n) % n));
    } else if (e.key === 'Enter' && active >= 0) {
      e.preventDefault();
      choose(field, open.items[active]!);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      setOpen(null);
    }
  }

  /**
   * What the field's input carries: a text box that completes from the list of towns it controls
   * (arrows move through it, Enter chooses, Escape closes). It stays a text box, not a combobox:
   * the shopper may always keep what they typed, and the field is found as the text box it was.
   */
  const inputProps = (field: AssistField) => {
    const expanded = open?.field === field;
    return {
      'aria-autocomplete': 'list' as const,
      'aria-controls': listId(field),
      'aria-activedescendant': expanded && active >= 0 ? optionId(field, active) : undefined,
      onKeyDown: (e: KeyboardEvent<HTMLInputElement>) => onKeyDown(field, e),
      // The list closes when the shopper moves on (a click on it chooses before this).
      onBlurCapture: () => setTimeout(() => setOpen((o) => (o?.field === field ? null : o)), 150),
    };
  };

  /** The list of towns under the field, while it has any. */
  const list = (field: AssistField, label: string) => {
    const items = open?.field === field ? open.items : [];
    return (
      <ul
        id={listId(field)}
        role="listbox"
        aria-label={label}
        hidden={items.length === 0}
        data-testid={`${field}-suggestions`}
        className="absolute left-0 top-full z-20 mt-1 max-h-72 w-full min-w-64 overflow-auto rounded-md border border-muted bg-white py-1 shadow-lg"
      >
        {items.map((s, i) => (
          <li
            key={`${s.city}|${s.district}|${s.postcode}`}
            id={optionId(field, i)}
            role="option"
            aria-selected={i === active}
            // Keeps the focus in the field, so that the click chooses before the list closes.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(field, s)}
            className={`flex cursor-pointer flex-wrap items-baseline justify-between gap-x-3 px-3 py-2 ${i === active ? 'bg-brand-soft' : 'hover:bg-tint'}`}
          >
            <span className="font-semibold">
              {field === 'postcode' ? spacedPostcode(s.postcode) : s.city}
            </span>
            <span className="text-sm text-muted">
              {field === 'postcode' ? s.city : spacedPostcode(s.postcode)}
              {s.district && s.district !== s.city ? ` · ${s.district}` : ''}
            </span>
          </li>
        ))}
      </ul>
    );
  };

  /** The notice beside a field ('Něco se porouchalo' beside the postcode when the check cannot answer). */
  const notice = (field: CheckedField): FieldNotice | null =>
    notices[field] ??
    (trouble && field === 'postcode'
      ? { level: 'warning', text: ruleText(messages.verificationUnknown) }
      : null);

  return { inputProps, list, notice, typed };
}

/** A notice under a field, in the warning's colour or the error's; it never stops the form. */
export function FieldNoticeText({ id, notice }: { id: string; notice: FieldNotice | null }) {
  if (!notice) return null;
  return (
    <p
      id={id}
      role="status"
      data-testid={id}
      className={`text-sm font-semibold ${notice.level === 'error' ? 'text-danger' : 'text-warning'}`}
    >
      {notice.level === 'warning' && <span aria-hidden="true">⚠ </span>}
      {notice.text}
    </p>
  );
}
