import type { NextResponse } from 'next/server';
import { noContent } from '../private-answers';

/**
 * Whether a GET is a browser's or a router's prefetch (Speculation Rules, `<link rel=prefetch>`,
 * Next's router): a link that changes state (logs in, keeps an order token) must not act on those,
 * since nobody asked to follow it yet.
 */
export function isPrefetch(headers: Headers): boolean {
  const purpose = `${headers.get('sec-purpose') ?? ''} ${headers.get('purpose') ?? ''}`;
  return /\bprefetch\b/i.test(purpose) || headers.has('next-router-prefetch');
}

/** The answer to a prefetch of such a link: nothing done, nothing cached. */
export function prefetchRefused(): NextResponse {
  return noContent();
}
