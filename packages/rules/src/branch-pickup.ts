/** Working days a transfer between the shop's warehouses takes. */
export const WAREHOUSE_TRANSFER_DAYS = 1;

export interface PickupLine {
  /** Pieces in the cart. */
  readonly amount: number;
  /** The variant's availability.delayDays: days until it can ship when no warehouse has it. */
  readonly delayDays: number;
  /** The variant's stock per warehouse. */
  readonly warehouses: readonly { readonly id: number; readonly stock: number }[];
}

/**
 * Working days before the cart can be picked up at a branch, from the stock of the branch's
 * warehouse: none when the branch holds every line; a transfer when another warehouse makes up the
 * rest; the line's own delay plus the transfer when the shop's warehouses together do not have it.
 * The slowest line decides. Feed the result to deliveryDate as delayDays.
 */
export function branchPickupDelayDays(lines: readonly PickupLine[], warehouseId: number): number {
  let days = 0;
  for (const line of lines) {
    const atBranch = Math.max(0, line.warehouses.find((w) => w.id === warehouseId)?.stock ?? 0);
    if (atBranch >= line.amount) continue;
    const total = line.warehouses.reduce((sum, w) => sum + Math.max(0, w.stock), 0);
    const lineDays =
      total >= line.amount ? WAREHOUSE_TRANSFER_DAYS : Math.max(0, line.delayDays) + WAREHOUSE_TRANSFER_DAYS;
    days = Math.max(days, lineDays);
  }
  return days;
}
