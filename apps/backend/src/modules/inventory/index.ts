export { stockOfVariants, variantsWithFreeStock, type VariantStock } from './stock/service.ts';
export {
  lockStock,
  returnOrderStock,
  StockShortage,
  type LockedStock,
  type StockLine,
} from './stock/take.ts';
