'use client';

import { batchOutcome, format } from '@shop/rules';
import { useRef, useState } from 'react';
import { showCartCount } from '@/lib/cart/count-display';
import type cs from '../../../messages/cs.json';

/** The texts of a batch add's result (the `CartBatch` messages). */
export type BatchTexts = (typeof cs)['CartBatch'];

type Result = { ok: boolean; text: string; details: string[] };

/**
 * Posts a batch-add form (`qty-<variant id>` fields) to /api/cart/batch and keeps its result:
 * everything, one, some or none of the products in the cart, and why the others are not.
 */
export function useBatchAdd(texts: BatchTexts) {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);

  /** Resolves to how many went in (0 on failure). */
  async function add(form: HTMLFormElement): Promise<number> {
    setBusy(true);
    setResult(null);
    let next: Result;
    let added = 0;
    try {
      const res = await fetch('/api/cart/batch', {
        method: 'POST',
        headers: { accept: 'application/json' },
        body: new FormData(form),
      });
      if (!res.ok) throw new Error(String(res.status));
      const body = (await res.json()) as { added: number; total: number; errors: string[]; count: number };
      const outcome = batchOutcome(body.added, body.total);
      const partly = format(body.added === 1 ? texts.oneAdded : texts.someAdded, {
        added: body.added,
        total: body.total,
      });
      next = {
        ok: outcome === 'all',
        text: outcome === 'all' ? texts.allAdded : outcome === 'none' ? texts.noneAdded : partly,
        details: body.errors,
      };
      added = body.added;
      showCartCount(body.count);
    } catch {
      next = { ok: false, text: texts.failed, details: [] };
    }
    setResult(next);
    setBusy(false);
    requestAnimationFrame(() => resultRef.current?.focus());
    return added;
  }

  const view = result && (
    <div
      ref={resultRef}
      tabIndex={-1}
      role={result.ok ? 'status' : 'alert'}
      className={`mt-3 rounded-md border p-3 text-sm ${result.ok ? 'border-accent text-accent' : 'border-danger text-danger'}`}
    >
      <p className="font-semibold">{result.text}</p>
      {result.details.length > 0 && <p className="mt-1">{result.details.join(', ')}</p>}
    </div>
  );
  return { busy, add, view };
}
