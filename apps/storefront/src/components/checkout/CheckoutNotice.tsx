'use client';

import type { Ref } from 'react';
import type { CheckoutTexts } from './texts';

export type Notice =
  | { kind: 'missing' }
  | { kind: 'generic' }
  | { kind: 'field'; field: string | null; title: string }
  | { kind: 'invalid' };

/**
 * What stopped the order, above the form: no shipping or payment chosen yet, a refusal of the shop
 * naming its field, or a failure without details.
 */
export function CheckoutNotice({
  notice,
  noticeRef,
  methodsHref,
  fieldLabels,
  t,
}: {
  notice: Exclude<Notice, { kind: 'invalid' }>;
  noticeRef: Ref<HTMLDivElement>;
  methodsHref: string;
  fieldLabels: Record<string, string>;
  t: CheckoutTexts['info'];
}) {
  // 'items.3' (a sold-out line) is named by its list.
  const fieldLabel = (field: string | null) => (field ? (fieldLabels[field.split('.')[0]!] ?? field) : null);
  return (
    <div
      ref={noticeRef}
      tabIndex={-1}
      role="alert"
      className="rounded-md border border-danger bg-white p-3 text-danger"
      data-testid="checkout-notice"
    >
      {notice.kind === 'generic' ? (
        <>
          <p className="font-bold">{t.genericTitle}</p>
          <p>{t.genericText}</p>
        </>
      ) : notice.kind === 'missing' ? (
        <p className="font-semibold">
          {t.missingMethods}{' '}
          <a href={methodsHref} className="underline">
            {t.chooseMethods}
          </a>
        </p>
      ) : (
        <p className="font-semibold">
          {[fieldLabel(notice.field), notice.title].filter(Boolean).join(' – ')}
        </p>
      )}
    </div>
  );
}
