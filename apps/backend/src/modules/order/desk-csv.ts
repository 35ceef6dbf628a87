import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import {
  ADMIN_ORDER_CSV_MAX_ROWS,
  adminOrderCsvHeader,
  paymentStatusLabels,
  type AdminOrderFilters,
  type AdminOrderRow,
} from '@shop/contract';
import { orderStateLabels, zonedDateTime } from '@shop/rules';
import type { Db } from '../../db/client.ts';
import { deskOrdersInBatches } from './desk-list.ts';

/** An instant as Prague's wall clock, as spreadsheets read it: 2026-11-29 14:05. */
export function pragueDateTime(iso: string): string {
  const { date, secondsOfDay } = zonedDateTime(new Date(iso));
  const hh = String(Math.floor(secondsOfDay / 3600)).padStart(2, '0');
  const mm = String(Math.floor((secondsOfDay % 3600) / 60)).padStart(2, '0');
  return `${date} ${hh}:${mm}`;
}

/** An amount with a decimal comma and its currency's two places: 1234,50. */
const czechAmount = (major: number) => major.toFixed(2).replace('.', ',');

/** A text a customer typed, kept from being read as a formula by a spreadsheet. */
const plainText = (s: string) => (/^[=+\-@\t\r]/.test(s) ? `'${s}` : s);

const csvRecord = (r: AdminOrderRow) => [
  r.id,
  r.code,
  pragueDateTime(r.createdAt),
  plainText(r.customerName),
  plainText(r.email),
  orderStateLabels[r.state],
  paymentStatusLabels[r.paymentStatus],
  r.paymentName,
  r.shipperName,
  czechAmount(r.totalWithTax),
  czechAmount(r.amountPaid),
  r.currencyCode,
];

/**
 * The orders matching the filters as CSV, written as they are read: semicolons, a byte-order mark
 * and Czech headers, as Czech spreadsheets open CSV; at most ADMIN_ORDER_CSV_MAX_ROWS rows.
 */
export function deskOrdersCsv(db: Db, filters: AdminOrderFilters): Readable {
  async function* records() {
    yield [...adminOrderCsvHeader];
    for await (const batch of deskOrdersInBatches(db, filters, { max: ADMIN_ORDER_CSV_MAX_ROWS })) {
      for (const row of batch) yield csvRecord(row);
    }
  }
  const csv = stringify({
    bom: true,
    delimiter: ';',
    record_delimiter: '\r\n',
  });
  const source = Readable.from(records());
  source.on('error', (e) => csv.destroy(e));
  return source.pipe(csv);
}
