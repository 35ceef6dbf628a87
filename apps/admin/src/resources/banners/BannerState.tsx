import { Chip } from '@mui/material';
import type { AdminWideBanner, WideBannerState } from '@shop/contract';
import { formatDateTime } from '../../format';

const labels: Record<WideBannerState, string> = {
  shown: 'zobrazený',
  scheduled: 'naplánovaný',
  ended: 'skončil',
  off: 'vypnutý',
};
const colours = { shown: 'success', scheduled: 'info', ended: 'default', off: 'default' } as const;

/** Whether the home page shows the banner now, will show it, has stopped, or it is switched off. */
export function BannerStateChip({ state }: { state: WideBannerState }) {
  return (
    <Chip
      size="small"
      label={labels[state]}
      color={colours[state]}
      variant={state === 'shown' || state === 'scheduled' ? 'filled' : 'outlined'}
    />
  );
}

export const bannerStateText = (state: WideBannerState) => labels[state];

/** The banner's time window, or that it has none. */
export const timeWindow = (
  b: Pick<AdminWideBanner, 'time_limited' | 'time_limit_start' | 'time_limit_end'>,
) =>
  b.time_limited
    ? `${formatDateTime(b.time_limit_start)} – ${formatDateTime(b.time_limit_end)}`
    : 'bez omezení';
