'use client';

import { useEffect, useState } from 'react';
import { isSignedIn } from '@/lib/user/signed-in';
import type { GroupBanner } from '@/lib/catalog/group-banners';

/**
 * The category's banners for the logged-in customer's groups. The category page is shared and
 * cached with the banners for everyone only; for a logged-in customer this asks once, after load,
 * for the banners of their groups (a private, uncached call) and shows them above the products.
 */
export function GroupBanners({ storeId, locale, label }: { storeId: number; locale: string; label: string }) {
  const [banners, setBanners] = useState<GroupBanner[]>([]);
  useEffect(() => {
    if (!isSignedIn()) return;
    const qs = new URLSearchParams({ storeId: String(storeId), locale });
    let live = true;
    fetch(`/api/catalog/group-banners?${qs}`, { credentials: 'same-origin' })
      .then((res) => (res.ok ? (res.json() as Promise<{ banners: GroupBanner[] }>) : null))
      .then((body) => {
        if (live && body) setBanners(body.banners);
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [storeId, locale]);
  if (banners.length === 0) return null;
  return (
    <section aria-label={label} className="mt-6">
      <ul className="grid grid-cols-1 gap-3 xs:grid-cols-2 md:grid-cols-4" data-testid="group-banners">
        {banners.map((b) => {
          const inner = (
            <>
              {b.image && (
                // eslint-disable-next-line @next/next/no-img-element
                <img
                  src={b.image.src}
                  srcSet={b.image.srcSet}
                  alt={b.image.alt}
                  width={64}
                  height={64}
                  loading="lazy"
                  className="size-16 shrink-0 object-contain"
                />
              )}
              <div>
                <span className="block font-semibold text-brand">{b.title}</span>
                {b.description && (
                  <div
                    className="rich-text text-sm text-muted [&_p]:my-0"
                    // Sanitised by the CMS before it is stored and sent.
                    dangerouslySetInnerHTML={{ __html: b.description }}
                  />
                )}
              </div>
            </>
          );
          const cls = 'flex h-full items-center gap-3 rounded-lg border border-brand/40 bg-brand-soft p-3';
          return (
            <li key={`${b.kind}-${b.id}`}>
              {b.href ? (
                <a href={b.href} className={`${cls} hover:border-brand`}>
                  {inner}
                </a>
              ) : (
                <div className={cls}>{inner}</div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
