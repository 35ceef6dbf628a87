import type { paths } from './schema';

type Method = 'get' | 'post' | 'put' | 'delete';

/** The JSON body of an answer of the admin API, as its OpenAPI document describes it. */
export type ApiResponse<
  P extends keyof paths,
  M extends Method,
  S extends number = 200,
> = paths[P][M] extends {
  responses: { [K in S]: { content: { 'application/json': infer T } } };
}
  ? T
  : never;

/** The JSON body a call of the admin API takes. */
export type ApiBody<P extends keyof paths, M extends Method> = paths[P][M] extends {
  requestBody?: { content: { 'application/json': infer T } };
}
  ? T
  : never;

/** The logged-in operator (GET /me). */
export type Me = ApiResponse<'/api/admin/v1/me', 'get'>['data'];
export type Permission = Me['permissions'][number];
export type Operator = ApiResponse<'/api/admin/v1/operators', 'get'>['data'][number];
/** A role; react-admin knows it by its code. */
export type Role = ApiResponse<'/api/admin/v1/roles', 'get'>['data'][number] & { id: string };
export type ApiKey = ApiResponse<'/api/admin/v1/api-keys', 'get'>['data'][number];
export type AuditEntry = ApiResponse<'/api/admin/v1/audit', 'get'>['data'][number];

export type Dashboard = ApiResponse<'/api/admin/v1/dashboard', 'get'>['data'];
export type OrderRow = ApiResponse<'/api/admin/v1/orders', 'get'>['data'][number];
export type OrderQuery = NonNullable<paths['/api/admin/v1/orders']['get']['parameters']['query']>;
export type Order = ApiResponse<'/api/admin/v1/orders/{id}', 'get'>['data'];
export type OrderState = Order['state'];
export type TaxDocument = ApiResponse<'/api/admin/v1/orders/{id}/documents', 'get'>['data'][number];
export type BankMovement = ApiResponse<'/api/admin/v1/bank-movements', 'get'>['data'][number];
export type StatementResult = ApiResponse<'/api/admin/v1/bank-statements', 'post'>['data'];
export type ServiceCaseRow = ApiResponse<'/api/admin/v1/service-cases', 'get'>['data'][number];
export type ServiceCase = ApiResponse<'/api/admin/v1/service-cases/{id}', 'get'>['data'];
export type CustomerRow = ApiResponse<'/api/admin/v1/customers', 'get'>['data'][number];
export type Customer = ApiResponse<'/api/admin/v1/customers/{id}', 'get'>['data'];
export type CustomerGroup = ApiResponse<'/api/admin/v1/customer-groups', 'get'>['data'][number];
