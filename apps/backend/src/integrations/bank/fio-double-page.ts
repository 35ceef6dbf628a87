import { CURRENCIES, formatIban, formatMoney } from '@shop/rules';
import { doublePage } from '../../http/double-page.ts';
import { escapeHtml as esc } from '../../http/escape-html.ts';
import type { FioDoubleAccount, FioMovement } from './fio-double-store.ts';

/** What the transfer form shows: the values typed (or handed over in the link) and what is wrong. */
export interface TransferForm {
  amount: string;
  variableSymbol: string;
  name: string;
  message: string;
}

export interface FioDoublePageInput {
  account: FioDoubleAccount;
  /** Newest first. */
  movements: readonly FioMovement[];
  /** Where the page lives (the plugin's prefix), for the form's action. */
  base: string;
  form: TransferForm;
  error: string | null;
  added: boolean;
}

/** The bank page's own style rules, after the doubles' shared ones. */
const STYLE = `h1{font-size:1.375rem;margin:0 0 .5rem}
h2{font-size:1.125rem;margin:1.5rem 0 .75rem}
.account{margin:0 0 1rem;color:#4a4f57}
form{display:grid;gap:.75rem;max-width:28rem}
label{display:grid;gap:.25rem;font-weight:600}
input{font:inherit;padding:.5rem .625rem;border:1px solid #8a9099;border-radius:.375rem}
input:focus-visible,button:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.hint{font-weight:400;font-size:.8125rem;color:#4a4f57}
button{min-height:3rem;padding:.75rem 1rem;border-radius:.5rem;font:inherit;font-weight:600;cursor:pointer;border:2px solid #1d4ed8;background:#1d4ed8;color:#fff}
.error{margin:0 0 1rem;padding:.75rem;border-radius:.5rem;background:#fdecea;color:#8a1c12}
.ok{margin:0 0 1rem;padding:.75rem;border-radius:.5rem;background:#e7f6ec;color:#14532d}
table{width:100%;border-collapse:collapse;font-size:.9375rem}
th,td{text-align:left;padding:.5rem;border-bottom:1px solid #e3e6ea;vertical-align:top}
td.amount,th.amount{text-align:right;white-space:nowrap}
.in{color:#14532d}
.out{color:#8a1c12}
`;

function money(minor: number, currency: string): string {
  const known = CURRENCIES[currency as keyof typeof CURRENCIES];
  return known ? formatMoney(minor, known) : `${(minor / 100).toFixed(2).replace('.', ',')}\u00a0${currency}`;
}

const czechDate = (date: string) => {
  const [year, month, day] = date.split('-');
  return `${Number(day)}.\u00a0${Number(month)}.\u00a0${year}`;
};

function movementRow(m: FioMovement): string {
  const counterparty = [m.counterpartyName, m.counterAccount && `${m.counterAccount}/${m.bankCode ?? ''}`]
    .filter(Boolean)
    .join(', ');
  return `<tr>
<td>${esc(czechDate(m.date))}</td>
<td class="amount ${m.amount > 0 ? 'in' : 'out'}">${esc(money(m.amount, m.currency))}</td>
<td>${esc(m.variableSymbol ?? '')}</td>
<td>${esc(counterparty)}</td>
<td>${esc(m.message ?? '')}</td>
</tr>`;
}

/** The test bank's page: the shop's account, a form to send it money, and its movements. */
export function fioDoublePage(input: FioDoublePageInput): string {
  const { account, movements, base, form, error, added } = input;
  const accountText = `${account.accountId}/${account.bankId}`;
  const rows = movements.map(movementRow).join('\n');
  return doublePage({
    title: `Testovací banka – účet ${accountText}`,
    badge: 'Testovací banka: žádné peníze se nepřevádějí',
    width: '48rem',
    style: STYLE,
    body: `<h1>Účet obchodu ${esc(accountText)}</h1>
<p class="account">${account.iban ? `IBAN ${esc(formatIban(account.iban))}, ` : ''}měna ${esc(account.currency)}</p>
${error ? `<p class="error" role="alert">${esc(error)}</p>` : ''}
${added ? '<p class="ok" role="status">Platba byla připsána na účet obchodu.</p>' : ''}
<h2>Zaplatit převodem</h2>
<form method="post" action="${esc(`${base}/transfers`)}">
<label>Částka (${esc(account.currency)})
<input name="amount" inputmode="decimal" required value="${esc(form.amount)}" autocomplete="off">
</label>
<label>Variabilní symbol
<input name="variableSymbol" inputmode="numeric" maxlength="10" pattern="[0-9]*" value="${esc(form.variableSymbol)}" autocomplete="off">
<span class="hint">Číslo objednávky z pokynů k platbě.</span>
</label>
<label>Jméno plátce
<input name="name" maxlength="35" value="${esc(form.name)}" autocomplete="name">
</label>
<label>Zpráva pro příjemce
<input name="message" maxlength="140" value="${esc(form.message)}" autocomplete="off">
</label>
<button type="submit">Poslat platbu</button>
</form>
<h2>Pohyby na účtu</h2>
${
  movements.length === 0
    ? '<p>Na účtu zatím nejsou žádné pohyby.</p>'
    : `<table>
<thead><tr><th scope="col">Datum</th><th scope="col" class="amount">Částka</th><th scope="col">VS</th><th scope="col">Protistrana</th><th scope="col">Zpráva</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`
}`,
  });
}
