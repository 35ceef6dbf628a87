// The back office (apps/admin), served by the test shop's backend at /admin: log-in with and
// without the second factor, an API key made and seen in the list and the audit log, a content
// operator kept out of the operators' section by the server, axe on each page, and screenshots of
// every page at a phone's and a laptop's width (test-results/admin-screens/).
import AxeBuilder from '@axe-core/playwright';
import { generate } from 'otplib';
import { test, expect, type Page } from './shop-test.ts';
import { operatorApiKey } from '../operator-key.mjs';
import { allProducts } from './catalog-data.ts';
import { placeGuestOrder } from './store-api.ts';
import { ports } from '../ports.mjs';

const api = `http://localhost:${ports.api}`;
const admin = `${api}/admin/`;
const owner = { email: 'provozovatel@intimfit.cz', password: 'Provozovatel-2026' };
const contentEditor = { email: 'obsah@intimfit.cz', password: 'Obsah-2026' };
const screens = 'test-results/admin-screens';

/** Each test logs in from an address of its own (the backend believes this host's X-Forwarded-For), so log-in limits never meet. */
const fromAddress = (n: number) => ({ extraHTTPHeaders: { 'x-forwarded-for': `192.0.2.${n}` } });

/** axe (WCAG 2.0–2.2 A and AA rules) finds nothing on the page. */
async function expectNoAxeViolations(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(
    violations.map(
      (v) => `${what}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

async function logIn(page: Page, who: { email: string; password: string }) {
  await page.goto(admin);
  await page.getByLabel(/^E-mail/).fill(who.email);
  await page.getByLabel(/^Heslo/).fill(who.password);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Profil' }).click();
  await page.getByRole('menuitem', { name: 'Odhlásit se' }).click();
  await expect(page.getByRole('button', { name: 'Přihlásit se' })).toBeVisible();
}

/** The menu of the layout (on a laptop beside the page). */
const menu = (page: Page) => page.getByRole('menu');

/** The operator API's answer with the browser tests' key. */
async function adminCall(path: string, init: RequestInit = {}) {
  const res = await fetch(`${api}/api/admin/v1${path}`, {
    ...init,
    headers: {
      authorization: `Bearer ${operatorApiKey()}`,
      'content-type': 'application/json',
      ...init.headers,
    },
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<{ data: unknown }>;
}

/**
 * A guest's bank-transfer order of one piece of a product in good stock from the middle of the
 * price list (the other tests count the first, the cheapest and the dearest products' pieces).
 */
async function placeBankTransferOrder() {
  const inStock = (await allProducts())
    .filter(
      (p) =>
        p.variants.length === 1 &&
        p.variants[0]!.availability.isAvailable &&
        (p.variants[0]!.availability.stock ?? 99) >= 30 &&
        p.variants[0]!.prices.unitWithTax >= 300,
    )
    .sort((a, b) => a.variants[0]!.prices.unitWithTax - b.variants[0]!.prices.unitWithTax);
  const product = inStock[Math.floor(inStock.length / 2)];
  if (!product) throw new Error('the demo data has no product in good stock');
  const { order } = await placeGuestOrder([{ id: product.variants[0]!.id, amount: 1 }], {
    email: 'prepazka@example.cz',
  });
  return order;
}

test.describe('the back office', () => {
  // One after another in one worker: the owner's second factor is on for a while in the first.
  test.describe.configure({ mode: 'default' });

  test.describe('the owner and the second factor', () => {
    test.use(fromAddress(11));

    test('sets it up with a code, logs out, and logs in again with password and code', async ({ page }) => {
      test.setTimeout(120_000);
      try {
        await page.goto(admin);
        await expect(page.getByRole('heading', { name: 'Správa obchodu' })).toBeVisible();
        await expectNoAxeViolations(page, 'log-in');
        await logIn(page, owner);
        await expect(page.getByRole('heading', { level: 1, name: /Dobrý den/ })).toBeVisible();
        await expectNoAxeViolations(page, 'home');

        await page.goto(`${admin}#/muj-ucet`);
        await expect(page.getByRole('heading', { level: 1, name: 'Můj účet' })).toBeVisible();
        await expectNoAxeViolations(page, 'my account');
        await page.getByRole('link', { name: 'Nastavit ověření kódem' }).click();
        await page.getByRole('button', { name: 'Začít nastavení' }).click();
        await expect(page.getByRole('img', { name: /Kód QR/ })).toBeVisible();
        const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
        expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
        await expectNoAxeViolations(page, 'second factor: QR code');
        await page.getByLabel(/^Kód z aplikace/).fill(await generate({ secret }));
        await page.getByRole('button', { name: 'Potvrdit' }).click();

        const codes = page.getByRole('list', { name: 'Kódy pro obnovení' }).getByRole('listitem');
        await expect(codes).toHaveCount(10);
        await expect(page.getByRole('alert')).toContainText('Znovu se už nezobrazí');
        await expectNoAxeViolations(page, 'second factor: recovery codes');
        await page.getByRole('button', { name: 'Kódy mám uložené, pokračovat' }).click();
        await expect(page.getByRole('heading', { level: 1, name: /Dobrý den/ })).toBeVisible();

        await logOut(page);
        await logIn(page, owner);
        await expect(page.getByRole('alert')).toHaveText('Zadejte kód z ověřovací aplikace.');
        await expectNoAxeViolations(page, 'log-in asking for the code');
        // The code of the set-up is spent: the next step's code (the server allows one step of drift).
        await page
          .getByLabel(/^Kód z ověřovací aplikace/)
          .fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
        await page.getByRole('button', { name: 'Přihlásit se' }).click();
        await expect(page.getByRole('heading', { level: 1, name: /Dobrý den/ })).toBeVisible();
        await page.goto(`${admin}#/muj-ucet`);
        await expect(page.getByText('Zapnuté')).toBeVisible();
      } finally {
        // The demo owner logs in with the password alone again for the other tests.
        const { data } = (await adminCall('/operators')) as {
          data: { id: number; email: string; totpEnabled: boolean }[];
        };
        const me = data.find((o) => o.email === owner.email)!;
        if (me.totpEnabled)
          await adminCall(`/operators/${me.id}`, {
            method: 'PUT',
            body: JSON.stringify({ resetTotp: true }),
          });
      }
    });
  });

  test.describe('API keys and the audit log', () => {
    test.use(fromAddress(12));

    test('a key made is shown once, listed with its last use, and in the audit log with the log-in', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const name = `Klíč testu ${Date.now()}`;
      await logIn(page, owner);
      await menu(page).getByRole('menuitem', { name: 'API klíče' }).click();
      await page.getByRole('link', { name: 'Nový klíč' }).click();
      await page.getByLabel(/^Název/).fill(name);
      await page.getByRole('checkbox', { name: 'Auditní záznam' }).check();
      await expectNoAxeViolations(page, 'new API key');
      await page.getByRole('button', { name: 'Uložit' }).click();

      const dialog = page.getByRole('dialog', { name: `Klíč „${name}“ je vytvořený` });
      await expect(dialog.getByLabel('API klíč')).toHaveValue(/^shopk_/);
      await expect(dialog).toContainText('znovu ho už neukáže');
      await expect(dialog.getByRole('button', { name: 'Zkopírovat klíč' })).toBeVisible();
      await expectNoAxeViolations(page, 'API key shown once');
      await dialog.getByRole('button', { name: 'Klíč mám uložený' }).click();

      const row = page.getByRole('row', { name: new RegExp(name) });
      await expect(row).toContainText('nikdy');
      await expect(row).toContainText('platný');
      await expectNoAxeViolations(page, 'API keys');

      await menu(page).getByRole('menuitem', { name: 'Auditní záznam' }).click();
      await expect(page.getByRole('row', { name: /Nový API klíč/ }).first()).toBeVisible();
      await expect(
        page.getByRole('row', { name: /Přihlášení .*127\.0\.0\.1|Přihlášení .*192\.0\.2\.12/ }).first(),
      ).toBeVisible();
      await expectNoAxeViolations(page, 'audit log');
      await page
        .getByRole('row', { name: /Nový API klíč/ })
        .first()
        .click();
      await expect(page.getByLabel('Po změně')).toContainText(name);
      await expectNoAxeViolations(page, 'audit entry');

      // The filters: the key's creation by its action.
      await page.goBack();
      await expect(page.getByRole('row', { name: /Nový API klíč/ }).first()).toBeVisible();
      await page.getByRole('button', { name: 'Přidat filtr' }).click();
      await page.getByRole('menuitemcheckbox', { name: 'Akce' }).click();
      await page.getByRole('combobox', { name: 'Akce' }).click();
      await page.getByRole('option', { name: 'Nový API klíč' }).click();
      await expect(page.getByRole('row', { name: /Přihlášení/ })).toHaveCount(0);
      await expect(page.getByRole('row', { name: /Nový API klíč/ }).first()).toBeVisible();

      // Revoking asks first.
      await menu(page).getByRole('menuitem', { name: 'API klíče' }).click();
      await page
        .getByRole('row', { name: new RegExp(name) })
        .getByRole('button', { name: /Zneplatnit/ })
        .click();
      await expect(page.getByRole('dialog')).toContainText('přestane platit hned');
      await page.getByRole('dialog').getByRole('button', { name: 'Potvrdit' }).click();
      await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('zneplatněn');
    });
  });

  test.describe('the order desk', () => {
    test.use(fromAddress(15));

    test('finds an order, marks its transfer paid, ships it with a tracking number and lists its invoice', async ({
      page,
    }) => {
      test.setTimeout(150_000);
      const order = await placeBankTransferOrder();
      await logIn(page, owner);
      await expect(page.getByRole('heading', { level: 2, name: /^Dnes/ })).toBeVisible();
      await menu(page).getByRole('menuitem', { name: 'Objednávky' }).click();
      await page.getByRole('textbox', { name: /Hledat/ }).fill(order.code);
      const row = page.getByRole('row', { name: new RegExp(order.code) });
      await expect(row).toContainText('Čeká na převod');
      await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
        'href',
        new RegExp(`q=${order.code}`),
      );
      await expectNoAxeViolations(page, 'orders');
      await row.click();

      await expect(page.getByRole('heading', { level: 1, name: `Objednávka ${order.code}` })).toBeVisible();
      await expectNoAxeViolations(page, 'order');
      await page.getByRole('button', { name: 'Zapsat platbu' }).click();
      await expect(page.getByText('Zatím žádná platba.')).toHaveCount(0);
      await expect(page.getByRole('region', { name: 'Platby objednávky' })).toContainText('ručně');
      await expect(page.getByRole('link', { name: /Faktura .* \(PDF\)/ })).toBeVisible();

      await page.getByRole('button', { name: 'Označit: Přijatá' }).click();
      await expect(page.getByRole('button', { name: 'Označit: Zabalená' })).toBeVisible();
      await page.getByRole('button', { name: 'Označit: Odeslaná' }).click();
      await page.getByLabel('Číslo zásilky').fill('DR1234567890');
      await expectNoAxeViolations(page, 'order: shipping dialog');
      await page.getByRole('dialog').getByRole('button', { name: 'Odeslat' }).click();
      await expect(page.getByText('DR1234567890')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Označit: Doručená' })).toBeVisible();
    });

    test('shows a metric line in metres: 2,5 bm, not the amount 25', async ({ page }) => {
      test.setTimeout(120_000);
      const product = (await allProducts()).find((p) =>
        p.variants.some((v) => v.availability.quantityDecimals === 1 && v.availability.isAvailable),
      );
      if (!product) throw new Error('the demo catalogue has no product sold by the tenth of a metre');
      const variant = product.variants.find(
        (v) => v.availability.quantityDecimals === 1 && v.availability.isAvailable,
      )!;
      // 2.5 m: over the minimum order value at the band's price per metre.
      const { order } = await placeGuestOrder([{ id: variant.id, amount: 25 }], {
        email: 'prepazka@example.cz',
      });
      await logIn(page, owner);
      await expect(page.getByRole('heading', { level: 2, name: /^Dnes/ })).toBeVisible();
      await page.goto(`${admin}#/orders/${order.id}/show`);
      await expect(page.getByRole('heading', { level: 1, name: `Objednávka ${order.code}` })).toBeVisible();
      const line = page
        .getByRole('region', { name: 'Položky objednávky' })
        .getByRole('row')
        .filter({ hasText: product.name });
      await expect(line).toContainText(`2,5 ${product.unit}`);
      await expect(line).not.toContainText(`25 ${product.unit}`);
    });

    test('bank statements, service cases and customers answer and pass axe', async ({ page }) => {
      await logIn(page, owner);
      await expect(page.getByRole('heading', { level: 1, name: /Dobrý den/ })).toBeVisible();
      await menu(page).getByRole('menuitem', { name: 'Bankovní výpisy' }).click();
      await expect(page.getByRole('heading', { name: 'Načíst výpis ze souboru' })).toBeVisible();
      await expectNoAxeViolations(page, 'bank statements');
      await menu(page).getByRole('menuitem', { name: 'Reklamace a vrácení' }).click();
      await expect(
        page
          .getByRole('textbox', { name: /Hledat/ })
          .or(page.getByText('Zatím žádná reklamace ani vrácení.')),
      ).toBeVisible();
      await expectNoAxeViolations(page, 'service cases');
      await menu(page).getByRole('menuitem', { name: 'Zákazníci' }).click();
      // The demo customer is found by e-mail: the other tests' customers, newer, fill the first page.
      // The search applies after a pause for typing (the address then carries it).
      await page
        .getByRole('textbox', { name: 'Hledat: e-mail, jméno, telefon, firma nebo IČO' })
        .fill('zakaznik@intimfit.cz');
      await expect.poll(() => decodeURIComponent(page.url())).toContain('"q":"zakaznik@intimfit.cz"');
      await page.getByRole('row', { name: /zakaznik@intimfit\.cz/ }).click();
      await expect(page.getByRole('heading', { level: 1, name: /Nováková/ })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Přihlásit se jako zákazník' })).toBeVisible();
      await expectNoAxeViolations(page, 'customer');
    });
  });

  test.describe('a content operator', () => {
    test.use(fromAddress(13));

    test('sees no operators in the menu and gets the server’s refusal at their address', async ({ page }) => {
      await logIn(page, contentEditor);
      await expect(page.getByRole('heading', { level: 1, name: /Dobrý den/ })).toBeVisible();
      await expect(menu(page).getByRole('menuitem', { name: 'Můj účet' })).toBeVisible();
      await expect(menu(page).getByRole('menuitem', { name: 'Operátoři' })).toHaveCount(0);
      await expect(menu(page).getByRole('menuitem', { name: 'API klíče' })).toHaveCount(0);
      await page.goto(`${admin}#/operators`);
      await expect(
        page.getByRole('alert').filter({ hasText: 'K této akci nemáte oprávnění.' }).first(),
      ).toBeVisible();
      await expectNoAxeViolations(page, 'operators refused');
    });
  });

  test.describe('at a phone’s and a laptop’s width', () => {
    test.use(fromAddress(14));

    test('every page fits and is photographed', async ({ page }) => {
      // 34 pages, each checked by axe and photographed: minutes on a busy 2-core machine.
      test.setTimeout(360_000);
      const order = await placeBankTransferOrder();
      const pages = [
        '',
        'orders',
        `orders/${order.id}/show`,
        'bank-movements',
        'service-cases',
        'customers',
        'customers/1/show',
        'operators',
        'operators/create',
        'roles',
        'roles/content',
        'api-keys',
        'api-keys/create',
        'audit',
        'muj-ucet',
        'druhy-faktor',
      ];
      for (const [device, size] of [
        ['phone', { width: 390, height: 844 }],
        ['laptop', { width: 1280, height: 800 }],
      ] as const) {
        await page.setViewportSize(size);
        await page.goto(admin);
        await page.screenshot({ path: `${screens}/${device}-log-in.png` });
        await logIn(page, owner);
        await expect(page.getByRole('heading', { level: 1, name: /Dobrý den/ })).toBeVisible();
        for (const path of pages) {
          await page.goto(`${admin}#/${path}`);
          await page.waitForLoadState('networkidle');
          await expect(page.locator('[role="progressbar"]')).toHaveCount(0);
          const width = await page.evaluate(() => document.documentElement.scrollWidth);
          expect(width, `${device} #/${path}: page width`).toBeLessThanOrEqual(size.width);
          await expectNoAxeViolations(page, `${device} #/${path}`);
          await page.screenshot({
            path: `${screens}/${device}-${path.replaceAll('/', '-').replace(/-\d+-show$/, '-show') || 'home'}.png`,
            fullPage: true,
          });
        }
        await page.goto(`${admin}#/audit`);
        if (device === 'phone') await page.locator('a[href^="#/audit/"]').first().click();
        else await page.getByRole('row').nth(1).click();
        await expect(page.getByText('Po změně')).toBeVisible();
        await expectNoAxeViolations(page, `${device} audit entry`);
        await page.screenshot({ path: `${screens}/${device}-audit-entry.png`, fullPage: true });
        await logOut(page);
      }
    });
  });
});
