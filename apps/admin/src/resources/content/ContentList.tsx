import { CreateButton, DataTable, List, SearchInput, SelectInput, SimpleList, TopToolbar } from 'react-admin';
import { Box } from '@mui/material';
import type { AdminContentListItem } from '@shop/contract';
import { EmptyList, ListError } from '../../components';
import { useSmall } from '../useSmall';
import type { ContentTypeDef } from './definitions';
import { MissingTranslations, StateChip, stateText } from './StateChip';

const stateChoices = [
  { id: 'draft', name: 'Koncept' },
  { id: 'scheduled', name: 'Naplánováno' },
  { id: 'published', name: 'Publikováno' },
];

/** A content type's list: title, address, publication state and missing translations. */
export function contentList(def: ContentTypeDef) {
  const filters = [
    <SearchInput
      key="q"
      source="q"
      alwaysOn
      placeholder="Hledat v názvech"
      slotProps={{ htmlInput: { 'aria-label': 'Hledat v názvech' } }}
    />,
    <SelectInput
      key="state"
      source="state"
      label="Stav"
      choices={stateChoices}
      alwaysOn
      emptyText="Všechny"
    />,
  ];
  function ContentListPage() {
    const small = useSmall();
    return (
      <List
        title={def.many}
        filters={filters}
        perPage={25}
        sort={{ field: 'id', order: 'DESC' }}
        error={<ListError />}
        empty={<EmptyList text={`Zatím tu nic není: ${def.many.toLocaleLowerCase('cs')}.`} />}
        exporter={false}
        actions={
          <TopToolbar>
            <CreateButton label="Nový záznam" />
          </TopToolbar>
        }
      >
        {small ? (
          <SimpleList<AdminContentListItem>
            primaryText={(r) => r.title || '(bez názvu)'}
            secondaryText={(r) =>
              `${stateText(r.state, r.published_at)}${r.missing_translations.length ? ` · chybí překlad: ${r.missing_translations.join(', ')}` : ''}`
            }
            linkType="edit"
          />
        ) : (
          <DataTable rowClick="edit" bulkActionButtons={false}>
            <DataTable.Col
              source="title"
              label="Název"
              render={(r: AdminContentListItem) => r.title || '(bez názvu)'}
            />
            {def.meta && <DataTable.Col source="slug" label="Adresa" />}
            <DataTable.Col
              source="state"
              label="Stav"
              render={(r: AdminContentListItem) => <StateChip state={r.state} publishedAt={r.published_at} />}
            />
            <DataTable.Col
              source="missing_translations"
              label="Překlady"
              render={(r: AdminContentListItem) =>
                r.missing_translations.length ? (
                  <MissingTranslations locales={r.missing_translations} />
                ) : (
                  <Box component="span">úplné</Box>
                )
              }
            />
          </DataTable>
        )}
      </List>
    );
  }
  return ContentListPage;
}
