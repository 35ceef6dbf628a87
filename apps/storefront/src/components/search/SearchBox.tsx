'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import type { DropdownResults } from '@/lib/catalog/dropdown';
import { normaliseQuery } from '@/lib/catalog/search-query';
import { ProductThumb } from '@/components/ui/ProductThumb';

const DEBOUNCE_MS = 250;

export type SearchBoxTexts = {
  label: string;
  placeholder: string;
  submit: string;
  products: string;
  categories: string;
  showAll: string;
  /** Contains `{query}`. */
  noResults: string;
  loading: string;
  error: string;
  /** ICU-free: `{count}` results, already localised as one/few/many/other forms. */
  status: { zero: string; one: string; few: string; many: string; other: string };
};

type Option = { id: string; href: string };
type State =
  | { status: 'idle' }
  | { status: 'loading'; q: string }
  | { status: 'done'; q: string; data: DropdownResults }
  | { status: 'error'; q: string };

function countText(texts: SearchBoxTexts, count: number, locale: string) {
  const cat = count === 0 ? 'zero' : new Intl.PluralRules(locale).select(count);
  const form = (texts.status as Record<string, string>)[cat] ?? texts.status.other;
  return form.replace('#', String(count));
}

/**
 * Header search (a dropdown with products and up to 5 categories) as an ARIA 1.2
 * combobox: the input owns a listbox, arrow keys move the active option, Enter opens it (or the
 * search page when none is active), Escape closes. Requests are debounced, never sent for terms
 * under 3 characters, and a newer query cancels the older one. Inside a GET form to /hledat, so
 * searching works without JavaScript too.
 */
export function SearchBox({
  action,
  locale,
  texts,
}: {
  action: string;
  locale: string;
  texts: SearchBoxTexts;
}) {
  const router = useRouter();
  const id = useId();
  const listId = `${id}-list`;
  const [value, setValue] = useState('');
  const [state, setState] = useState<State>({ status: 'idle' });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const abort = useRef<AbortController | null>(null);

  const q = normaliseQuery(value);

  useEffect(() => {
    if (!q) {
      abort.current?.abort();
      return;
    }
    const timer = setTimeout(() => {
      abort.current?.abort();
      const ctrl = new AbortController();
      abort.current = ctrl;
      setState({ status: 'loading', q });
      fetch(`/api/search?${new URLSearchParams({ q, locale })}`, { signal: ctrl.signal })
        .then((r) =>
          r.ok ? (r.json() as Promise<DropdownResults>) : Promise.reject(new Error(String(r.status))),
        )
        .then((data) => {
          setState({ status: 'done', q, data });
          setActive(-1);
        })
        .catch((e: unknown) => {
          if ((e as Error).name !== 'AbortError') setState({ status: 'error', q });
        });
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [q, locale]);

  const allHref = `${action}?${new URLSearchParams({ q: value.trim() })}`;
  const data = state.status === 'done' && state.q === q ? state.data : null;
  const options: Option[] = data
    ? [
        ...data.products.map((p) => ({ id: `${id}-p${p.id}`, href: p.href })),
        ...data.categories.map((c) => ({ id: `${id}-c${c.id}`, href: c.href })),
      ]
    : [];
  const expanded = open && !!q && state.status !== 'idle';
  const activeOption = expanded && active >= 0 ? options[active] : undefined;

  function go(href: string) {
    setOpen(false);
    router.push(href);
  }

  function onKeyDown(e: React.KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (!options.length) return;
      e.preventDefault();
      setOpen(true);
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => {
        const next = i + step;
        if (next >= options.length) return -1;
        if (next < -1) return options.length - 1;
        return next;
      });
    } else if (e.key === 'Enter' && activeOption) {
      e.preventDefault();
      go(activeOption.href);
    } else if (e.key === 'Escape') {
      if (expanded) {
        e.preventDefault();
        setOpen(false);
        setActive(-1);
      } else setValue('');
    }
  }

  const optionClass = (i: number) =>
    `flex cursor-pointer items-center gap-3 rounded px-2 py-1.5 ${i === active ? 'bg-brand-soft text-brand-dark' : 'hover:bg-tint'}`;
  const productOffset = 0;
  const categoryOffset = data?.products.length ?? 0;

  return (
    <form
      action={action}
      method="get"
      role="search"
      className="relative flex w-full"
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
      onSubmit={(e) => {
        const typed = value.trim();
        if (!typed) return;
        e.preventDefault();
        go(allHref);
      }}
    >
      <label htmlFor={`${id}-input`} className="sr-only">
        {texts.label}
      </label>
      <input
        id={`${id}-input`}
        type="search"
        name="q"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeOption?.id}
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={(e) => {
          // Tabbing to the submit button or the 'show all' link keeps the dropdown open.
          if (!e.currentTarget.form?.contains(e.relatedTarget as Node | null)) setOpen(false);
        }}
        onKeyDown={onKeyDown}
        placeholder={texts.placeholder}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={200}
        className="min-w-0 flex-1 rounded-l-md border border-r-0 border-muted bg-white px-3 py-2 text-base text-ink placeholder:text-muted"
      />
      <button
        type="submit"
        className="rounded-r-md bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark"
      >
        {texts.submit}
      </button>
      <div
        className={`absolute top-full right-0 left-0 z-40 mt-1 max-h-[70vh] overflow-auto rounded-md border border-line bg-white p-2 shadow-lg ${expanded ? '' : 'hidden'}`}
        // Keeps focus in the input while an option is clicked.
        onMouseDown={(e) => {
          if (!(e.target as HTMLElement).closest('a')) e.preventDefault();
        }}
      >
        {state.status === 'loading' && <p className="px-2 py-1.5 text-sm text-muted">{texts.loading}</p>}
        {state.status === 'error' && <p className="px-2 py-1.5 text-sm text-danger">{texts.error}</p>}
        {data && data.products.length === 0 && data.categories.length === 0 && (
          <p className="px-2 py-1.5 text-sm text-muted">{texts.noResults.replace('{query}', q ?? '')}</p>
        )}
        <div id={listId} role="listbox" aria-label={texts.label} hidden={options.length === 0}>
          {data && data.products.length > 0 && (
            <div role="group" aria-labelledby={`${id}-gp`}>
              <div
                id={`${id}-gp`}
                role="presentation"
                className="px-2 pt-1 pb-1 text-xs font-bold tracking-wide text-muted uppercase"
              >
                {texts.products}
              </div>
              {data.products.map((p, i) => (
                <div
                  key={p.id}
                  id={options[productOffset + i]!.id}
                  role="option"
                  aria-selected={active === productOffset + i}
                  className={optionClass(productOffset + i)}
                  onClick={() => go(p.href)}
                >
                  <ProductThumb src={p.image} size={40} />
                  <span className="min-w-0 flex-1 truncate">{p.name}</span>
                  <span className="shrink-0 font-semibold">{p.price}</span>
                </div>
              ))}
            </div>
          )}
          {data && data.categories.length > 0 && (
            <div role="group" aria-labelledby={`${id}-gc`}>
              <div
                id={`${id}-gc`}
                role="presentation"
                className="px-2 pt-2 pb-1 text-xs font-bold tracking-wide text-muted uppercase"
              >
                {texts.categories}
              </div>
              {data.categories.map((c, i) => (
                <div
                  key={c.id}
                  id={options[categoryOffset + i]!.id}
                  role="option"
                  aria-selected={active === categoryOffset + i}
                  className={optionClass(categoryOffset + i)}
                  onClick={() => go(c.href)}
                >
                  {c.name}
                </div>
              ))}
            </div>
          )}
        </div>
        {data && (
          <a
            href={allHref}
            onClick={(e) => {
              e.preventDefault();
              go(allHref);
            }}
            className="mt-1 block border-t border-line px-2 pt-2 pb-1 font-semibold text-brand underline hover:no-underline"
          >
            {texts.showAll}
          </a>
        )}
      </div>
      <p role="status" className="sr-only">
        {data ? countText(texts, data.products.length + data.categories.length, locale) : ''}
      </p>
    </form>
  );
}
