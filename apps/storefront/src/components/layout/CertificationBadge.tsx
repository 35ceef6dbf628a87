'use client';

import { useLayoutEffect } from 'react';
import { LazyWidget } from '@/components/ui/LazyWidget';
import { useFirstSight } from '@/components/ui/use-first-sight';
import type { CertificationAnswer, CertificationBadge as Badge } from '@/lib/certification/badge';

/** The badge's height; the placeholder has it too, so nothing below moves. */
const HEIGHT = '4.5rem';
const isEmpty = (a: CertificationAnswer) => !a.badge;

/** A rosette of 16 points around the seal's middle (48 × 48). */
const ROSETTE = `M${Array.from({ length: 32 }, (_, i) => {
  const r = i % 2 ? 20.5 : 23.5;
  const a = (i * Math.PI) / 16;
  return `${(24 + r * Math.sin(a)).toFixed(2)} ${(24 - r * Math.cos(a)).toFixed(2)}`;
}).join('L')}Z`;

function Seal() {
  return (
    <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false" className="shrink-0">
      <path d={ROSETTE} className="fill-brand" />
      <circle cx="24" cy="24" r="15.5" fill="none" stroke="#fff" strokeOpacity="0.7" strokeWidth="1.5" />
      <path
        d="M17 24.5l4.5 4.5 9.5-9.5"
        fill="none"
        stroke="#fff"
        strokeWidth="3.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function Body({ badge }: { badge: Badge }) {
  const inner = (
    <>
      <Seal />
      <span className="min-w-0">
        <span className="block text-sm leading-5 font-bold text-ink">{badge.title}</span>
        <span className="block text-sm leading-5 text-ink" data-testid="certification-recommend">
          {badge.recommend}
        </span>
        <span className="block text-xs leading-4 text-muted" data-testid="certification-reviews">
          {badge.reviews}
        </span>
      </span>
    </>
  );
  const box = 'flex h-full items-center gap-3 rounded-md border border-line bg-surface px-3';
  return (
    <aside aria-label={badge.label} data-testid="certification-badge" style={{ height: HEIGHT }}>
      {badge.url ? (
        <a href={badge.url} className={`${box} transition-colors hover:border-brand`}>
          {inner}
        </a>
      ) : (
        <div className={box}>{inner}</div>
      )}
    </aside>
  );
}

/**
 * The certification provider's script, added to the page on the spot's first scroll into view; it
 * draws into the spot. It goes with the spot (the marketing consent withdrawn): a script still on its
 * way then never runs, so it neither tracks without consent nor looks for a spot that is gone; one
 * only removed from the page would still run, one moved into another document does not. A later
 * consent adds it afresh for the new spot. A layout effect, so that the script goes in the same
 * commit as the spot, with no task in between in which it could run.
 */
function ProviderWidget({ src }: { src: string }) {
  const [spot, seen] = useFirstSight<HTMLDivElement>();
  useLayoutEffect(() => {
    if (!seen) return;
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.dataset.shopCertification = '';
    document.body.append(script);
    return () => void document.implementation.createHTMLDocument('').adoptNode(script);
  }, [seen, src]);
  return <div ref={spot} id="shop-certification-widget" />;
}

/**
 * The shop-certification badge: a seal, how many customers recommend the shop and of how many
 * reviews, linking to the certificate's page when it has one; loaded on first scroll into view,
 * nothing without a certificate. With the provider's script configured, that script instead.
 */
export function CertificationBadge({ locale, widgetUrl }: { locale: string; widgetUrl: string | null }) {
  if (widgetUrl) return <ProviderWidget src={widgetUrl} />;
  return (
    <div className="w-full sm:max-w-xs">
      <LazyWidget<CertificationAnswer>
        url={`/api/shop-certification?locale=${encodeURIComponent(locale)}`}
        height={HEIGHT}
        isEmpty={isEmpty}
      >
        {(answer) => answer.badge && <Body badge={answer.badge} />}
      </LazyWidget>
    </div>
  );
}
