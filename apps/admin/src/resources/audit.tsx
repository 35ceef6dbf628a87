import {
  DataTable,
  DateInput,
  List,
  SearchInput,
  SelectInput,
  Show,
  SimpleList,
  SimpleShowLayout,
  TextInput,
  useRecordContext,
  Labeled,
  TextField,
  FunctionField,
} from 'react-admin';
import { Box, Stack, Typography } from '@mui/material';
import type { AuditEntry } from '../api/types';
import { ListError, ShowError } from '../components';
import { formatDateTime } from '../format';
import { useSmall } from './useSmall';

/** What each action of the audit log is, in Czech; a newer action shows its code. */
export const auditActions: Record<string, string> = {
  'operator.login': 'Přihlášení',
  'operator.loginFailed': 'Nepovedené přihlášení',
  'operator.logout': 'Odhlášení',
  'operator.password': 'Změna hesla',
  'operator.totpEnabled': 'Zapnutí ověření kódem',
  'operator.create': 'Nový operátor',
  'operator.update': 'Změna operátora',
  'role.create': 'Nová role',
  'role.update': 'Změna role',
  'apiKey.create': 'Nový API klíč',
  'apiKey.revoke': 'Zneplatnění API klíče',
  'backup.download': 'Stažení zálohy',
  'customer.impersonate': 'Přihlášení za zákazníka',
  'order.status': 'Změna stavu objednávky',
  'order.transition': 'Změna stavu objednávky',
  'order.update': 'Úprava objednávky',
  'order.payment': 'Zapsaná platba',
  'order.refund': 'Vrácení peněz',
  'bank.import': 'Načtení výpisu',
  'bank.movement.resolve': 'Vyřešení bankovního pohybu',
  'customer.credits': 'Kredity zákazníka',
  'customer.groups': 'Skupiny zákazníka',
  'customer.block': 'Zablokování zákazníka',
  'customer.unblock': 'Odblokování zákazníka',
  'serviceCase.state': 'Změna stavu reklamace či vrácení',
  'serviceCase.message': 'Zpráva v reklamaci či vrácení',
  'serviceCase.creditNote': 'Opravný doklad k vrácení',
  'price.set': 'Změna ceny',
  'stock.set': 'Změna skladu',
  'maintenance.set': 'Údržba obchodu',
  'article.update': 'Úprava článku',
  'branch.create': 'Nová pobočka',
  'branch.update': 'Úprava pobočky',
  'branch.delete': 'Smazání pobočky',
  'category.content': 'Obsah kategorie',
  'curatedGuide.update': 'Úprava průvodce',
  'faqEntry.update': 'Úprava otázky FAQ',
  'glossaryTerm.update': 'Úprava pojmu slovníku',
  'infoBox.update': 'Úprava infoboxu',
  'page.update': 'Úprava stránky',
  'wideBanner.create': 'Nový banner',
  'wideBanner.update': 'Úprava banneru',
  'wideBanner.delete': 'Smazání banneru',
};

export const auditObjects: Record<string, string> = {
  operator: 'Operátor',
  role: 'Role',
  api_key: 'API klíč',
  database: 'Databáze',
  customer: 'Zákazník',
  bank_import: 'Bankovní výpis',
  bank_movement: 'Bankovní pohyb',
  serviceCase: 'Reklamace či vrácení',
  order: 'Objednávka',
  variant: 'Varianta zboží',
  setting: 'Nastavení',
  article: 'Článek',
  branch: 'Pobočka',
  category: 'Kategorie',
  curated_guide: 'Průvodce',
  faq_entry: 'Otázka FAQ',
  glossary_term: 'Pojem slovníku',
  info_box: 'Infobox',
  page: 'Stránka',
  wide_banner: 'Banner',
};

const actorTypes: Record<string, string> = { operator: 'Operátor', api_key: 'API klíč', system: 'Obchod' };

/** What an action does, by its last part (`product.publish`), for actions without a label above. */
const actionVerbs: Record<string, string> = {
  create: 'Vytvoření',
  update: 'Úprava',
  delete: 'Smazání',
  publish: 'Zveřejnění',
  unpublish: 'Stažení ze zveřejnění',
  schedule: 'Naplánování',
  archive: 'Archivace',
  restore: 'Obnovení',
  hide: 'Skrytí',
  move: 'Přesun',
  set: 'Nastavení',
  add: 'Přidání',
  remove: 'Odebrání',
  reset: 'Vrácení na výchozí',
  upload: 'Nahrání',
  export: 'Export',
  import: 'Import',
  rebuild: 'Přegenerování',
  end: 'Ukončení',
  image: 'Obrázek',
  images: 'Obrázky',
  texts: 'Texty',
  content: 'Obsah',
  blockedPayments: 'Zakázané platby',
};

/** What an action is done to, by its first part (camelCase or snake_case). */
const actionObjects: Record<string, string> = {
  product: 'produkt',
  variant: 'varianta',
  price: 'cena',
  volumePrice: 'množstevní cena',
  stock: 'sklad',
  category: 'kategorie',
  filteredCategory: 'filtrovaná kategorie',
  virtualCategory: 'virtuální kategorie',
  coupon: 'kupón',
  gift: 'dárek',
  shipper: 'doprava',
  payment: 'platba',
  setting: 'nastavení',
  media: 'obrázek',
  catalogue: 'katalog',
  catalogueImport: 'import katalogu',
  newsletter: 'odběratelé newsletteru',
  productFeeds: 'feedy produktů',
  article: 'článek',
  page: 'stránka',
  curatedGuide: 'průvodce',
  faqEntry: 'otázka FAQ',
  faq: 'otázka FAQ',
  glossaryTerm: 'pojem slovníku',
  infomail: 'infomail',
  infoBox: 'infobox',
  branch: 'pobočka',
  wideBanner: 'banner',
};

const camel = (s: string) => s.replace(/[_-](\w)/g, (_, c: string) => c.toUpperCase());

/** The action's own label, else its verb and object ("Zveřejnění – článek"), else its code. */
function actionLabel(action: string): string {
  if (auditActions[action]) return auditActions[action];
  const [object, ...rest] = action.split('.');
  const verb = actionVerbs[rest.at(-1) ?? ''];
  const what = actionObjects[camel(object ?? '')];
  return verb && what ? `${verb} – ${what}` : action;
}
const objectLabel = (r: AuditEntry) =>
  r.objectType ? `${auditObjects[r.objectType] ?? r.objectType}${r.objectId ? ` ${r.objectId}` : ''}` : '–';

const filters = [
  <SearchInput
    key="q"
    source="q"
    alwaysOn
    placeholder="Kdo, akce, adresa nebo ID"
    slotProps={{ htmlInput: { 'aria-label': 'Hledat: kdo, akce, adresa nebo ID' } }}
  />,
  <SelectInput
    key="action"
    source="action"
    choices={Object.entries(auditActions).map(([id, name]) => ({ id, name }))}
  />,
  <SelectInput
    key="objectType"
    source="objectType"
    choices={Object.entries(auditObjects).map(([id, name]) => ({ id, name }))}
  />,
  <TextInput key="objectId" source="objectId" />,
  <DateInput key="from" source="from" />,
  <DateInput key="to" source="to" />,
];

export function AuditList() {
  const small = useSmall();
  return (
    <List
      filters={filters}
      perPage={50}
      error={<ListError />}
      exporter={false}
      sort={{ field: 'at', order: 'DESC' }}
    >
      {small ? (
        <SimpleList<AuditEntry>
          primaryText={(r) => actionLabel(r.action)}
          secondaryText={(r) => `${r.actor} · ${objectLabel(r)}`}
          tertiaryText={(r) => formatDateTime(r.at)}
          linkType="show"
        />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="at" render={(r: AuditEntry) => formatDateTime(r.at)} disableSort />
          <DataTable.Col source="actor" disableSort />
          <DataTable.Col source="action" render={(r: AuditEntry) => actionLabel(r.action)} disableSort />
          <DataTable.Col source="objectType" render={objectLabel} disableSort />
          <DataTable.Col source="ip" disableSort />
        </DataTable>
      )}
    </List>
  );
}

/** A stored object before or after the change, as indented JSON. */
function Json({ source }: { source: 'before' | 'after'; label?: string }) {
  const record = useRecordContext<AuditEntry>();
  const value = record?.[source];
  if (value === null || value === undefined) return <Typography color="text.secondary">–</Typography>;
  return (
    <Box
      component="pre"
      tabIndex={0}
      aria-label={source === 'before' ? 'Před změnou' : 'Po změně'}
      sx={{
        m: 0,
        p: 1.5,
        bgcolor: '#f5f6f8',
        border: '1px solid #d0d4da',
        borderRadius: 1,
        overflow: 'auto',
        maxHeight: 480,
        fontSize: '0.85rem',
        whiteSpace: 'pre-wrap',
        wordBreak: 'break-word',
      }}
    >
      {JSON.stringify(value, null, 2)}
    </Box>
  );
}

function AuditTitle() {
  const r = useRecordContext<AuditEntry>();
  return <span>{r ? `${actionLabel(r.action)} – ${formatDateTime(r.at)}` : 'Auditní záznam'}</span>;
}

export function AuditShow() {
  return (
    <Show title={<AuditTitle />} error={<ShowError />} actions={false}>
      <SimpleShowLayout>
        <FunctionField<AuditEntry> source="at" render={(r) => formatDateTime(r.at)} />
        <TextField source="actor" />
        <FunctionField<AuditEntry> label="Typ" render={(r) => actorTypes[r.actorType] ?? r.actorType} />
        <TextField source="ip" emptyText="–" />
        <FunctionField<AuditEntry> source="action" render={(r) => actionLabel(r.action)} />
        <FunctionField<AuditEntry> source="objectType" render={objectLabel} />
        <Stack direction={{ xs: 'column', lg: 'row' }} sx={{ width: '100%', gap: 2 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Labeled source="before" fullWidth>
              <Json source="before" />
            </Labeled>
          </Box>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Labeled source="after" fullWidth>
              <Json source="after" />
            </Labeled>
          </Box>
        </Stack>
      </SimpleShowLayout>
    </Show>
  );
}
