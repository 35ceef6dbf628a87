import { useState, type ReactNode } from 'react';
import { Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import type { AdminProduct, AdminProductOptions, AdminVariant } from '@shop/contract';
import { fieldError, productApi } from './api';
import { parseAmount } from './model';
import { messageOf, useSave } from './useSave';
import { VariantSections } from './VariantSections';

type Props = { product: AdminProduct; options: AdminProductOptions; onSaved: (p: AdminProduct) => void };
type Currency = AdminProductOptions['currencies'][number];
type RowProps = { product: AdminProduct; variant: AdminVariant; onSaved: (p: AdminProduct) => void };

const show = (n: number | null | undefined) =>
  n === null || n === undefined ? '' : String(n).replace('.', ',');
const wholeAmount = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : null);

/** A row of the tab: its title, inputs and buttons side by side on a wide screen, stacked on a phone. */
function Row({ title, children, message }: { title: string; children: ReactNode; message: string | null }) {
  return (
    <Box role="group" aria-label={title} sx={{ py: 1, borderBottom: '1px solid #eceff1' }}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', md: '10rem minmax(0, 12rem) minmax(0, 12rem) auto' },
          gap: 1,
          alignItems: 'center',
        }}
      >
        <Typography sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, fontWeight: 500 }}>{title}</Typography>
        {children}
      </Box>
      {message && (
        <Typography role="alert" color="error" variant="body2" sx={{ mt: 0.5 }}>
          {message}
        </Typography>
      )}
    </Box>
  );
}

const buttons = { gridColumn: { xs: '1 / -1', md: 'auto' }, flexWrap: 'wrap', gap: 1 } as const;

/** One price: a variant's in a currency for everyone or a customer group, with the price before a discount. */
function PriceRow({
  product,
  variant,
  currency,
  group,
  onSaved,
}: RowProps & { currency: Currency; group: string | null }) {
  const current = variant.prices.find((p) => p.currency === currency && p.customerGroup === group);
  const [price, setPrice] = useState(show(current?.price));
  const [original, setOriginal] = useState(show(current?.originalPrice));
  const { run, pending, error } = useSave(onSaved);
  const [localError, setLocalError] = useState<string | null>(null);
  const groupName = group ?? 'všichni';
  const label = `${variant.code}, ${currency}, ${groupName}`;
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
  // Everyone's price of a published product can be changed, not removed.
  const removable = current && (group !== null || !product.visible);
  return (
    <Row title={`${currency} · ${groupName}`} message={localError ?? messageOf(error)}>
      <TextField
        size="small"
        label="Cena s DPH"
        value={price}
        onChange={(e) => setPrice(e.target.value)}
        error={!!(localError || fieldError(error, 'price'))}
        slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': `Cena s DPH: ${label}` } }}
      />
      <TextField
        size="small"
        label="Původní cena"
        value={original}
        onChange={(e) => setOriginal(e.target.value)}
        error={!!fieldError(error, 'originalPrice')}
        slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': `Původní cena: ${label}` } }}
      />
      <Stack direction="row" sx={buttons}>
        <Button onClick={save} disabled={pending} aria-label={`Uložit cenu: ${label}`}>
          Uložit
        </Button>
        {removable && (
          <Button
            color="warning"
            disabled={pending}
            aria-label={`Smazat cenu: ${label}`}
            onClick={() =>
              void run(
                () => productApi.removePrice(product.id, variant.id, currency, group),
                `Cena ${label} je smazaná.`,
              )
            }
          >
            Smazat
          </Button>
        )}
      </Stack>
    </Row>
  );
}

/** Checks a volume price's inputs; answers the amount and price, or the message. */
function volumeInput(amount: string, price: string): { fromAmount: number; price: number } | string {
  const fromAmount = wholeAmount(amount);
  if (fromAmount === null || fromAmount < 2) return 'Zadejte množství celým číslem aspoň 2.';
  const p = parseAmount(price);
  if (p === null) return 'Zadejte cenu za kus číslem, např. 199 nebo 7,90.';
  return { fromAmount, price: p };
}

/** A volume price as it is: its amount and unit price changed or the whole removed. */
function VolumeRow({
  product,
  variant,
  row,
  onSaved,
}: RowProps & { row: AdminVariant['volumePrices'][number] }) {
  const [amount, setAmount] = useState(String(row.fromAmount));
  const [price, setPrice] = useState(show(row.price));
  const { run, pending, error } = useSave(onSaved);
  const [localError, setLocalError] = useState<string | null>(null);
  const label = `${variant.code}, ${row.currency}, od ${row.fromAmount} ${product.unit}`;
  const save = () => {
    const input = volumeInput(amount, price);
    setLocalError(typeof input === 'string' ? input : null);
    if (typeof input === 'string') return;
    void run(
      () => productApi.changeVolumePrice(product.id, variant.id, row.currency, row.fromAmount, input),
      `Množstevní cena ${label} je uložená.`,
    );
  };
  return (
    <Row
      title={`${row.currency} · od ${row.fromAmount} ${product.unit}`}
      message={localError ?? messageOf(error)}
    >
      <TextField
        size="small"
        label="Od množství"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        error={!!fieldError(error, 'fromAmount')}
        slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': `Od množství: ${label}` } }}
      />
      <TextField
        size="small"
        label="Cena za kus s DPH"
        value={price}
        onChange={(e) => setPrice(e.target.value)}
        error={!!fieldError(error, 'price')}
        slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': `Cena za kus s DPH: ${label}` } }}
      />
      <Stack direction="row" sx={buttons}>
        <Button onClick={save} disabled={pending} aria-label={`Uložit množstevní cenu: ${label}`}>
          Uložit
        </Button>
        <Button
          color="warning"
          disabled={pending}
          aria-label={`Smazat množstevní cenu: ${label}`}
          onClick={() =>
            void run(
              () => productApi.removeVolumePrice(product.id, variant.id, row.currency, row.fromAmount),
              `Množstevní cena ${label} je smazaná.`,
            )
          }
        >
          Smazat
        </Button>
      </Stack>
    </Row>
  );
}

/** A new volume price: currency, amount from which it applies and unit price. */
function NewVolumeRow({ product, variant, currencies, onSaved }: RowProps & { currencies: Currency[] }) {
  const [currency, setCurrency] = useState<Currency>(currencies[0] ?? 'CZK');
  const [amount, setAmount] = useState('');
  const [price, setPrice] = useState('');
  const { run, pending, error } = useSave(onSaved);
  const [localError, setLocalError] = useState<string | null>(null);
  const label = `${variant.code}, nová množstevní cena`;
  const add = () => {
    const input = volumeInput(amount, price);
    setLocalError(typeof input === 'string' ? input : null);
    if (typeof input === 'string') return;
    void run(
      () => productApi.addVolumePrice(product.id, variant.id, { currency, ...input }),
      `Množstevní cena od ${input.fromAmount} ${product.unit} je přidaná.`,
    ).then((ok) => {
      if (ok) {
        setAmount('');
        setPrice('');
      }
    });
  };
  return (
    <Row title="Nová" message={localError ?? messageOf(error)}>
      <TextField
        size="small"
        label="Od množství"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        error={!!fieldError(error, 'fromAmount')}
        slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': `Od množství: ${label}` } }}
      />
      <TextField
        size="small"
        label="Cena za kus s DPH"
        value={price}
        onChange={(e) => setPrice(e.target.value)}
        error={!!fieldError(error, 'price')}
        slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': `Cena za kus s DPH: ${label}` } }}
      />
      <Stack direction="row" sx={{ ...buttons, alignItems: 'center' }}>
        {currencies.length > 1 && (
          <TextField
            select
            size="small"
            label="Měna"
            value={currency}
            onChange={(e) => setCurrency(e.target.value as Currency)}
            slotProps={{ htmlInput: { 'aria-label': `Měna: ${label}` } }}
            sx={{ width: '7rem', flex: 'none' }}
          >
            {currencies.map((c) => (
              <MenuItem key={c} value={c}>
                {c}
              </MenuItem>
            ))}
          </TextField>
        )}
        <Button onClick={add} disabled={pending} aria-label={`Přidat množstevní cenu: ${variant.code}`}>
          Přidat
        </Button>
      </Stack>
    </Row>
  );
}

/**
 * Ceny: per variant, currency and customer group (everyone's first). A price before a discount
 * makes it a discount; the shop then shows the lowest price of the 30 days before it. Below them
 * the variant's volume prices: a lower unit price from an amount on.
 */
export function PricesTab({ product, options, onSaved }: Props) {
  const groups: (string | null)[] = [null, ...options.customerGroups];
  return (
    <Box>
      <Typography sx={{ mb: 2 }}>
        Ceny s DPH. Původní cena (před slevou) musí být vyšší než cena; prázdná znamená bez slevy. Cenu
        skupiny zákazníků lze smazat, pak skupina platí cenu pro všechny.
      </Typography>
      <VariantSections product={product} part="prices">
        {(v) => (
          <>
            {options.currencies.flatMap((c) =>
              groups.map((g) => {
                const now = v.prices.find((p) => p.currency === c && p.customerGroup === g);
                return (
                  <PriceRow
                    // A saved or removed price shows as the server has it.
                    key={`${c}-${g ?? ''}-${now?.price ?? ''}-${now?.originalPrice ?? ''}`}
                    product={product}
                    variant={v}
                    currency={c}
                    group={g}
                    onSaved={onSaved}
                  />
                );
              }),
            )}
            <Typography component="h4" variant="subtitle2" sx={{ mt: 2, fontWeight: 600 }}>
              Množstevní ceny
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
              Nižší cena za kus od zadaného množství (aspoň 2), s DPH; musí být nižší než cena pro všechny.
            </Typography>
            {v.volumePrices.map((q) => (
              <VolumeRow
                key={`${q.currency}-${q.fromAmount}-${q.price}`}
                product={product}
                variant={v}
                row={q}
                onSaved={onSaved}
              />
            ))}
            <NewVolumeRow product={product} variant={v} currencies={options.currencies} onSaved={onSaved} />
          </>
        )}
      </VariantSections>
    </Box>
  );
}
