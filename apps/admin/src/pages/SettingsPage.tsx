import { useEffect, useState, type ReactNode } from 'react';
import {
  BooleanInput,
  CheckboxGroupInput,
  Confirm,
  Form,
  NumberInput,
  SaveButton,
  SelectInput,
  TextInput,
  useNotify,
} from 'react-admin';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import {
  checkoutFieldDefaults,
  checkoutFieldLabels,
  checkoutFieldNames,
  DEFAULT_CONDITIONS_PAGE,
  DEFAULT_PRICE_DISPLAY,
  priceDisplayLabels,
  priceDisplays,
  shopFunctionLabels,
  shopFunctionNames,
  themePageLabels,
  themePageNames,
  shopSettingLabels,
  defaultLocale,
  locales,
  shopLanguageNames,
  DEFAULT_PICKUP_POINT_COUNTRIES,
  pickupPointCountryListLabels,
  pickupPointCountryLists,
  type ShopSettingKey,
} from '@shop/contract';
import { api, ApiError, unwrap } from '../api/client';
import { Page, Section } from '../components';

/**
 * The shop's settings (permission `settings`): each part saves on its own, the server checks it
 * and answers a bad field in Czech beside it. Amounts are in crowns and euros with VAT.
 * Maintenance has its own switch with a warning and a confirmation.
 */

type Values = Partial<Record<ShopSettingKey, unknown>>;

/** Server errors of a setting (`value.CZK`) as the form's own fields; the rest as the form's root error. */
function formErrors(e: unknown, fields: readonly string[]): Record<string, unknown> {
  if (!(e instanceof ApiError)) return { root: { serverError: e instanceof Error ? e.message : String(e) } };
  const out: Record<string, string> = {};
  const rest: string[] = [];
  for (const err of e.errors) {
    if (err.field && fields.includes(err.field)) out[err.field] = err.title;
    else rest.push(err.title);
  }
  return rest.length ? { ...out, root: { serverError: rest.join(' ') } } : out;
}

/** One setting's form: its inputs are named `value…` as the server names the fields. */
function SettingForm({
  settingKey,
  value,
  fields,
  toValue = (v) => v,
  description,
  onSaved,
  children,
}: {
  settingKey: ShopSettingKey;
  value: unknown;
  /** The form's field names the server may name in a refusal. */
  fields: readonly string[];
  toValue?: (formValue: unknown) => unknown;
  description?: ReactNode;
  onSaved: () => void;
  children: ReactNode;
}) {
  const notify = useNotify();
  const [rootError, setRootError] = useState<string | null>(null);
  const submit = async (data: Record<string, unknown>) => {
    setRootError(null);
    try {
      await unwrap(
        api.PUT('/api/admin/v1/shop-settings/{key}', {
          params: { path: { key: settingKey } },
          body: { value: toValue(data.value) },
        }),
      );
      notify(`Uloženo: ${shopSettingLabels[settingKey]}.`, { type: 'success' });
      onSaved();
      return undefined;
    } catch (e) {
      const errors = formErrors(e, fields);
      const root = (errors.root as { serverError?: string } | undefined)?.serverError;
      if (root) setRootError(root);
      return errors;
    }
  };
  return (
    <Section title={shopSettingLabels[settingKey]}>
      {description && (
        <Typography component="div" variant="body2" sx={{ mb: 1 }}>
          {description}
        </Typography>
      )}
      <Form record={{ value }} onSubmit={submit} noValidate>
        <Stack sx={{ gap: 0.5 }}>{children}</Stack>
        {rootError && (
          <Alert severity="error" role="alert" sx={{ my: 1 }}>
            {rootError}
          </Alert>
        )}
        <SaveButton label="Uložit" alwaysEnable={false} />
      </Form>
    </Section>
  );
}

/** Amounts per currency with the empty ones left out. */
const amounts = (v: unknown) =>
  Object.fromEntries(
    Object.entries((v ?? {}) as Record<string, unknown>).filter(([, n]) => typeof n === 'number'),
  );

function AmountInputs() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: { sm: 2 } }}>
      <NumberInput source="value.CZK" label="V korunách (Kč)" min={0} step={1} />
      <NumberInput source="value.EUR" label="V eurech (€)" min={0} step={0.01} />
    </Stack>
  );
}

/** The maintenance switch: the whole storefront answers with the maintenance page while it is on. */
function MaintenanceSection() {
  const notify = useNotify();
  const [state, setState] = useState<{ enabled: boolean; retryAfterSeconds: number } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    fetch('/api/v1/maintenance', { cache: 'no-store' })
      .then((res) => res.json() as Promise<{ data: { enabled: boolean; retryAfterSeconds: number } }>)
      .then((body) => setState(body.data))
      .catch(() => setError('Stav údržby se nepodařilo načíst.'));
  }, []);
  const toggle = async () => {
    if (!state) return;
    setPending(true);
    setError(null);
    try {
      const next = await unwrap(
        api.PUT('/api/admin/v1/maintenance', {
          body: { enabled: !state.enabled, retryAfterSeconds: state.retryAfterSeconds },
        }),
      );
      setState(next.data);
      notify(next.data.enabled ? 'Obchod je v údržbě.' : 'Obchod je znovu otevřený.', { type: 'success' });
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setPending(false);
      setConfirming(false);
    }
  };
  return (
    <Section title="Údržba obchodu">
      <Alert severity="warning" icon={<WarningAmberIcon />} sx={{ mb: 2 }}>
        Během údržby uvidí každý návštěvník místo obchodu jen stránku údržby a nikdo nemůže nakoupit.
        Zapínejte ji jen na nezbytně nutnou dobu.
      </Alert>
      {state === null && !error && <CircularProgress size={24} aria-label="Načítám stav údržby" />}
      {state && (
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
          <Typography component="p" role="status" sx={{ fontWeight: 600 }}>
            {state.enabled ? 'Obchod je právě v údržbě.' : 'Obchod je otevřený.'}
          </Typography>
          <Button
            variant="contained"
            color={state.enabled ? 'primary' : 'error'}
            onClick={() => setConfirming(true)}
            disabled={pending}
          >
            {state.enabled ? 'Ukončit údržbu' : 'Zapnout údržbu'}
          </Button>
        </Stack>
      )}
      {error && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
      <Confirm
        isOpen={confirming}
        loading={pending}
        title={state?.enabled ? 'Ukončit údržbu?' : 'Zapnout údržbu?'}
        content={
          state?.enabled
            ? 'Obchod se hned otevře všem návštěvníkům.'
            : 'Obchod se hned zavře: všichni návštěvníci uvidí stránku údržby, dokud ji neukončíte.'
        }
        confirm={state?.enabled ? 'Ukončit údržbu' : 'Ano, zapnout údržbu'}
        cancel="Zpět"
        onConfirm={() => void toggle()}
        onClose={() => setConfirming(false)}
      />
    </Section>
  );
}

const functionChoices = shopFunctionNames.map((id) => ({ id, name: shopFunctionLabels[id] }));
const countryChoices = [
  { id: 'CZE', name: 'Česko' },
  { id: 'SVK', name: 'Slovensko' },
  { id: 'DEU', name: 'Německo' },
  { id: 'AUT', name: 'Rakousko' },
  { id: 'POL', name: 'Polsko' },
];

export function SettingsPage() {
  const [values, setValues] = useState<Values | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Each save reads the settings again: the server's answer is what the forms show.
  const [version, setVersion] = useState(0);
  useEffect(() => {
    unwrap(api.GET('/api/admin/v1/shop-settings'))
      .then((res) => setValues(Object.fromEntries(res.data.map((s) => [s.key, s.value]))))
      .catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  }, [version]);
  const saved = () => setVersion((v) => v + 1);

  const functions = (values?.functions ?? {}) as Record<string, boolean>;
  const loyalty = (values?.loyalty ?? { enabled: false, percentOfDelivered: 0 }) as object;

  return (
    <Page title="Nastavení obchodu" wide>
      <MaintenanceSection />
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      {!values && !error && <CircularProgress aria-label="Načítám nastavení" />}
      {values && (
        <>
          <SettingForm
            settingKey="loyalty"
            value={loyalty}
            fields={['value.enabled', 'value.percentOfDelivered']}
            onSaved={saved}
            description={
              <>
                Registrovaný zákazník dostane po doručení objednávky kredity ve výši zadaného podílu z hodnoty
                zboží (bez dopravy a platby, po slevě z kupónu a bez uplatněných kreditů); objednávka v eurech
                se přepočte kurzem pro doklady. Uplatnění kreditů v košíku zapíná funkce „
                {shopFunctionLabels.loyalty_credits}“.
              </>
            }
          >
            <BooleanInput source="value.enabled" label="Připisovat kredity za doručené objednávky" />
            <NumberInput
              source="value.percentOfDelivered"
              label="Podíl z hodnoty zboží (%)"
              min={0}
              max={50}
              step={0.5}
            />
          </SettingForm>

          <SettingForm
            settingKey="freeShippingAtWithTax"
            value={values.freeShippingAtWithTax ?? {}}
            fields={['value.CZK', 'value.EUR']}
            toValue={amounts}
            onSaved={saved}
            description="Hranice dopravy zdarma, kterou obchod ukazuje v košíku a u produktů (hodnota zboží s DPH). Cenu dopravy v objednávce určuje hranice „Zdarma od“ u každého dopravce: nastavte ji u dopravců stejně."
          >
            <AmountInputs />
          </SettingForm>
          <SettingForm
            settingKey="orderMinimumValueWithTax"
            value={values.orderMinimumValueWithTax ?? {}}
            fields={['value.CZK', 'value.EUR']}
            toValue={amounts}
            onSaved={saved}
            description="Menší objednávku obchod nepřijme."
          >
            <AmountInputs />
          </SettingForm>
          <SettingForm
            settingKey="orderGiftAtWithTax"
            value={values.orderGiftAtWithTax ?? {}}
            fields={['value.CZK', 'value.EUR']}
            toValue={amounts}
            onSaved={saved}
            description="Hodnota, kterou obchod ukazuje jako hranici dárku k objednávce."
          >
            <AmountInputs />
          </SettingForm>

          <SettingForm
            settingKey="functions"
            value={shopFunctionNames.filter((n) => functions[n])}
            fields={['value']}
            toValue={(on) =>
              Object.fromEntries(shopFunctionNames.map((n) => [n, ((on ?? []) as string[]).includes(n)]))
            }
            onSaved={saved}
            description="Zaškrtnuté funkce obchod nabízí."
          >
            <CheckboxGroupInput source="value" label="Zapnuté funkce" choices={functionChoices} row={false} />
          </SettingForm>

          <SettingForm
            settingKey="checkoutFields"
            value={{
              on: checkoutFieldNames.filter(
                (n) =>
                  ((values.checkoutFields ?? {}) as Record<string, unknown>)[n] ?? checkoutFieldDefaults[n],
              ),
              conditionsPage:
                ((values.checkoutFields ?? {}) as { conditionsPage?: string }).conditionsPage ??
                DEFAULT_CONDITIONS_PAGE,
            }}
            fields={['value', 'value.conditionsPage']}
            toValue={(v) => {
              const { on = [], conditionsPage } = (v ?? {}) as { on?: string[]; conditionsPage?: string };
              return {
                ...Object.fromEntries(checkoutFieldNames.map((n) => [n, on.includes(n)])),
                conditionsPage,
              };
            }}
            onSaved={saved}
            description="Zaškrtnutá pole a souhlasy pokladna nabízí; souhlas s obchodními podmínkami je povinný vždy."
          >
            <CheckboxGroupInput
              source="value.on"
              label="Nabízená pole"
              choices={checkoutFieldNames.map((n) => ({ id: n, name: checkoutFieldLabels[n] }))}
              row={false}
            />
            <TextInput source="value.conditionsPage" label="Stránka s obchodními podmínkami" />
          </SettingForm>

          <SettingForm
            settingKey="pages"
            value={themePageNames.filter(
              (n) => ((values.pages ?? {}) as Record<string, boolean | undefined>)[n] !== false,
            )}
            fields={['value']}
            toValue={(on) =>
              Object.fromEntries(themePageNames.map((n) => [n, ((on ?? []) as string[]).includes(n)]))
            }
            onSaved={saved}
            description="Vypnutá stránka odpovídá „stránka nenalezena“ a zmizí z nabídek."
          >
            <CheckboxGroupInput
              source="value"
              label="Zobrazené stránky"
              choices={themePageNames.map((n) => ({ id: n, name: themePageLabels[n] }))}
              row={false}
            />
          </SettingForm>

          <SettingForm
            settingKey="priceDisplay"
            value={values.priceDisplay ?? DEFAULT_PRICE_DISPLAY}
            fields={['value']}
            onSaved={saved}
          >
            <SelectInput
              source="value"
              label="Ceny ukazovat"
              choices={priceDisplays.map((d) => ({ id: d, name: priceDisplayLabels[d] }))}
            />
          </SettingForm>

          <SettingForm
            settingKey="shop"
            value={values.shop ?? {}}
            fields={[
              'value.name',
              'value.email',
              'value.phone',
              'value.street',
              'value.city',
              'value.postcode',
              'value.countryCode',
              'value.ico',
              'value.dic',
              'value.registration',
              'value.hours.cs',
              'value.hours.sk',
              'value.hours.de',
            ]}
            onSaved={saved}
            description="Údaje v patičce, na dokladech a v e-mailech."
          >
            <TextInput source="value.name" label="Název obchodu" fullWidth />
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: { sm: 2 } }}>
              <TextInput source="value.email" label="E-mail" type="email" fullWidth />
              <TextInput source="value.phone" label="Telefon" fullWidth />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: { sm: 2 } }}>
              <TextInput source="value.street" label="Ulice" fullWidth />
              <TextInput source="value.city" label="Město" fullWidth />
              <TextInput source="value.postcode" label="PSČ" fullWidth />
              <SelectInput source="value.countryCode" label="Země" choices={countryChoices} />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: { sm: 2 } }}>
              <TextInput source="value.ico" label="IČO" fullWidth />
              <TextInput source="value.dic" label="DIČ" helperText="Prázdné: neplátce DPH." fullWidth />
            </Stack>
            <TextInput source="value.registration" label="Zápis v obchodním rejstříku" fullWidth />
            <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: { md: 2 } }}>
              <TextInput source="value.hours.cs" label="Zákaznická linka (česky)" fullWidth />
              <TextInput source="value.hours.sk" label="Zákaznická linka (slovensky)" fullWidth />
              <TextInput source="value.hours.de" label="Zákaznická linka (německy)" fullWidth />
            </Stack>
          </SettingForm>

          <SettingForm
            settingKey="topBanner"
            value={values.topBanner ?? { enabled: false, domains: ['cz'], text: { cs: '' } }}
            fields={[
              'value.enabled',
              'value.domains',
              'value.text.cs',
              'value.text.sk',
              'value.text.de',
              'value.url',
            ]}
            toValue={(v) => {
              const b = v as Record<string, unknown>;
              return { ...b, url: b.url ? b.url : undefined, linkText: b.linkText ?? undefined };
            }}
            onSaved={saved}
            description="Lišta nad hlavičkou obchodu."
          >
            <BooleanInput source="value.enabled" label="Zobrazit lištu" />
            <CheckboxGroupInput
              source="value.domains"
              label="Na doménách"
              choices={[
                { id: 'cz', name: 'Česká (cz)' },
                { id: 'sk', name: 'Slovenská (sk)' },
              ]}
            />
            <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: { md: 2 } }}>
              <TextInput source="value.text.cs" label="Text (česky)" fullWidth />
              <TextInput source="value.text.sk" label="Text (slovensky)" fullWidth />
              <TextInput source="value.text.de" label="Text (německy)" fullWidth />
            </Stack>
            <TextInput
              source="value.url"
              label="Odkaz"
              helperText="/stránka obchodu nebo https://…"
              fullWidth
            />
          </SettingForm>

          <SettingForm
            settingKey="shoppingDisabled"
            value={values.shoppingDisabled ?? { enabled: false }}
            fields={['value.enabled', 'value.text']}
            onSaved={saved}
            description="Obchod se dá prohlížet, ale košík nic nepřijme. Pro úplné zavření použijte údržbu."
          >
            <BooleanInput source="value.enabled" label="Pozastavit nákup" />
            <TextInput source="value.text" label="Text pro zákazníky" multiline fullWidth />
          </SettingForm>

          <SettingForm
            settingKey="bankAccount"
            value={values.bankAccount ?? {}}
            fields={['value.accountNumber', 'value.bic']}
            onSaved={saved}
            description="Účet pro platby převodem a QR platbu. Zákazníci ho vidí jen u své objednávky."
          >
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: { sm: 2 } }}>
              <TextInput source="value.accountNumber" label="Číslo účtu" helperText="např. 2001234588/2010" />
              <TextInput source="value.bic" label="BIC (SWIFT)" />
            </Stack>
          </SettingForm>

          <SettingForm
            settingKey="exchangeRates"
            value={values.exchangeRates ?? {}}
            fields={['value.EUR']}
            onSaved={saved}
            description="Kolik korun stojí jedno euro: uvádí se na dokladech v eurech a přepočítávají se jím věrnostní kredity."
          >
            <NumberInput source="value.EUR" label="Kurz eura (Kč za 1 €)" min={0} step={0.001} />
          </SettingForm>

          <SettingForm
            settingKey="sealedHygieneCategories"
            value={((values.sealedHygieneCategories ?? []) as string[]).join('\n')}
            fields={[]}
            toValue={(v) =>
              String(v ?? '')
                .split('\n')
                .map((s) => s.trim())
                .filter(Boolean)
            }
            onSaved={saved}
            description="Adresy kategorií (jedna na řádek), jejichž zboží po rozbalení nelze vrátit; platí i pro podkategorie."
          >
            <TextInput source="value" label="Adresy kategorií" multiline minRows={3} fullWidth />
          </SettingForm>

          <SettingForm
            settingKey="languages"
            value={(values.languages ?? [defaultLocale]) as string[]}
            fields={['value']}
            // Czech, the default language, is always offered.
            toValue={(on) =>
              locales.filter((l) => l === defaultLocale || ((on ?? []) as string[]).includes(l))
            }
            onSaved={saved}
            description="Jazyky, které obchod nabízí v přepínači jazyků a ve výsledcích vyhledávačů. Stránky vypnutého jazyka obchod neukazuje (stránka nenalezena). Čeština je výchozí jazyk a zůstává zapnutá."
          >
            <CheckboxGroupInput
              source="value"
              label="Nabízené jazyky"
              choices={locales.map((l) => ({
                id: l,
                name: l === defaultLocale ? `${shopLanguageNames[l]} (výchozí)` : shopLanguageNames[l],
                disabled: l === defaultLocale,
              }))}
              row={false}
            />
          </SettingForm>

          <SettingForm
            settingKey="pickupPointCountries"
            value={values.pickupPointCountries ?? DEFAULT_PICKUP_POINT_COUNTRIES}
            fields={['value']}
            onSaved={saved}
            description="Výdejní místa kterých zemí pokladna nabízí. Zákazník je v nich hledá podle města, ulice nebo PSČ a může je zúžit na kraj."
          >
            <SelectInput
              source="value"
              label="Výdejní místa v zemích"
              choices={pickupPointCountryLists.map((id) => ({ id, name: pickupPointCountryListLabels[id] }))}
            />
          </SettingForm>

          <SettingForm
            settingKey="maxPiecesPerLine"
            value={values.maxPiecesPerLine ?? null}
            fields={['value']}
            onSaved={saved}
          >
            <NumberInput source="value" label="Kusů na jeden řádek košíku" min={1} max={9999} step={1} />
          </SettingForm>

          <SettingForm
            settingKey="showFreeDeliveryTagByPrice"
            value={values.showFreeDeliveryTagByPrice ?? true}
            fields={['value']}
            onSaved={saved}
          >
            <BooleanInput
              source="value"
              label="Ukazovat štítek u produktů dražších než hranice dopravy zdarma"
            />
          </SettingForm>
          <Box sx={{ height: 16 }} />
        </>
      )}
    </Page>
  );
}
