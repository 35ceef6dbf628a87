import { useState } from 'react';
import {
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
import type { AdminProduct, AdminVariant } from '@shop/contract';
import { productApi } from './api';
import { messageOf, useSave } from './useSave';
import { VariantSections } from './VariantSections';

type Props = { product: AdminProduct; onSaved: (p: AdminProduct) => void };

function StockRow({
  product,
  variant,
  row,
  onSaved,
}: Props & { variant: AdminVariant; row: AdminVariant['stock'][number] }) {
  const [quantity, setQuantity] = useState(String(row.quantity));
  const { run, pending, error } = useSave(onSaved);
  const [localError, setLocalError] = useState<string | null>(null);
  const label = `${variant.code}, sklad ${row.warehouse}`;
  const save = () => {
    const n = Number(quantity);
    if (!Number.isInteger(n) || n < 0) {
      setLocalError('Zadejte počet kusů celým číslem od nuly.');
      return;
    }
    setLocalError(null);
    void run(
      () => productApi.setStock(product.id, variant.id, row.warehouse, n),
      `Sklad ${label} je uložený.`,
    );
  };
  const message = localError ?? messageOf(error);
  return (
    <TableRow>
      <TableCell>{row.warehouse}</TableCell>
      <TableCell>
        <TextField
          size="small"
          type="number"
          label="Kusů"
          value={quantity}
          onChange={(e) => setQuantity(e.target.value)}
          error={!!message}
          slotProps={{ htmlInput: { min: 0, 'aria-label': `Počet kusů: ${label}` } }}
        />
      </TableCell>
      <TableCell>{row.reserved}</TableCell>
      <TableCell>
        <Button onClick={save} disabled={pending} aria-label={`Uložit sklad: ${label}`}>
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

/** Sklad: pieces per variant and warehouse; never fewer than unpaid orders hold there. */
export function StockTab({ product, onSaved }: Props) {
  return (
    <VariantSections
      product={product}
      part="stock"
      note={(v) => (v.checkStock ? null : ' (sklad se nehlídá)')}
    >
      {(v, headingId) => (
        <TableContainer>
          <Table size="small" aria-labelledby={headingId}>
            <TableHead>
              <TableRow>
                <TableCell>Sklad</TableCell>
                <TableCell>Kusů</TableCell>
                <TableCell>Drží nezaplacené objednávky</TableCell>
                <TableCell>
                  <Box component="span" sx={visuallyHidden}>
                    Akce
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {v.stock.map((row) => (
                <StockRow key={row.warehouse} product={product} variant={v} row={row} onSaved={onSaved} />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </VariantSections>
  );
}
