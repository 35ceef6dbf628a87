'use client';

import { batchNoticeDurationMs, batchNoticeText, errorNotice, format } from '@shop/rules';
import { useRef, useState } from 'react';
import { showCartCount } from '@/lib/cart/count-display';
import { notify } from '@/lib/notifications/store';
import type cs from '../../../messages/cs.json';

/** The texts of a batch add's result (the `CartBatch` messages). */
export type BatchTexts = (typeof cs)['CartBatch'];

/** Some or none of the products went in: what is said, and why the others did not. */
type Result = { text: string; details: string[] };

/**
 * Posts a batch-add form (`qty-<variant id>` fields) to /api/cart/batch. Everything in the cart is
 * a success notification, a failed call the generic one; when only some or none went in, the
 * result stays beside the form with why the others did not.
 */
export function useBatchAdd(texts: BatchTexts, cartHref: string) {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);

  /** Resolves to how many went in (0 on failure). */
  async function add(form: HTMLFormElement): Promise<number> {
    setBusy(true);
    setResult(null);
    let next: Result | null = null;
    let added = 0;
    try {
      const res = await fetch('/api/cart/batch', {
        method: 'POST',
        headers: { accept: 'application/json' },
        body: new FormData(form),
      });
      if (res.status === 500) {
        // The import goes on on the server: the shopper refreshes the page in a few minutes.
        notify({ kind: 'info', title: texts.importInProgress, durationMs: batchNoticeDurationMs(0) });
        setBusy(false);
        return 0;
      }
      if (!res.ok) throw new Error(String(res.status));
      const body = (await res.json()) as { added: number; total: number; errors: string[]; count: number };
      const text = batchNoticeText(res.status, body.added, body.total);
      const durationMs = batchNoticeDurationMs(body.errors.length);
      added = body.added;
      showCartCount(body.count);
      if (text === 'allAdded') {
        notify({
          kind: 'success',
          title: texts.allAdded,
          link: { href: cartHref, label: texts.toCart },
          durationMs,
        });
      } else {
        const said = format(texts[text === 'importInProgress' ? 'noneAdded' : text], {
          added: body.added,
          total: body.total,
        });
        // Why the others did not go in (joined), then how many did.
        if (body.errors.length > 0) notify({ kind: 'info', title: body.errors.join(', '), durationMs });
        if (body.added > 0) notify({ kind: 'success', title: said, durationMs });
        next = { text: said, details: body.errors };
      }
    } catch {
      notify({ kind: 'danger', ...errorNotice(null) });
    }
    setResult(next);
    setBusy(false);
    if (next) requestAnimationFrame(() => resultRef.current?.focus());
    return added;
  }

  const view = result && (
    <div
      ref={resultRef}
      tabIndex={-1}
      role="alert"
      className="mt-3 rounded-md border border-danger p-3 text-sm text-danger"
    >
      <p className="font-semibold">{result.text}</p>
      {result.details.length > 0 && <p className="mt-1">{result.details.join(', ')}</p>}
    </div>
  );
  return { busy, add, view };
}
