export { testGatewayRoutes as testGatewayModule } from './routes.ts';
export { resolveTestGatewaySecret } from './secret.ts';
