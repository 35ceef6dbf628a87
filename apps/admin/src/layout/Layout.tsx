import { Suspense, type ReactNode } from 'react';
import { Box, CircularProgress, Divider } from '@mui/material';
import {
  Layout,
  Menu,
  Logout,
  UserMenu,
  AppBar,
  usePermissions,
  MenuItemLink,
  LoadingIndicator,
} from 'react-admin';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import HomeIcon from '@mui/icons-material/Home';
import KeyIcon from '@mui/icons-material/Key';
import SettingsIcon from '@mui/icons-material/Settings';
import ImportExportIcon from '@mui/icons-material/ImportExport';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import type { Permission } from '../api/types';
import { TotpSetup } from '../pages/TotpSetup';
import { useMe } from '../useMe';
import { contentResourceNames } from '../resources/content';

/**
 * The sections an operator may use, by the permissions of their role (`/me`). The server refuses
 * the others anyway: the menu only leaves out what would be refused.
 */
function AppMenu() {
  const { permissions } = usePermissions<Permission[]>();
  const me = useMe();
  const can = (p: Permission) => !!permissions?.includes(p);
  if (me?.totpRequired) {
    return (
      <Menu>
        <Menu.Item to="/druhy-faktor" primaryText="Ověření kódem" leftIcon={<KeyIcon />} />
      </Menu>
    );
  }
  return (
    <Menu>
      <Menu.DashboardItem primaryText="Přehled" leftIcon={<HomeIcon />} />
      {can('orders') && <Menu.ResourceItem name="orders" />}
      {can('orders') && <Menu.ResourceItem name="bank-movements" />}
      {can('service') && <Menu.ResourceItem name="service-cases" />}
      {can('customers') && <Menu.ResourceItem name="customers" />}
      {can('customers') && (
        <Menu.Item
          to="/odberatele-newsletteru"
          primaryText="Odběratelé newsletteru"
          leftIcon={<MarkEmailReadIcon />}
        />
      )}
      {/* Grouped by the work: the catalogue, the web's content, the shop's rules, the people. */}
      {can('catalogue') && <Divider component="li" />}
      {can('catalogue') && <Menu.ResourceItem name="products" />}
      {can('catalogue') && <Menu.ResourceItem name="categories" />}
      {can('catalogue') && <Menu.ResourceItem name="virtual-categories" />}
      {can('catalogue') && <Menu.ResourceItem name="filtered-categories" />}
      {can('catalogue') && <Menu.ResourceItem name="coupons" />}
      {can('catalogue') && <Menu.ResourceItem name="gifts" />}
      {can('catalogue') && (
        <Menu.Item to="/import-export" primaryText="Import a export" leftIcon={<ImportExportIcon />} />
      )}
      {can('content') && <Divider component="li" />}
      {can('content') && contentResourceNames.map((name) => <Menu.ResourceItem key={name} name={name} />)}
      {can('content') && <Menu.ResourceItem name="wide-banners" />}
      {can('content') && <Menu.ResourceItem name="branches" />}
      {can('settings') && <Divider component="li" />}
      {can('settings') && <Menu.ResourceItem name="shippers" />}
      {can('settings') && <Menu.ResourceItem name="payments" />}
      {can('settings') && (
        <Menu.Item to="/nastaveni" primaryText="Nastavení obchodu" leftIcon={<SettingsIcon />} />
      )}
      {(can('operators') || can('audit')) && <Divider component="li" />}
      {can('operators') && <Menu.ResourceItem name="operators" />}
      {can('operators') && <Menu.ResourceItem name="roles" />}
      {can('operators') && <Menu.ResourceItem name="api-keys" />}
      {can('audit') && <Menu.ResourceItem name="audit" />}
      <Menu.Item to="/muj-ucet" primaryText="Můj účet" leftIcon={<AccountCircleIcon />} />
    </Menu>
  );
}

function AppUserMenu() {
  return (
    <UserMenu>
      <MenuItemLink to="/muj-ucet" primaryText="Můj účet" leftIcon={<AccountCircleIcon />} />
      <Logout />
    </UserMenu>
  );
}

// react-admin's spinners have no accessible name: these are named.
const AppAppBar = () => (
  <AppBar userMenu={<AppUserMenu />} toolbar={<LoadingIndicator aria-label="Načítá se" />} />
);

/** Shown while a page's code loads (each page is a chunk of its own). */
const PageLoading = () => (
  <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
    <CircularProgress aria-label="Načítá se stránka" />
  </Box>
);

/** react-admin's layout; an operator who must set up the second factor first sees only that. */
export function AppLayout({ children }: { children: ReactNode }) {
  const me = useMe();
  return (
    <Layout menu={AppMenu} appBar={AppAppBar}>
      <Suspense fallback={<PageLoading />}>{me?.totpRequired ? <TotpSetup required /> : children}</Suspense>
    </Layout>
  );
}
