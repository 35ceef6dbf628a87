'use client';

import { STORAGE_KEYS } from '@/lib/storage-keys';
import { addLastVisited, LAST_VISITED_CAP } from '@shop/rules';
import { useEffect, useState } from 'react';
import { hasConsent, onConsentChange } from '@/lib/consent/client';
import { LabelledSection } from '@/components/ui/LabelledSection';

export interface VisitedProduct {
  id: number;
  name: string;
  href: string;
  image: string | null;
}

/** Last visited products, kept in the browser. Snapshots only, never prices (they go stale). */
const STORAGE_KEY = STORAGE_KEYS.lastVisited;

function read(): VisitedProduct[] {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    if (!Array.isArray(raw)) return [];
    return raw.filter(
      (x): x is VisitedProduct =>
        typeof x === 'object' &&
        x !== null &&
        typeof x.id === 'number' &&
        typeof x.name === 'string' &&
        typeof x.href === 'string',
    );
  } catch {
    return [];
  }
}

/**
 * Records this product as visited (the rules' `addLastVisited`) and, after load, lists the others.
 * Client-only: the list is the visitor's, so it never enters the cached page. Kept only with the
 * visitor's consent to preferences (also when given on this page); without it nothing is stored.
 */
export function LastVisited({ current, heading }: { current: VisitedProduct; heading: string }) {
  const [others, setOthers] = useState<VisitedProduct[]>([]);

  useEffect(() => {
    const record = () => {
      const list = read();
      const byId = new Map(list.map((p) => [p.id, p]));
      byId.set(current.id, current);
      const ids = addLastVisited(
        list.map((p) => p.id),
        current.id,
        LAST_VISITED_CAP + 1,
      );
      const next = ids.map((id) => byId.get(id)!).filter(Boolean);
      try {
        localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
      } catch {
        // Private mode or a full storage: the list is a convenience.
      }
      setOthers(next.filter((p) => p.id !== current.id).slice(0, LAST_VISITED_CAP));
    };
    if (hasConsent('preferences')) {
      record();
      return;
    }
    return onConsentChange((consent) => {
      if (consent.preferences) record();
    });
  }, [current]);

  if (others.length === 0) return null;
  return (
    <LabelledSection
      id="last-visited"
      heading={heading}
      className="mt-10"
      headingClassName="mb-3 text-xl font-bold"
    >
      <ul className="grid grid-cols-2 gap-3 xs:grid-cols-3 md:grid-cols-4 lg:grid-cols-8">
        {others.map((p) => (
          <li key={p.id}>
            <a
              href={p.href}
              className="flex h-full flex-col gap-2 rounded-md border border-line bg-white p-2 text-sm hover:border-brand"
            >
              {p.image && (
                // eslint-disable-next-line @next/next/no-img-element
                <img
                  src={p.image}
                  alt=""
                  width={128}
                  height={128}
                  loading="lazy"
                  className="mx-auto size-24 object-contain"
                />
              )}
              <span className="line-clamp-3 font-semibold text-brand">{p.name}</span>
            </a>
          </li>
        ))}
      </ul>
    </LabelledSection>
  );
}
