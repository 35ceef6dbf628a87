import { CURRENCIES, formatMoney } from '@shop/rules';
import { doublePage } from '../../http/double-page.ts';
import { escapeHtml as esc } from '../../http/escape-html.ts';
import type { TestGatewayPaymentRow } from './service.ts';

export function formatAmount(amount: number, currencyCode: string): string {
  const currency = CURRENCIES[currencyCode as keyof typeof CURRENCIES];
  return currency
    ? formatMoney(amount, currency)
    : `${(amount / 100).toFixed(2).replace('.', ',')}\u00a0${currencyCode}`;
}

/** The gateway's own style rules, after the doubles' shared ones. */
const STYLE = `h1{font-size:1.375rem;margin:0 0 1rem}
dl{margin:0 0 1.25rem;display:grid;gap:.5rem}
dl div{display:flex;justify-content:space-between;gap:1rem;border-bottom:1px solid #e3e6ea;padding-bottom:.5rem}
dt{color:#4a4f57}
dd{margin:0;font-weight:600;text-align:right;overflow-wrap:anywhere}
.amount{font-size:1.25rem}
.note{font-size:.9375rem;color:#4a4f57;margin:0 0 1.25rem}
form{display:grid;gap:.75rem}
button,.back{display:block;width:100%;min-height:3rem;padding:.75rem 1rem;border-radius:.5rem;font:inherit;font-weight:600;text-align:center;cursor:pointer;text-decoration:none}
button{border:2px solid #1d4ed8;background:#fff;color:#1d4ed8}
button.pay,.back{border:2px solid #1d4ed8;background:#1d4ed8;color:#fff}
button.decline{border-color:#b42318;color:#b42318}
button.cancel{border-color:transparent;background:none;color:#374151;text-decoration:underline}
button:focus-visible,.back:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.hint{margin:-.5rem 0 0;font-size:.8125rem;color:#4a4f57;text-align:center}
.status{font-size:1.0625rem}
`;

const layout = (title: string, body: string): string =>
  doublePage({ title, badge: 'Testovací platební brána', width: '28rem', style: STYLE, body });

function summary(p: TestGatewayPaymentRow, merchantName: string): string {
  return `<dl>
<div><dt>Obchod</dt><dd>${esc(merchantName)}</dd></div>
<div><dt>Objednávka</dt><dd>${esc(p.merchantRef)}</dd></div>
<div><dt>Popis</dt><dd>${esc(p.description)}</dd></div>
<div><dt>Částka k úhradě</dt><dd class="amount">${esc(formatAmount(p.amount, p.currencyCode))}</dd></div>
</dl>`;
}

/** The payment page: what is paid to whom, and the three ways it can end. */
export function paymentPage(p: TestGatewayPaymentRow, merchantName: string): string {
  return layout(
    `Platba ${formatAmount(p.amount, p.currencyCode)} – ${merchantName}`,
    `<h1>Zaplaťte objednávku</h1>
${summary(p, merchantName)}
<p class="note">Tato brána slouží k vyzkoušení obchodu: žádné peníze se nepřevádějí. Vyberte, jak má platba dopadnout.</p>
<form method="post" action="/test-gateway/pay/${esc(encodeURIComponent(p.id))}">
<button type="submit" name="decision" value="pay" class="pay">Zaplatit</button>
<button type="submit" name="decision" value="decline" class="decline" aria-describedby="decline-hint">Zamítnout platbu</button>
<p class="hint" id="decline-hint">Napodobí kartu, kterou banka zamítla.</p>
<button type="submit" name="decision" value="cancel" class="cancel">Zrušit a vrátit se do obchodu</button>
</form>`,
  );
}

const STATUS_TEXT: Record<Exclude<TestGatewayPaymentRow['status'], 'created'>, string> = {
  paid: 'Tato platba už byla zaplacena.',
  declined: 'Tato platba byla zamítnuta.',
  cancelled: 'Tato platba byla zrušena.',
};

/** A payment decided before: it cannot change any more. */
export function decidedPage(p: TestGatewayPaymentRow, merchantName: string): string {
  const text = p.status === 'created' ? '' : STATUS_TEXT[p.status];
  return layout(
    `${text} – ${merchantName}`,
    `<h1>Platba je vyřízená</h1>
${summary(p, merchantName)}
<p class="status" role="status">${esc(text)}</p>
<a class="back" href="${esc(p.returnUrl)}">Vrátit se do obchodu</a>`,
  );
}

export function errorPage(title: string, text: string): string {
  return layout(title, `<h1>${esc(title)}</h1>\n<p class="status">${esc(text)}</p>`);
}
