import { CreateButton, DataTable, List, SimpleList, TopToolbar } from 'react-admin';
import type { AdminWideBanner } from '@shop/contract';
import { EmptyList, ListError } from '../../components';
import { useSmall } from '../useSmall';
import { BannerStateChip, bannerStateText, timeWindow } from './BannerState';

/** The home page's wide banners, heaviest first as the home page shows them. */
export function BannerList() {
  const small = useSmall();
  return (
    <List
      title="Široké bannery"
      perPage={50}
      pagination={false}
      error={<ListError />}
      empty={<EmptyList text="Zatím tu není žádný široký banner." />}
      exporter={false}
      actions={
        <TopToolbar>
          <CreateButton label="Nový banner" />
        </TopToolbar>
      }
    >
      {small ? (
        <SimpleList<AdminWideBanner>
          primaryText={(r) => r.title.cs}
          secondaryText={(r) => `${bannerStateText(r.state)} · ${timeWindow(r)} · váha ${r.weight}`}
          linkType="edit"
        />
      ) : (
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col source="title.cs" label="Titulek" disableSort />
          <DataTable.Col
            source="state"
            label="Stav"
            disableSort
            render={(r: AdminWideBanner) => <BannerStateChip state={r.state} />}
          />
          <DataTable.Col
            source="enabled"
            label="Zapnutí"
            disableSort
            render={(r: AdminWideBanner) => (r.enabled ? 'zapnutý' : 'vypnutý')}
          />
          <DataTable.Col
            source="time_limit_start"
            label="Časové okno"
            disableSort
            render={(r: AdminWideBanner) => timeWindow(r)}
          />
          <DataTable.NumberCol source="weight" label="Váha" disableSort />
        </DataTable>
      )}
    </List>
  );
}
