import type { ReactNode } from 'react';
import { Alert, Box, Typography } from '@mui/material';
import type { AdminProduct, AdminVariant } from '@shop/contract';

/**
 * A section per variant that is not archived, headed by its code and name (a note after them when
 * given), the body from `children`; without such a variant, a hint to add one first.
 */
export function VariantSections({
  product,
  part,
  note,
  children,
}: {
  product: AdminProduct;
  /** Tells the headings' ids of one tab from another's. */
  part: string;
  note?: (v: AdminVariant) => string | null;
  children: (v: AdminVariant, headingId: string) => ReactNode;
}) {
  const active = product.variants.filter((v) => !v.archivedAt);
  if (active.length === 0) return <Alert severity="info">Nejdřív přidejte variantu.</Alert>;
  return active.map((v) => {
    const headingId = `${part}-${v.id}`;
    return (
      <Box component="section" key={v.id} sx={{ mb: 3 }} aria-labelledby={headingId}>
        <Typography component="h3" variant="subtitle1" id={headingId} sx={{ fontWeight: 600, mb: 1 }}>
          {v.code} – {v.name.cs}
          {note?.(v)}
        </Typography>
        {children(v, headingId)}
      </Box>
    );
  });
}
