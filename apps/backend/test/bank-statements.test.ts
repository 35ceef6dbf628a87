import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_FILE,
  NOT_A_STATEMENT,
  parseStatement,
  StatementFormatError,
  type BankStatement,
  type BankTransaction,
} from '../src/integrations/bank/statement.ts';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/bank/${name}`, import.meta.url));

const gpc = fixture('statement.gpc');
const camt = fixture('statement.camt053.xml');
const fio = fixture('fio-transactions.json');

// windows-1250 has one byte per character: an encoder is the decoder's table read backwards.
const cp1250 = new Map(
  [...new TextDecoder('windows-1250').decode(Uint8Array.from({ length: 256 }, (_, i) => i))].map((c, i) => [
    c,
    i,
  ]),
);
const encode1250 = (text: string) => Buffer.from([...text].map((c) => cp1250.get(c) ?? 0x3f));
const gpcLines = new TextDecoder('windows-1250').decode(gpc).split('\r\n');

/** The GPC fixture with one line replaced (1-based), back in windows-1250. */
function gpcWith(lineNo: number, edit: (line: string) => string): Buffer {
  return encode1250(gpcLines.map((line, i) => (i === lineNo - 1 ? edit(line) : line)).join('\r\n'));
}

/** Characters at 1-based inclusive positions replaced. */
const splice = (line: string, from: number, text: string) =>
  line.slice(0, from - 1) + text + line.slice(from - 1 + text.length);

function formatError(run: () => unknown): StatementFormatError {
  try {
    run();
  } catch (err) {
    if (err instanceof StatementFormatError) return err;
    throw err;
  }
  throw new Error('expected a StatementFormatError');
}

const tx = (fields: Partial<BankTransaction>): BankTransaction => ({
  id: '',
  bookedOn: '',
  amount: 0,
  currency: 'CZK',
  variableSymbol: null,
  constantSymbol: null,
  specificSymbol: null,
  counterpartyAccount: null,
  counterpartyName: null,
  message: null,
  ...fields,
});

describe('GPC (ABO)', () => {
  const statement = parseStatement(gpc, 'vypis.gpc');

  it('reads the header', () => {
    expect({ ...statement, transactions: undefined }).toEqual({
      format: 'gpc',
      accountNumber: '19-2000145399',
      statementNumber: '12',
      from: '2026-05-04',
      to: '2026-05-04',
      currency: 'CZK',
      openingBalance: 1_000_000,
      closingBalance: 1_134_990,
      transactions: undefined,
    } satisfies Record<keyof BankStatement, unknown>);
  });

  it.each<[string, BankTransaction]>([
    [
      'a credit with symbols, bank code and a name in windows-1250',
      tx({
        id: '12345678',
        bookedOn: '2026-05-04',
        amount: 125_000,
        variableSymbol: '2026000123',
        constantSymbol: '308',
        counterpartyAccount: '19-123457/0710',
        counterpartyName: 'Jiří Dvořák',
      }),
    ],
    [
      'a debit',
      tx({
        id: '12345679',
        bookedOn: '2026-05-04',
        amount: -30_000,
        variableSymbol: '789',
        counterpartyAccount: '2900123451/2010',
        counterpartyName: 'Dodavatel obalů',
      }),
    ],
    [
      'a credit with a specific symbol and no value date',
      tx({
        id: '12345680',
        bookedOn: '2026-05-04',
        amount: 9_990,
        variableSymbol: '456',
        specificSymbol: '1234',
        counterpartyAccount: '987650/0800',
        counterpartyName: 'Žaneta Šťastná',
      }),
    ],
    [
      'a reversed debit: money back',
      tx({
        id: '12345681',
        bookedOn: '2026-05-04',
        amount: 30_000,
        variableSymbol: '789',
        counterpartyAccount: '2900123451/2010',
        counterpartyName: 'Dodavatel obalů',
      }),
    ],
  ])('reads %s', (_, expected) => {
    expect(statement.transactions.find((t) => t.id === expected.id)).toEqual(expected);
  });

  it('skips the 078 text record and keeps the order of the file', () => {
    expect(statement.transactions.map((t) => t.id)).toEqual(['12345678', '12345679', '12345680', '12345681']);
  });

  it('reads the same file converted to UTF-8, and with LF line ends', () => {
    const text = new TextDecoder('windows-1250').decode(gpc);
    expect(parseStatement(Buffer.from(text, 'utf8'))).toEqual(statement);
    expect(parseStatement(Buffer.from(text.replaceAll('\r\n', '\n'), 'utf8'))).toEqual(statement);
  });

  it('reads a header whose blank end was cut off, a negative balance and an EUR movement', () => {
    const file = encode1250(
      [
        splice(gpcLines[0]!, 60, '-').slice(0, 114),
        splice(gpcLines[1]!, 119, '0978'),
        '076' + ' '.repeat(125),
        '079' + 'Zpráva pro příjemce',
        '\x1a',
      ].join('\r\n'),
    );
    const s = parseStatement(file);
    expect(s.openingBalance).toBe(-1_000_000);
    expect(s.currency).toBe('EUR');
    expect(s.transactions).toHaveLength(1);
    expect(s.transactions[0]!.currency).toBe('EUR');
  });

  it.each<[string, Buffer, number, RegExp]>([
    ['a letter in the amount', gpcWith(2, (l) => splice(l, 49, '00000012500X')), 2, /částka \(znaky 49–60\)/],
    ['a line too long', gpcWith(4, (l) => `${l}0`), 4, /129 znaků/],
    ['a line too short', gpcWith(5, (l) => l.slice(0, 120)), 5, /120 znaků/],
    ['an unknown accounting code', gpcWith(2, (l) => splice(l, 61, '3')), 2, /kód účtování \(znak 61\)/],
    ['an impossible date', gpcWith(2, (l) => splice(l, 123, '310226')), 2, /datum zaúčtování/],
    ['an unknown currency', gpcWith(2, (l) => splice(l, 119, '0999')), 2, /neznámý kód měny/],
    ['a balance without its sign', gpcWith(1, (l) => splice(l, 75, ' ')), 1, /znaménko/],
    ['an unknown record', gpcWith(3, () => '077' + ' '.repeat(125)), 3, /neznámý typ záznamu „077“/],
    ['a movement before the header', encode1250(gpcLines.slice(1).join('\r\n')), 1, /před hlavičkou/],
  ])('names the broken line: %s', (_, file, line, message) => {
    const error = formatError(() => parseStatement(file));
    expect(error.line).toBe(line);
    expect(error.message).toMatch(new RegExp(`^Řádek ${line} výpisu GPC: `));
    expect(error.message).toMatch(message);
  });

  it('puts the file name before the message', () => {
    const error = formatError(() =>
      parseStatement(
        gpcWith(2, (l) => splice(l, 61, '3')),
        'kveten.gpc',
      ),
    );
    expect(error.message).toMatch(/^kveten\.gpc: Řádek 2 výpisu GPC: /);
  });
});

describe('camt.053', () => {
  const statement = parseStatement(camt, 'vypis.xml');

  it('reads the statement', () => {
    expect({ ...statement, transactions: undefined }).toEqual({
      format: 'camt053',
      accountNumber: 'CZ6508000000192000145399',
      statementNumber: '84',
      from: '2026-05-04',
      to: '2026-05-04',
      currency: 'CZK',
      openingBalance: 1_000_000,
      closingBalance: 1_149_990,
      transactions: undefined,
    });
  });

  it('reads the booked entries only, with their symbols from each place Czech banks put them', () => {
    expect(statement.transactions).toEqual([
      tx({
        id: 'CS-2026050400001',
        bookedOn: '2026-05-04',
        amount: 125_000,
        variableSymbol: '2026000123',
        constantSymbol: '308',
        counterpartyAccount: 'CZ3507100000190000123457',
        counterpartyName: 'Jiří Dvořák',
        message: 'Objednávka 2026000123',
      }),
      tx({
        id: 'CS-2026050400002',
        bookedOn: '2026-05-04',
        amount: 9_990,
        variableSymbol: '456',
        constantSymbol: '558',
        specificSymbol: '1234',
        counterpartyAccount: '987650/0800',
        counterpartyName: 'Žaneta Šťastná',
      }),
      tx({
        id: 'CS-2026050400003',
        bookedOn: '2026-05-04',
        amount: -30_000,
        variableSymbol: '789',
        counterpartyAccount: 'CZ2720100000002900123451',
        counterpartyName: 'Dodavatel obalů & syn',
      }),
      tx({
        id: '4',
        bookedOn: '2026-05-04',
        amount: 45_000,
        variableSymbol: '2026000999',
        counterpartyName: 'Petr Novák',
        message: 'Platba za objednávku, VS: 2026000999',
      }),
    ]);
  });

  const v08 = (entries: string) =>
    Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>1</MsgId><CreDtTm>2026-05-05T06:00:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>S1</Id>
      <Acct><Id><Othr><Id>2000145399</Id></Othr></Id></Acct>
      <Bal><Tp><CdOrPrtry><Cd>PRCD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">12.50</Amt><CdtDbtInd>DBIT</CdtDbtInd><Dt><Dt>2026-05-03</Dt></Dt></Bal>
      ${entries}
    </Stmt>
  </BkToCstmrStmt>
</Document>`);

  it('reads version .08: status and parties as nested choices, the currency from the balance', () => {
    const s = parseStatement(
      v08(`<Ntry>
        <Amt Ccy="EUR">40.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>
        <BookgDt><DtTm>2026-05-04T10:15:00+02:00</DtTm></BookgDt><AcctSvcrRef>R1</AcctSvcrRef>
        <NtryDtls><TxDtls>
          <Refs><EndToEndId>VS:0000000456</EndToEndId></Refs>
          <RltdPties><Dbtr><Pty><Nm>Jana Malá</Nm></Pty></Dbtr></RltdPties>
          <RmtInf><Ustrd>/VS/999 neplatí, platí EndToEndId</Ustrd></RmtInf>
        </TxDtls></NtryDtls>
      </Ntry>
      <Ntry><Amt Ccy="EUR">1.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>INFO</Cd></Sts><BookgDt><Dt>2026-05-04</Dt></BookgDt></Ntry>`),
    );
    expect(s).toMatchObject({ accountNumber: '2000145399', currency: 'EUR', openingBalance: -1_250 });
    expect(s.transactions).toEqual([
      tx({
        id: 'R1',
        bookedOn: '2026-05-04',
        amount: 4_000,
        currency: 'EUR',
        variableSymbol: '456',
        counterpartyName: 'Jana Malá',
        message: '/VS/999 neplatí, platí EndToEndId',
      }),
    ]);
  });

  it('splits a batch entry into its transactions when their amounts add up', () => {
    const s = parseStatement(
      v08(`<Ntry>
        <Amt Ccy="EUR">300.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>
        <BookgDt><Dt>2026-05-04</Dt></BookgDt><AcctSvcrRef>B1</AcctSvcrRef>
        <NtryDtls>
          <TxDtls><Amt Ccy="EUR">100.00</Amt><Refs><EndToEndId>/VS1001/SS/KS</EndToEndId></Refs></TxDtls>
          <TxDtls><Amt Ccy="EUR">200.00</Amt><Refs><EndToEndId>/VS1002/SS/KS</EndToEndId></Refs></TxDtls>
        </NtryDtls>
      </Ntry>`),
    );
    expect(s.transactions.map((t) => [t.id, t.amount, t.variableSymbol])).toEqual([
      ['B1/1', 10_000, '1001'],
      ['B1/2', 20_000, '1002'],
    ]);
  });

  it.each([
    ['the entry', '<AcctSvcrRef>E1</AcctSvcrRef><NtryRef>7</NtryRef>', '<AcctSvcrRef>T1</AcctSvcrRef>', 'E1'],
    ['its only transaction', '<NtryRef>7</NtryRef>', '<AcctSvcrRef>T1</AcctSvcrRef>', 'T1'],
    ['the entry reference', '<NtryRef>7</NtryRef>', '', '7'],
    ['the statement and the place of the entry', '', '', 'S1:1'],
  ])("takes the movement's id from the bank's reference of %s", (_, entryRefs, txRefs, id) => {
    const s = parseStatement(
      v08(`<Ntry>
        ${entryRefs}<Amt Ccy="EUR">1.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><BookgDt><Dt>2026-05-04</Dt></BookgDt>
        <NtryDtls><TxDtls><Refs>${txRefs}<EndToEndId>NOTPROVIDED</EndToEndId></Refs></TxDtls></NtryDtls>
      </Ntry>`),
    );
    expect(s.transactions.map((t) => [t.id, t.variableSymbol])).toEqual([[id, null]]);
  });

  it.each<[string, Buffer, RegExp]>([
    [
      'broken XML',
      Buffer.from('<Document><BkToCstmrStmt></Document>'),
      /^Soubor XML je poškozený \(řádek 1\)/,
    ],
    [
      'a bad amount',
      v08(
        '<Ntry><Amt Ccy="EUR">1,50</Amt><CdtDbtInd>CRDT</CdtDbtInd><BookgDt><Dt>2026-05-04</Dt></BookgDt></Ntry>',
      ),
      /^Záznam Ntry č\. 1 výpisu camt\.053 má neplatnou částku „1,50“/,
    ],
    [
      'an entry without a date',
      v08('<Ntry><Amt Ccy="EUR">1.50</Amt><CdtDbtInd>CRDT</CdtDbtInd></Ntry>'),
      /^Záznam Ntry č\. 1 výpisu camt\.053 nemá datum zaúčtování/,
    ],
  ])('refuses %s', (_, file, message) => {
    expect(formatError(() => parseStatement(file)).message).toMatch(message);
  });
});

describe('Fio API download (JSON)', () => {
  it('reads the statement and its movements', () => {
    expect(parseStatement(fio)).toEqual({
      format: 'fio',
      accountNumber: '2000145399/2010',
      statementNumber: null,
      from: '2026-05-01',
      to: '2026-05-04',
      currency: 'CZK',
      openingBalance: 1_000_000,
      closingBalance: 1_104_990,
      transactions: [
        tx({
          id: '26000000101',
          bookedOn: '2026-05-02',
          amount: 125_000,
          variableSymbol: '2026000123',
          constantSymbol: '308',
          counterpartyAccount: '19-123457/0710',
          counterpartyName: 'Jiří Dvořák',
          message: 'Objednávka 2026000123',
        }),
        tx({ id: '26000000102', bookedOn: '2026-05-03', amount: -30_000 }),
        tx({
          id: '26000000103',
          bookedOn: '2026-05-04',
          amount: 9_990,
          variableSymbol: '456',
          specificSymbol: '1234',
          counterpartyAccount: '987650/0800',
          counterpartyName: 'Žaneta Šťastná',
        }),
      ],
    } satisfies BankStatement);
  });
});

describe('files that are no statement', () => {
  it.each<[string, Buffer, string]>([
    ['an empty file', Buffer.alloc(0), EMPTY_FILE],
    ['blank lines only', Buffer.from('\r\n  \r\n'), EMPTY_FILE],
    ['a byte order mark only', Buffer.from([0xef, 0xbb, 0xbf]), EMPTY_FILE],
    ['plain text', Buffer.from('Dobrý den,\r\nposílám výpis.\r\n'), NOT_A_STATEMENT],
    ['a PNG image', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]), NOT_A_STATEMENT],
    ['a CSV export', Buffer.from('Datum;Objem;Měna\n04.05.2026;1250,00;CZK\n'), NOT_A_STATEMENT],
    ['an HTML page', Buffer.from('<!DOCTYPE html><html><body>Výpis</body></html>'), NOT_A_STATEMENT],
    ['other JSON', Buffer.from('{"orders": []}'), NOT_A_STATEMENT],
    ['broken JSON', Buffer.from('{"accountStatement": '), NOT_A_STATEMENT],
    [
      'another ISO 20022 message (an intraday report)',
      Buffer.from(
        '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.052.001.02"><BkToCstmrAcctRpt/></Document>',
      ),
      NOT_A_STATEMENT,
    ],
  ])('refuses %s', (_, file, message) => {
    const error = formatError(() => parseStatement(file));
    expect(error.message).toBe(message);
    expect(error.line).toBeNull();
  });
});
