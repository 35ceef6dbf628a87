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
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import RedeemIcon from '@mui/icons-material/Redeem';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import PaymentsIcon from '@mui/icons-material/Payments';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import StoreIcon from '@mui/icons-material/Store';
import { dataProvider } from './providers/dataProvider';
import { authProvider } from './providers/authProvider';
import { withShopRules } from './providers/shopRulesProvider';
import { i18nProvider } from './i18n';
import { theme } from './theme';
import { AppLayout } from './layout/Layout';
import { LoginPage } from './pages/LoginPage';
import { Home } from './pages/Home';
import { TotpSetup } from './pages/TotpSetup';
import { lazyPage } from './lazyPage';
import { withProducts } from './resources/products/provider';
import { contentResources, withContent } from './resources/content';
import { withBanners } from './resources/banners/provider';
import { withBranches } from './resources/branches/provider';

// The log-in, the layout and the overview are in the first screen's code; every other page loads
// when an operator first opens it.
const orders = () => import('./resources/orders');
const operators = () => import('./resources/operators');
const roles = () => import('./resources/roles');
const apiKeys = () => import('./resources/apiKeys');
const audit = () => import('./resources/audit');
const service = () => import('./resources/service');
const customers = () => import('./resources/customers');
const coupons = () => import('./resources/coupons');
const gifts = () => import('./resources/gifts');
const shippers = () => import('./resources/shippers');
const payments = () => import('./resources/payments');
const products = () => import('./resources/products');
const categories = () => import('./resources/categories');
const banners = () => import('./resources/banners/BannerEdit');
const bannerList = () => import('./resources/banners/BannerList');
const branches = () => import('./resources/branches/BranchEdit');

const OrderList = lazyPage(orders, (m) => m.OrderList);
const OrderShow = lazyPage(orders, (m) => m.OrderShow);
const BankMovementList = lazyPage(
  () => import('./resources/bank'),
  (m) => m.BankMovementList,
);
const ServiceCaseList = lazyPage(service, (m) => m.ServiceCaseList);
const ServiceCaseShow = lazyPage(service, (m) => m.ServiceCaseShow);
const CustomerList = lazyPage(customers, (m) => m.CustomerList);
const CustomerShow = lazyPage(customers, (m) => m.CustomerShow);
const ProductList = lazyPage(products, (m) => m.ProductList);
const ProductCreate = lazyPage(products, (m) => m.ProductCreate);
const ProductEdit = lazyPage(products, (m) => m.ProductEdit);
const OperatorList = lazyPage(operators, (m) => m.OperatorList);
const OperatorCreate = lazyPage(operators, (m) => m.OperatorCreate);
const OperatorEdit = lazyPage(operators, (m) => m.OperatorEdit);
const RoleList = lazyPage(roles, (m) => m.RoleList);
const RoleCreate = lazyPage(roles, (m) => m.RoleCreate);
const RoleEdit = lazyPage(roles, (m) => m.RoleEdit);
const ApiKeyList = lazyPage(apiKeys, (m) => m.ApiKeyList);
const ApiKeyCreate = lazyPage(apiKeys, (m) => m.ApiKeyCreate);
const AuditList = lazyPage(audit, (m) => m.AuditList);
const AuditShow = lazyPage(audit, (m) => m.AuditShow);
const CouponList = lazyPage(coupons, (m) => m.CouponList);
const CouponCreate = lazyPage(coupons, (m) => m.CouponCreate);
const CouponEdit = lazyPage(coupons, (m) => m.CouponEdit);
const GiftList = lazyPage(gifts, (m) => m.GiftList);
const GiftCreate = lazyPage(gifts, (m) => m.GiftCreate);
const GiftEdit = lazyPage(gifts, (m) => m.GiftEdit);
const ShipperList = lazyPage(shippers, (m) => m.ShipperList);
const ShipperCreate = lazyPage(shippers, (m) => m.ShipperCreate);
const ShipperEdit = lazyPage(shippers, (m) => m.ShipperEdit);
const PaymentList = lazyPage(payments, (m) => m.PaymentList);
const PaymentCreate = lazyPage(payments, (m) => m.PaymentCreate);
const PaymentEdit = lazyPage(payments, (m) => m.PaymentEdit);
const CategoryList = lazyPage(categories, (m) => m.CategoryList);
const VirtualCategoryList = lazyPage(categories, (m) => m.VirtualCategoryList);
const VirtualCategoryEdit = lazyPage(categories, (m) => m.VirtualCategoryEdit);
const FilteredCategoryList = lazyPage(categories, (m) => m.FilteredCategoryList);
const FilteredCategoryEdit = lazyPage(categories, (m) => m.FilteredCategoryEdit);
const BannerList = lazyPage(bannerList, (m) => m.BannerList);
const BannerCreate = lazyPage(banners, (m) => m.BannerCreate);
const BannerEdit = lazyPage(banners, (m) => m.BannerEdit);
const BranchList = lazyPage(branches, (m) => m.BranchList);
const BranchCreate = lazyPage(branches, (m) => m.BranchCreate);
const BranchEdit = lazyPage(branches, (m) => m.BranchEdit);
const AccountPage = lazyPage(
  () => import('./pages/AccountPage'),
  (m) => m.AccountPage,
);
const SettingsPage = lazyPage(
  () => import('./pages/SettingsPage'),
  (m) => m.SettingsPage,
);
const CatalogueImportPage = lazyPage(
  () => import('./pages/CatalogueImportPage'),
  (m) => m.CatalogueImportPage,
);
const NewsletterSubscribersPage = lazyPage(
  () => import('./pages/NewsletterSubscribersPage'),
  (m) => m.NewsletterSubscribersPage,
);

/**
 * The back office. Every resource is registered for every operator (an address opened without the
 * permission gets the server's 403 and its message); the menu shows only what their role allows.
 */
export function App() {
  return (
    <Admin
      title="Správa obchodu"
      dataProvider={withShopRules(withProducts(withBanners(withBranches(withContent(dataProvider)))))}
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
      <Resource
        name="wide-banners"
        list={BannerList}
        create={BannerCreate}
        edit={BannerEdit}
        icon={ViewCarouselIcon}
        options={{ label: 'Široké bannery' }}
        recordRepresentation={(r: { title?: { cs?: string } }) => r.title?.cs ?? ''}
      />
      <Resource
        name="branches"
        list={BranchList}
        create={BranchCreate}
        edit={BranchEdit}
        icon={StoreIcon}
        options={{ label: 'Pobočky' }}
        recordRepresentation={(r: { title?: { cs?: string } }) => r.title?.cs ?? ''}
      />
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
