import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import type { AdminProduct, AdminProductOptions, AdminVariant } from '@shop/contract';
import { fieldError, productApi } from './api';
import { parseAmount } from './model';
import { messageOf, useSave } from './useSave';

type Props = { product: AdminProduct; options: AdminProductOptions; onSaved: (p: AdminProduct) => void };
type Currency = AdminProductOptions['currencies'][number];

/** One price: a variant's in a currency for everyone or a customer group, with the price before a discount. */
function PriceRow({
  product,
  variant,
  currency,
  group,
  onSaved,
}: {
  product: AdminProduct;
  variant: AdminVariant;
  currency: Currency;
  group: string | null;
  onSaved: (p: AdminProduct) => void;
}) {
  const current = variant.prices.find((p) => p.currency === currency && p.customerGroup === group);
  const show = (n: number | null | undefined) =>
    n === null || n === undefined ? '' : String(n).replace('.', ',');
  const [price, setPrice] = useState(show(current?.price));
  const [original, setOriginal] = useState(show(current?.originalPrice));
  const { run, pending, error } = useSave(onSaved);
  const groupName = group ?? 'všichni';
  const label = `${variant.code}, ${currency}, ${groupName}`;
  const [localError, setLocalError] = useState<string | null>(null);
  const save = () => {
    const p = parseAmount(price);
    if (p === null) {
      setLocalError('Zadejte cenu číslem, např. 249 nebo 12,50.');
      return;
    }
    setLocalError(null);
    void run(
      () =>
        productApi.setPrice(product.id, variant.id, {
          currency,
          customerGroup: group,
          price: p,
          originalPrice: parseAmount(original),
        }),
      `Cena ${label} je uložená.`,
    );
  };
  const message = localError ?? messageOf(error);
  return (
    <TableRow>
      <TableCell>{currency}</TableCell>
      <TableCell>{groupName}</TableCell>
      <TableCell>
        <TextField
          size="small"
          label="Cena s DPH"
          value={price}
          onChange={(e) => setPrice(e.target.value)}
          error={!!(localError || fieldError(error, 'price'))}
          slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': `Cena s DPH: ${label}` } }}
        />
      </TableCell>
      <TableCell>
        <TextField
          size="small"
          label="Původní cena"
          value={original}
          onChange={(e) => setOriginal(e.target.value)}
          error={!!fieldError(error, 'originalPrice')}
          slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': `Původní cena: ${label}` } }}
        />
      </TableCell>
      <TableCell>
        <Button onClick={save} disabled={pending} aria-label={`Uložit cenu: ${label}`}>
          Uložit
        </Button>
        {message && (
          <Typography role="alert" color="error" variant="body2">
            {message}
          </Typography>
        )}
      </TableCell>
    </TableRow>
  );
}

/**
 * Ceny: per variant, currency and customer group (everyone's first). A price before a discount
 * makes it a discount; the shop then shows the lowest price of the 30 days before it.
 */
export function PricesTab({ product, options, onSaved }: Props) {
  const active = product.variants.filter((v) => !v.archivedAt);
  if (active.length === 0) return <Alert severity="info">Nejdřív přidejte variantu.</Alert>;
  const groups: (string | null)[] = [null, ...options.customerGroups];
  return (
    <Box>
      <Typography sx={{ mb: 2 }}>
        Ceny s DPH. Původní cena (před slevou) musí být vyšší než cena; prázdná znamená bez slevy.
      </Typography>
      {active.map((v) => (
        <Box component="section" key={v.id} sx={{ mb: 3 }} aria-labelledby={`prices-${v.id}`}>
          <Typography
            component="h3"
            variant="subtitle1"
            id={`prices-${v.id}`}
            sx={{ fontWeight: 600, mb: 1 }}
          >
            {v.code} – {v.name.cs}
          </Typography>
          <TableContainer>
            <Table size="small" aria-labelledby={`prices-${v.id}`}>
              <TableHead>
                <TableRow>
                  <TableCell>Měna</TableCell>
                  <TableCell>Skupina zákazníků</TableCell>
                  <TableCell>Cena</TableCell>
                  <TableCell>Před slevou</TableCell>
                  <TableCell>
                    <Box component="span" sx={visuallyHidden}>
                      Akce
                    </Box>
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {options.currencies.flatMap((c) =>
                  groups.map((g) => (
                    <PriceRow
                      key={`${c}-${g ?? ''}`}
                      product={product}
                      variant={v}
                      currency={c}
                      group={g}
                      onSaved={onSaved}
                    />
                  )),
                )}
              </TableBody>
            </Table>
          </TableContainer>
        </Box>
      ))}
    </Box>
  );
}
