import { czechAccountToIban, isIsoDate, zonedDateTime } from '@shop/rules';

/** The account the local Fio double keeps. */
export interface FioDoubleAccount {
  accountId: string;
  /** Fio's bank code. */
  bankId: string;
  currency: string;
  iban: string | null;
  bic: string | null;
  /** The balance before the first movement, minor units. */
  initialBalance: number;
}

/** A movement on the double's account. */
export interface FioMovement {
  /** Fio's `ID pohybu`: grows with every movement. */
  id: number;
  /** Booking day, YYYY-MM-DD. */
  date: string;
  /** Minor units, signed: incoming positive. */
  amount: number;
  currency: string;
  variableSymbol: string | null;
  constantSymbol: string | null;
  specificSymbol: string | null;
  /** The other side's `[prefix-]number`, without the bank code. */
  counterAccount: string | null;
  bankCode: string | null;
  counterpartyName: string | null;
  message: string | null;
}

/** A movement to add: the amount, and whatever else differs from the defaults (today, the account's currency, no symbols). */
export type NewFioMovement = Partial<Omit<FioMovement, 'id' | 'amount'>> & Pick<FioMovement, 'amount'>;

/**
 * Where the double keeps its account. `last` answers the movements after the last downloaded one
 * and then marks them downloaded, as Fio does.
 */
export interface FioDoubleStore {
  /** The API token that opens this account. */
  readonly token: string;
  readonly account: FioDoubleAccount;
  add(movement: NewFioMovement): Promise<FioMovement>;
  /** Movements with an id above lastId (all for null), oldest first. */
  since(lastId: number | null): Promise<FioMovement[]>;
  /** Movements booked from–to (YYYY-MM-DD, both included), by day and id. */
  between(from: string, to: string): Promise<FioMovement[]>;
  /** The id of the last movement `last` handed out; null before the first download. */
  lastDownloadedId(): Promise<number | null>;
  markDownloaded(lastId: number): Promise<void>;
}

export interface MemoryFioStoreOptions {
  token: string;
  account?: Partial<FioDoubleAccount>;
  /** Today in Prague (tests fix it). */
  today?: () => string;
}

/** A fictitious Fio account number that passes the Czech mod 11 check. */
const DEFAULT_ACCOUNT_ID = '2000145399';
const FIO_BANK_CODE = '2010';
const FIRST_ID = 26_000_000_001;

/** A store in memory, for tests and a developer's machine. */
export function memoryFioStore({
  token,
  account = {},
  today = () => zonedDateTime(new Date()).date,
}: MemoryFioStoreOptions): FioDoubleStore {
  const accountId = account.accountId ?? DEFAULT_ACCOUNT_ID;
  const bankId = account.bankId ?? FIO_BANK_CODE;
  const full: FioDoubleAccount = {
    accountId,
    bankId,
    currency: account.currency ?? 'CZK',
    iban: account.iban === undefined ? czechAccountToIban(`${accountId}/${bankId}`) : account.iban,
    bic: account.bic === undefined ? 'FIOBCZPPXXX' : account.bic,
    initialBalance: account.initialBalance ?? 0,
  };
  const movements: FioMovement[] = [];
  let downloaded: number | null = null;

  return {
    token,
    account: full,
    async add(movement) {
      if (!Number.isSafeInteger(movement.amount) || movement.amount === 0) {
        throw new RangeError(`a movement needs a non-zero amount in minor units, got ${movement.amount}`);
      }
      if (movement.date !== undefined && !isIsoDate(movement.date)) {
        throw new RangeError(`expected a movement's date as YYYY-MM-DD, got '${movement.date}'`);
      }
      // Fields left undefined take the defaults.
      const given = Object.fromEntries(Object.entries(movement).filter(([, value]) => value !== undefined));
      const added: FioMovement = {
        date: today(),
        currency: full.currency,
        variableSymbol: null,
        constantSymbol: null,
        specificSymbol: null,
        counterAccount: null,
        bankCode: null,
        counterpartyName: null,
        message: null,
        ...given,
        amount: movement.amount,
        id: FIRST_ID + movements.length,
      };
      movements.push(added);
      return { ...added };
    },
    async since(lastId) {
      return movements.filter((m) => lastId === null || m.id > lastId).map((m) => ({ ...m }));
    },
    async between(from, to) {
      return movements
        .filter((m) => m.date >= from && m.date <= to)
        .sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id)
        .map((m) => ({ ...m }));
    },
    async lastDownloadedId() {
      return downloaded;
    },
    async markDownloaded(lastId) {
      downloaded = lastId;
    },
  };
}
