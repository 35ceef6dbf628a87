'use client';

import type { ComponentProps } from 'react';
import type { EcommerceEvent } from '@/lib/analytics/ecommerce';
import { pushEvent } from '@/lib/analytics/push';

/**
 * A plain form (it works without JavaScript) that reports `event` to the data layer as it is sent,
 * before the answer replaces the page.
 */
export function ReportingForm({ event, ...form }: { event: EcommerceEvent } & ComponentProps<'form'>) {
  return <form {...form} onSubmit={() => pushEvent(event)} />;
}
