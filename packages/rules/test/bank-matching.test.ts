import { describe, expect, it } from 'vitest';
import {
  matchBankTransactions,
  normalizeVariableSymbol,
  type AwaitingPayment,
  type BankMatchKind,
  type BankMatchTransaction,
} from '../src/bank-matching.ts';

const awaiting: AwaitingPayment[] = [
  { orderId: 'A', variableSymbol: '2026000123', amountDue: 125_000, currency: 'CZK', alreadyPaid: 0 },
  { orderId: 'B', variableSymbol: '0000000456', amountDue: 9_990, currency: 'CZK', alreadyPaid: 4_990 },
  { orderId: 'C', variableSymbol: '789', amountDue: 5_000, currency: 'EUR', alreadyPaid: 0 },
  // Two awaiting orders sharing a symbol: neither is guessed.
  { orderId: 'D1', variableSymbol: '555', amountDue: 1_000, currency: 'CZK', alreadyPaid: 0 },
  { orderId: 'D2', variableSymbol: '555', amountDue: 1_000, currency: 'CZK', alreadyPaid: 0 },
  { orderId: 'E', variableSymbol: '600', amountDue: 1_000, currency: 'CZK', alreadyPaid: 1_000 },
];

const tx = (amount: number, variableSymbol: string | null, currency = 'CZK'): BankMatchTransaction => ({
  id: 'T',
  amount,
  currency,
  variableSymbol,
});

describe('matchBankTransactions', () => {
  it.each<[string, BankMatchTransaction, BankMatchKind, string | null, number | null]>([
    ['exact amount', tx(125_000, '2026000123'), 'exact', 'A', 125_000],
    ['less than due', tx(100_000, '2026000123'), 'partial', 'A', 125_000],
    ['more than due', tx(130_000, '2026000123'), 'over', 'A', 125_000],
    ['the rest after an earlier payment', tx(5_000, '456'), 'exact', 'B', 5_000],
    ['leading zeros on the movement', tx(125_000, '002026000123'), 'exact', 'A', 125_000],
    ['leading zeros on the order', tx(5_000, '0456'), 'exact', 'B', 5_000],
    ['currency lower case', tx(5_000, '789', 'eur'), 'exact', 'C', 5_000],
    ['other currency than the order', tx(5_000, '789', 'CZK'), 'currency', 'C', 5_000],
    ['an order already paid up', tx(100, '600'), 'over', 'E', 0],
    ['no variable symbol', tx(125_000, null), 'unknown', null, null],
    ['blank variable symbol', tx(125_000, '  '), 'unknown', null, null],
    ['zero variable symbol', tx(125_000, '0000000000'), 'unknown', null, null],
    ['symbol of no awaiting order', tx(125_000, '999'), 'unknown', null, null],
    ['symbol shared by two orders', tx(1_000, '555'), 'unknown', null, null],
    ['outgoing', tx(-125_000, '2026000123'), 'outgoing', null, null],
    ['zero amount', tx(0, '2026000123'), 'outgoing', null, null],
  ])('%s', (_, transaction, kind, orderId, dueBefore) => {
    expect(matchBankTransactions([transaction], awaiting)).toEqual([
      { transactionId: 'T', kind, orderId, dueBefore },
    ]);
  });

  it('counts movements for one order one after another', () => {
    const result = matchBankTransactions(
      [
        { id: '1', amount: 50_000, currency: 'CZK', variableSymbol: '2026000123' },
        { id: '2', amount: 1_000, currency: 'EUR', variableSymbol: '2026000123' },
        { id: '3', amount: 75_000, currency: 'CZK', variableSymbol: '2026000123' },
        { id: '4', amount: 1, currency: 'CZK', variableSymbol: '2026000123' },
      ],
      awaiting,
    );
    expect(result).toEqual([
      { transactionId: '1', kind: 'partial', orderId: 'A', dueBefore: 125_000 },
      // Another currency does not change the balance.
      { transactionId: '2', kind: 'currency', orderId: 'A', dueBefore: 75_000 },
      { transactionId: '3', kind: 'exact', orderId: 'A', dueBefore: 75_000 },
      { transactionId: '4', kind: 'over', orderId: 'A', dueBefore: 0 },
    ]);
  });

  it('keeps the order of the movements and answers nothing for none', () => {
    expect(matchBankTransactions([], awaiting)).toEqual([]);
    expect(
      matchBankTransactions(
        [
          { ...tx(-1, null), id: 'x' },
          { ...tx(5_000, '456'), id: 'y' },
        ],
        [],
      ).map((m) => [m.transactionId, m.kind]),
    ).toEqual([
      ['x', 'outgoing'],
      ['y', 'unknown'],
    ]);
  });
});

describe('normalizeVariableSymbol', () => {
  it.each([
    ['2026000123', '2026000123'],
    ['0000000456', '456'],
    [' 456 ', '456'],
    ['0', null],
    ['0000000000', null],
    ['', null],
    [null, null],
    [undefined, null],
    ['ABC12', 'ABC12'], // not digits: compared as written
  ])('%j -> %j', (input, expected) => {
    expect(normalizeVariableSymbol(input)).toBe(expected);
  });
});
