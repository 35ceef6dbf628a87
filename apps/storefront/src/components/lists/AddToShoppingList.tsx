'use client';

import { format } from '@shop/rules';
import { useId, useState, useSyncExternalStore, type FormEvent } from 'react';
import { isSignedIn } from '@/lib/user/signed-in';
import type cs from '../../../messages/cs.json';

export type AddToListTexts = (typeof cs)['Lists']['addToList'];

type List = { id: number; name: string };
const noSubscription = () => () => {};

/**
 * "Přidat do nákupního seznamu" on the product page, for a logged-in customer: the customer's
 * lists are asked for when it is opened, then the variant goes onto the chosen one. Guests (and
 * pages without JavaScript) have the wish-list heart instead.
 */
export function AddToShoppingList({
  variantId,
  locale,
  listsHref,
  texts: t,
}: {
  variantId: number;
  locale: string;
  listsHref: string;
  texts: AddToListTexts;
}) {
  const id = useId();
  const signedIn = useSyncExternalStore(noSubscription, isSignedIn, () => false);
  const [lists, setLists] = useState<List[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  if (!signedIn) return null;

  function load() {
    if (lists) return;
    fetch('/api/shopping-lists', { headers: { accept: 'application/json' }, cache: 'no-store' })
      .then((res) => (res.ok ? (res.json() as Promise<{ lists: List[] }>) : Promise.reject(res.status)))
      .then((body) => setLists(body.lists))
      .catch(() => setMessage({ ok: false, text: t.failed }));
  }

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    const form = new FormData(e.currentTarget);
    const list = lists?.find((l) => String(l.id) === form.get('listId'));
    setBusy(true);
    setMessage(null);
    try {
      const res = await fetch('/api/shopping-lists', {
        method: 'POST',
        headers: { accept: 'application/json' },
        body: form,
      });
      const body = (await res.json()) as { ok?: boolean; error?: string };
      setMessage(
        res.ok && list
          ? { ok: true, text: format(t.added, { name: list.name }) }
          : { ok: false, text: body.error ?? t.failed },
      );
    } catch {
      setMessage({ ok: false, text: t.failed });
    }
    setBusy(false);
  }

  return (
    <details className="text-sm" onToggle={(e) => e.currentTarget.open && load()}>
      <summary className="cursor-pointer font-semibold text-brand underline">{t.summary}</summary>
      <div className="mt-2 grid gap-2">
        {lists === null && !message && <p className="text-muted">{t.loading}</p>}
        {lists?.length === 0 && (
          <p>
            {t.none}{' '}
            <a href={listsHref} className="font-semibold text-brand underline">
              {t.create}
            </a>
          </p>
        )}
        {lists && lists.length > 0 && (
          <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
            <input type="hidden" name="locale" value={locale} />
            <input type="hidden" name="variantId" value={variantId} />
            <label htmlFor={`${id}-list`} className="grid gap-1">
              <span className="font-semibold">{t.list}</span>
              <select
                id={`${id}-list`}
                name="listId"
                className="min-w-48 rounded-md border border-muted bg-white px-3 py-2 text-base"
              >
                {lists.map((l) => (
                  <option key={l.id} value={l.id}>
                    {l.name}
                  </option>
                ))}
              </select>
            </label>
            <button
              type="submit"
              disabled={busy}
              className="rounded-md border border-brand px-4 py-2 font-semibold text-brand hover:bg-tint disabled:opacity-60"
            >
              {busy ? t.adding : t.submit}
            </button>
          </form>
        )}
        <p
          role="status"
          className={message?.ok === false ? 'font-semibold text-danger' : 'font-semibold text-accent'}
        >
          {message?.text}
        </p>
      </div>
    </details>
  );
}
