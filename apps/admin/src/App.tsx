import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import PeopleIcon from '@mui/icons-material/People';
import BadgeIcon from '@mui/icons-material/Badge';
import KeyIcon from '@mui/icons-material/Key';
import HistoryIcon from '@mui/icons-material/History';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import { dataProvider } from './providers/dataProvider';
import { authProvider } from './providers/authProvider';
import { i18nProvider } from './i18n';
import { theme } from './theme';
import { AppLayout } from './layout/Layout';
import { LoginPage } from './pages/LoginPage';
import { Home } from './pages/Home';
import { AccountPage } from './pages/AccountPage';
import { TotpSetup } from './pages/TotpSetup';
import { OperatorCreate, OperatorEdit, OperatorList } from './resources/operators';
import { RoleCreate, RoleEdit, RoleList } from './resources/roles';
import { ApiKeyCreate, ApiKeyList } from './resources/apiKeys';
import { AuditList, AuditShow } from './resources/audit';
import { OrderList, OrderShow } from './resources/orders';
import { BankMovementList } from './resources/bank';
import { ServiceCaseList, ServiceCaseShow } from './resources/service';
import { CustomerList, CustomerShow } from './resources/customers';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import RedeemIcon from '@mui/icons-material/Redeem';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import PaymentsIcon from '@mui/icons-material/Payments';
import { withShopRules } from './providers/shopRulesProvider';
import { CouponCreate, CouponEdit, CouponList } from './resources/coupons';
import { GiftCreate, GiftEdit, GiftList } from './resources/gifts';
import { ShipperCreate, ShipperEdit, ShipperList } from './resources/shippers';
import { PaymentCreate, PaymentEdit, PaymentList } from './resources/payments';
import { SettingsPage } from './pages/SettingsPage';
import { CatalogueImportPage } from './pages/CatalogueImportPage';
import { NewsletterSubscribersPage } from './pages/NewsletterSubscribersPage';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import { ProductCreate, ProductEdit, ProductList } from './resources/products';
import { withProducts } from './resources/products/provider';
import { contentResources, withContent } from './resources/content';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import {
  CategoryList,
  FilteredCategoryEdit,
  FilteredCategoryList,
  VirtualCategoryEdit,
  VirtualCategoryList,
} from './resources/categories';

/**
 * The back office. Every resource is registered for every operator (an address opened without the
 * permission gets the server's 403 and its message); the menu shows only what their role allows.
 */
export function App() {
  return (
    <Admin
      title="Správa obchodu"
      dataProvider={withShopRules(withProducts(withContent(dataProvider)))}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      theme={theme}
      layout={AppLayout}
      loginPage={LoginPage}
      dashboard={Home}
      requireAuth
      disableTelemetry
    >
      <Resource
        name="orders"
        list={OrderList}
        show={OrderShow}
        icon={ReceiptLongIcon}
        recordRepresentation="code"
      />
      <Resource name="bank-movements" list={BankMovementList} icon={AccountBalanceIcon} />
      <Resource
        name="service-cases"
        list={ServiceCaseList}
        show={ServiceCaseShow}
        icon={AssignmentReturnIcon}
        recordRepresentation="caseNumber"
      />
      <Resource
        name="customers"
        list={CustomerList}
        show={CustomerShow}
        icon={PersonSearchIcon}
        recordRepresentation="email"
      />
      <Resource name="customer-groups" />
      <Resource
        name="products"
        list={ProductList}
        create={ProductCreate}
        edit={ProductEdit}
        icon={Inventory2Icon}
        options={{ label: 'Produkty' }}
      />
      <Resource
        name="operators"
        list={OperatorList}
        create={OperatorCreate}
        edit={OperatorEdit}
        icon={PeopleIcon}
        recordRepresentation="name"
      />
      <Resource
        name="roles"
        list={RoleList}
        create={RoleCreate}
        edit={RoleEdit}
        icon={BadgeIcon}
        recordRepresentation="name"
      />
      <Resource
        name="api-keys"
        list={ApiKeyList}
        create={ApiKeyCreate}
        icon={KeyIcon}
        recordRepresentation="name"
      />
      <Resource name="audit" list={AuditList} show={AuditShow} icon={HistoryIcon} />
      <Resource
        name="coupons"
        list={CouponList}
        create={CouponCreate}
        edit={CouponEdit}
        icon={LocalOfferIcon}
        recordRepresentation="code"
        options={{ label: 'Slevové kupóny' }}
      />
      <Resource
        name="gifts"
        list={GiftList}
        create={GiftCreate}
        edit={GiftEdit}
        icon={RedeemIcon}
        options={{ label: 'Dárky k objednávce' }}
      />
      <Resource
        name="shippers"
        list={ShipperList}
        create={ShipperCreate}
        edit={ShipperEdit}
        icon={LocalShippingIcon}
        options={{ label: 'Dopravci' }}
      />
      <Resource
        name="payments"
        list={PaymentList}
        create={PaymentCreate}
        edit={PaymentEdit}
        icon={PaymentsIcon}
        options={{ label: 'Platby' }}
      />
      <Resource
        name="categories"
        list={CategoryList}
        icon={AccountTreeIcon}
        options={{ label: 'Kategorie' }}
      />
      <Resource
        name="virtual-categories"
        list={VirtualCategoryList}
        create={VirtualCategoryEdit}
        edit={VirtualCategoryEdit}
        icon={AccountTreeIcon}
        options={{ label: 'Virtuální kategorie' }}
      />
      <Resource
        name="filtered-categories"
        list={FilteredCategoryList}
        create={FilteredCategoryEdit}
        edit={FilteredCategoryEdit}
        icon={AccountTreeIcon}
        options={{ label: 'Filtrované kategorie' }}
      />
      {contentResources}
      <CustomRoutes>
        <Route path="/muj-ucet" element={<AccountPage />} />
        <Route path="/nastaveni" element={<SettingsPage />} />
        <Route path="/import-export" element={<CatalogueImportPage />} />
        <Route path="/odberatele-newsletteru" element={<NewsletterSubscribersPage />} />
        <Route path="/druhy-faktor" element={<TotpSetup />} />
      </CustomRoutes>
    </Admin>
  );
}
