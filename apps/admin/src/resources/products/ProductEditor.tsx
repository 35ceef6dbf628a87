import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Box, Button, Chip, CircularProgress, Link, Stack, Tab, Tabs } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Confirm, Title } from 'react-admin';
import type { AdminProduct, AdminProductBody, AdminProductOptions, AdminProductText } from '@shop/contract';
import { productApi } from './api';
import { BasicsTab } from './BasicsTab';
import { ImagesTab } from './ImagesTab';
import { ApiError } from '../../api/client';
import { bodyOf, draftErrors, editorLocales, type EditorLocale } from './model';
import { PricesTab } from './PricesTab';
import { StockTab } from './StockTab';
import { TextsTab } from './TextsTab';
import { messageOf, useSave } from './useSave';
import { VariantsTab } from './VariantsTab';

const tabs = ['Základní údaje', 'Texty', 'Varianty', 'Ceny', 'Sklad', 'Obrázky', 'SEO'] as const;

function TabPanel({ index, current, children }: { index: number; current: number; children: ReactNode }) {
  return (
    <Box
      role="tabpanel"
      id={`product-tabpanel-${index}`}
      aria-labelledby={`product-tab-${index}`}
      hidden={index !== current}
      sx={{ pt: 2 }}
    >
      {index === current && children}
    </Box>
  );
}

export function StatusChip({ p }: { p: Pick<AdminProduct, 'visible' | 'archivedAt'> }) {
  if (p.archivedAt) return <Chip label="archivovaný" />;
  return p.visible ? (
    <Chip color="success" label="zveřejněný" />
  ) : (
    <Chip color="warning" variant="outlined" label="nezveřejněný" />
  );
}

type Confirming = 'publish' | 'hide' | 'archive' | 'restore' | null;

/**
 * The product editor: the product's own fields (Základní údaje, Texty, SEO) saved together; its
 * variants, prices, stock and pictures each saved where they are edited. A refusal leaves every
 * input as it was, with the server's message at the field.
 */
export function ProductEditor({
  product: initial,
  options,
}: {
  product: AdminProduct;
  options: AdminProductOptions;
}) {
  const [product, setProduct] = useState(initial);
  const [draft, setDraft] = useState<AdminProductBody>(() => bodyOf(initial));
  const [tab, setTab] = useState(0);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [dirty, setDirty] = useState(false);
  const main = useSave((p) => {
    setProduct(p);
  });
  const change = (patch: Partial<AdminProductBody>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setDirty(true);
  };
  const changeText = (locale: EditorLocale, patch: Partial<AdminProductText>) => {
    setDraft((d) => ({ ...d, texts: { ...d.texts, [locale]: { ...d.texts[locale], ...patch } } }));
    setDirty(true);
  };
  const save = () =>
    main
      .run(() => {
        const missing = draftErrors(draft);
        return missing.length
          ? Promise.reject(new ApiError(422, missing))
          : productApi.update(product.id, draft);
      }, 'Produkt je uložený.')
      .then((ok) => ok && setDirty(false));
  const archived = !!product.archivedAt;
  const act = (which: Exclude<Confirming, null>) => {
    setConfirming(null);
    const work = {
      publish: () => productApi.visibility(product.id, true),
      hide: () => productApi.visibility(product.id, false),
      archive: () => productApi.archive(product.id),
      restore: () => productApi.restore(product.id),
    }[which];
    const done = {
      publish: 'Produkt je zveřejněný.',
      hide: 'Produkt je skrytý.',
      archive: 'Produkt je archivovaný.',
      restore: 'Produkt je obnovený; zveřejněte ho, až bude připravený.',
    }[which];
    void main.run(work, done);
  };
  const missing = editorLocales.filter((l) => l !== 'cs' && !draft.texts[l].name);
  return (
    <Box component="section" aria-labelledby="page-title" sx={{ py: 2, maxWidth: 1400 }}>
      <Title title={`Produkt: ${product.texts.cs.name}`} />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Box component="h1" id="page-title" sx={{ typography: 'h5', m: 0, mr: 1 }}>
          {product.texts.cs.name}
        </Box>
        <StatusChip p={product} />
        <Box sx={{ flex: 1 }} />
        <Link
          href={product.storefrontUrl}
          target="_blank"
          rel="noopener"
          sx={{ display: 'inline-flex', gap: 0.5 }}
        >
          Zobrazit v obchodě
          <OpenInNewIcon fontSize="small" aria-label="(otevře se v novém okně)" />
        </Link>
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}>
        {!archived && (
          <Button variant="contained" onClick={() => void save()} disabled={main.pending}>
            Uložit změny
          </Button>
        )}
        {!archived &&
          (product.visible ? (
            <Button onClick={() => setConfirming('hide')} disabled={main.pending}>
              Skrýt z obchodu
            </Button>
          ) : (
            <Button
              color="success"
              variant="outlined"
              onClick={() => setConfirming('publish')}
              disabled={main.pending}
            >
              Zveřejnit
            </Button>
          ))}
        {archived ? (
          <Button onClick={() => setConfirming('restore')} disabled={main.pending}>
            Obnovit z archivu
          </Button>
        ) : (
          <Button color="warning" onClick={() => setConfirming('archive')} disabled={main.pending}>
            Archivovat
          </Button>
        )}
        {main.pending && <CircularProgress size={24} aria-label="Ukládá se" />}
      </Stack>
      {dirty && !archived && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Základní údaje, texty nebo SEO mají neuložené změny.
        </Alert>
      )}
      {archived && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          Produkt je archivovaný: obchod ho neukazuje ani neprodává. Upravit ho lze po obnovení.
        </Alert>
      )}
      {messageOf(main.error) && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {messageOf(main.error)}
        </Alert>
      )}
      <Tabs
        value={tab}
        onChange={(_, v: number) => setTab(v)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label="Části produktu"
      >
        {tabs.map((t, i) => (
          <Tab
            key={t}
            id={`product-tab-${i}`}
            aria-controls={`product-tabpanel-${i}`}
            label={t === 'Texty' && missing.length ? `${t} (chybí překlad)` : t}
          />
        ))}
      </Tabs>
      <Box
        sx={archived ? { pointerEvents: 'none', opacity: 0.7 } : undefined}
        aria-disabled={archived || undefined}
      >
        <TabPanel index={0} current={tab}>
          <BasicsTab draft={draft} change={change} options={options} error={main.error} />
        </TabPanel>
        <TabPanel index={1} current={tab}>
          <TextsTab draft={draft} changeText={changeText} error={main.error} part="texts" />
        </TabPanel>
        <TabPanel index={2} current={tab}>
          <VariantsTab product={product} options={options} onSaved={setProduct} />
        </TabPanel>
        <TabPanel index={3} current={tab}>
          <PricesTab product={product} options={options} onSaved={setProduct} />
        </TabPanel>
        <TabPanel index={4} current={tab}>
          <StockTab product={product} onSaved={setProduct} />
        </TabPanel>
        <TabPanel index={5} current={tab}>
          <ImagesTab product={product} onSaved={setProduct} />
        </TabPanel>
        <TabPanel index={6} current={tab}>
          <TextsTab draft={draft} changeText={changeText} error={main.error} part="seo" />
        </TabPanel>
      </Box>
      <Confirm
        isOpen={confirming !== null}
        title={
          {
            publish: 'Zveřejnit produkt?',
            hide: 'Skrýt produkt z obchodu?',
            archive: 'Archivovat produkt?',
            restore: 'Obnovit produkt z archivu?',
          }[confirming ?? 'publish']
        }
        content={
          {
            publish: 'Produkt se ukáže v obchodě, v kategoriích i ve vyhledávání.',
            hide: 'Produkt zmizí z obchodu, kategorií i vyhledávání; data zůstanou.',
            archive:
              'Produkt zmizí z obchodu a nepůjde koupit. Objednávky a doklady, které ho obsahují, zůstanou.',
            restore: 'Produkt půjde znovu upravovat; v obchodě se ukáže, až ho zveřejníte.',
          }[confirming ?? 'publish']
        }
        confirm={
          { publish: 'Zveřejnit', hide: 'Skrýt', archive: 'Archivovat', restore: 'Obnovit' }[
            confirming ?? 'publish'
          ]
        }
        cancel="Zrušit"
        onConfirm={() => confirming && act(confirming)}
        onClose={() => setConfirming(null)}
      />
    </Box>
  );
}

/** Loads a product and the pickers' options, then shows the editor. */
export function useProductAndOptions(id: number | null) {
  const [state, setState] = useState<{
    product: AdminProduct | null;
    options: AdminProductOptions | null;
    error: unknown;
  }>({ product: null, options: null, error: null });
  useEffect(() => {
    let live = true;
    Promise.all([id === null ? Promise.resolve(null) : productApi.get(id), productApi.options()])
      .then(([product, options]) => live && setState({ product, options, error: null }))
      .catch((error: unknown) => live && setState({ product: null, options: null, error }));
    return () => {
      live = false;
    };
  }, [id]);
  return state;
}
