import { Chip } from '@mui/material';
import type { PublicationState } from '@shop/contract';
import { formatDateTime } from '../../format';

/** Koncept / Naplánováno na … / Publikováno, as lists and editors show an item's publication. */
export function stateText(state: PublicationState, publishedAt: string | null): string {
  if (state === 'draft') return 'Koncept';
  if (state === 'scheduled') return `Naplánováno na ${formatDateTime(publishedAt)}`;
  return 'Publikováno';
}

export function StateChip({ state, publishedAt }: { state: PublicationState; publishedAt: string | null }) {
  return (
    <Chip
      size="small"
      label={stateText(state, publishedAt)}
      color={state === 'published' ? 'success' : state === 'scheduled' ? 'info' : 'default'}
      variant={state === 'draft' ? 'outlined' : 'filled'}
    />
  );
}

/** The languages an item lacks, as a short mark. */
export function MissingTranslations({ locales }: { locales: string[] }) {
  if (locales.length === 0) return null;
  return (
    <Chip
      size="small"
      color="warning"
      variant="outlined"
      label={`chybí překlad: ${locales.map((l) => l.toUpperCase()).join(', ')}`}
    />
  );
}
