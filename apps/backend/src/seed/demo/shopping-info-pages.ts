/**
 * The "Vše o nákupu" text pages beyond those in content.ts: changes to an order, the client
 * centre, the privacy policy and the marketing privacy policy.
 */
import type { PageRow, Translated } from '../dataset.ts';
import { SHOP_CONTACT, SHOP_NAME } from './company.ts';
import { BODIES_DE } from './shopping-info-de.ts';
import { BODIES_SK } from './shopping-info-sk.ts';

const c = SHOP_CONTACT;
const address = `${c.street}, ${c.postcode.slice(0, 3)} ${c.postcode.slice(3)} ${c.city}`;
const mail = `<a href="mailto:${c.email}">${c.email}</a>`;

interface PageDef {
  slug: string;
  title: Translated;
  /** The meta description, in every language. */
  description: { cs: string; sk: string; de: string };
  html: string;
}

/** A text page's SEO title in every language: its title and the shop's name. */
export function seoTitle(title: Translated): Translated {
  if (!title.sk || !title.de) throw new Error(`Page '${title.cs}' has no Slovak or German title`);
  return {
    cs: `${title.cs} | ${SHOP_NAME}`,
    sk: `${title.sk} | ${SHOP_NAME}`,
    de: `${title.de} | ${SHOP_NAME}`,
  };
}

/** A page's Czech body with its Slovak and German ones; a page left untranslated fails the seed build. */
export function pageContent(slug: string, cs: string): Translated {
  const sk = BODIES_SK[slug];
  const de = BODIES_DE[slug];
  if (!sk) throw new Error(`Page ${slug} has no Slovak body in shopping-info-sk.ts`);
  if (!de) throw new Error(`Page ${slug} has no German body in shopping-info-de.ts`);
  return { cs, sk, de };
}

const DEFS: PageDef[] = [
  {
    slug: 'zmeny-v-objednavce',
    title: { cs: 'Změny v objednávce', sk: 'Zmeny v objednávke', de: 'Bestelländerungen' },
    description: {
      cs: 'Jak změnit nebo zrušit objednávku, adresu, dopravu nebo platbu.',
      sk: 'Ako zmeniť alebo zrušiť objednávku, adresu, dopravu alebo platbu.',
      de: 'So ändern oder stornieren Sie eine Bestellung, die Lieferadresse, die Versand- oder die Zahlungsart.',
    },
    html:
      '<p>Objednávku můžeme změnit, dokud ji nezabalíme. Objednávky přijaté v pracovní dny do 14:00 balíme ještě týž den, proto se ozvěte co nejdříve.</p>' +
      '<h2>Co lze změnit</h2><ul>' +
      '<li>Doručovací adresu, výdejní místo nebo způsob dopravy</li>' +
      '<li>Způsob platby, pokud objednávka ještě není zaplacená</li>' +
      '<li>Množství nebo variantu zboží a přidání dalšího zboží</li>' +
      '<li>Fakturační údaje, včetně doplnění IČO a DIČ</li>' +
      '</ul>' +
      `<h2>Jak o změnu požádat</h2><p>Napište na ${mail} nebo zavolejte na ${c.phone} (Po–Pá 8:00–16:00) a uveďte číslo objednávky z potvrzovacího e-mailu. Změnu vám potvrdíme e-mailem.</p>` +
      '<h2>Zrušení objednávky</h2><p>Nezabalenou objednávku zrušíme bez poplatku; zaplacenou částku vrátíme do 5 pracovních dní stejným způsobem, jakým jste platili. Objednávku, která už je na cestě, nemusíte přebírat, nebo ji po převzetí vraťte v rámci <a href="/vse-o-nakupu/vraceni-do-30-dni">vrácení do 30 dní</a>.</p>' +
      '<p>Nezaplacenou objednávku kartou rušíme automaticky po hodině, objednávku na bankovní převod po 7 dnech bez platby.</p>',
  },
  {
    slug: 'klientske-centrum',
    title: { cs: 'Klientské centrum', sk: 'Klientske centrum', de: 'Kundenzentrum' },
    description: {
      cs: 'Zákaznický účet: objednávky, adresy, oblíbené zboží, nákupní seznamy a věrnostní kredity.',
      sk: 'Zákaznícky účet: objednávky, adresy, obľúbený tovar, nákupné zoznamy a vernostné kredity.',
      de: 'Kundenkonto: Bestellungen, Adressen, Lieblingsartikel, Einkaufslisten und Treuepunkte.',
    },
    html:
      '<p>V klientském centru máte vše o svých nákupech na jednom místě. Účet si založíte při první objednávce nebo na stránce <a href="/registrovat">Registrace</a>; přihlásíte se na stránce <a href="/prihlasit">Přihlášení</a>.</p>' +
      '<h2>Co v účtu najdete</h2><ul>' +
      '<li><strong>Objednávky</strong>: stav, sledování zásilky, faktury a opakované zaplacení nezaplacené objednávky kartou</li>' +
      '<li><strong>Osobní údaje</strong>: změna kontaktů, stažení všech údajů, které o vás máme, a zrušení účtu</li>' +
      '<li><strong>Adresy</strong>: uložené doručovací adresy, které se vyplní v pokladně samy</li>' +
      '<li><strong>Oblíbené zboží a nákupní seznamy</strong>: zboží, ke kterému se chcete vrátit, a seznamy, které vložíte do košíku jedním kliknutím</li>' +
      '<li><strong>Věrnostní kredity</strong>: zůstatek kreditů, kterými zaplatíte část dalšího nákupu</li>' +
      '</ul>' +
      '<h2>Firemní zákazníci</h2><p>Firmy s velkoobchodní smlouvou vidí po přihlášení své ceny bez DPH a mohou objednávat rychlou objednávkou podle kódů zboží.</p>' +
      `<p>Zapomněli jste heslo? Nové nastavíte na stránce <a href="/zapomenute-heslo">Zapomenuté heslo</a>. S čímkoli dalším poradíme na ${mail}.</p>`,
  },
  {
    slug: 'ochrana-osobnich-udaju',
    title: {
      cs: 'Zásady ochrany osobních údajů',
      sk: 'Zásady ochrany osobných údajov',
      de: 'Datenschutzerklärung',
    },
    description: {
      cs: 'Kdo zpracovává vaše osobní údaje, proč, jak dlouho a jaká máte práva (GDPR).',
      sk: 'Kto spracúva vaše osobné údaje, prečo, ako dlho a aké máte práva (GDPR).',
      de: 'Wer Ihre personenbezogenen Daten verarbeitet, warum, wie lange und welche Rechte Sie haben (DSGVO).',
    },
    html:
      `<p>Správcem osobních údajů je ${c.name}, IČO ${c.ico}, se sídlem ${address} (dále „my“). Osobní údaje zpracováváme podle nařízení Evropského parlamentu a Rady (EU) 2016/679 (GDPR) a zákona č. 110/2019 Sb., o zpracování osobních údajů.</p>` +
      '<h2>Jaké údaje a proč zpracováváme</h2><table><thead><tr><th scope="col">Účel</th><th scope="col">Údaje</th><th scope="col">Právní základ</th><th scope="col">Doba uložení</th></tr></thead><tbody>' +
      '<tr><td>Vyřízení objednávky a doručení</td><td>jméno, adresa, e-mail, telefon, objednané zboží</td><td>plnění smlouvy</td><td>po dobu vyřizování a 3 roky kvůli právům z vad</td></tr>' +
      '<tr><td>Účetnictví a daně</td><td>fakturační údaje, IČO a DIČ</td><td>právní povinnost</td><td>10 let</td></tr>' +
      '<tr><td>Zákaznický účet</td><td>přihlašovací e-mail, heslo (jen jako otisk), adresy, oblíbené zboží</td><td>plnění smlouvy</td><td>do zrušení účtu</td></tr>' +
      '<tr><td>Ochrana před zneužitím</td><td>IP adresa, údaje o přihlášení</td><td>oprávněný zájem</td><td>6 měsíců</td></tr>' +
      '<tr><td>Zasílání novinek</td><td>e-mail</td><td>souhlas, u zákazníků oprávněný zájem</td><td>do odvolání souhlasu nebo odhlášení</td></tr>' +
      '</tbody></table>' +
      '<h2>Komu údaje předáváme</h2><p>Jen tomu, bez koho objednávku nevyřídíme: dopravcům (jméno, adresa, telefon, e-mail), platební bráně (údaje o platbě; čísla karet zpracovává jen brána) a poskytovateli účetního a e-mailového systému. Se všemi máme smlouvu o zpracování osobních údajů. Údaje neprodáváme a nepředáváme mimo Evropskou unii.</p>' +
      '<h2>Vaše práva</h2><ul>' +
      '<li>na přístup k údajům a jejich kopii (v účtu si je stáhnete sami)</li>' +
      '<li>na opravu nepřesných údajů</li>' +
      '<li>na výmaz, pokud je už nepotřebujeme nebo jste odvolali souhlas</li>' +
      '<li>na omezení zpracování a na přenositelnost údajů</li>' +
      '<li>vznést námitku proti zpracování z oprávněného zájmu</li>' +
      '<li>podat stížnost u Úřadu pro ochranu osobních údajů (www.uoou.gov.cz)</li>' +
      '</ul>' +
      `<p>Práva uplatníte e-mailem na ${mail} nebo dopisem na adresu sídla. Odpovíme nejpozději do jednoho měsíce.</p>` +
      '<h2>Cookies</h2><p>Nezbytné cookies (košík, přihlášení, zobrazení cen) používáme bez souhlasu. Analytické a marketingové cookies jen s vaším souhlasem, který kdykoli změníte v nastavení cookies v patičce.</p>',
  },
  {
    slug: 'ochrana-osobnich-udaju-marketing',
    title: {
      cs: 'Zpracování osobních údajů pro marketing',
      sk: 'Spracúvanie osobných údajov na marketing',
      de: 'Datenschutz im Marketing',
    },
    description: {
      cs: 'Jak používáme váš e-mail pro infomail a personalizované nabídky a jak se odhlásit.',
      sk: 'Ako používame váš e-mail na infomail a personalizované ponuky a ako sa odhlásiť.',
      de: 'Wie wir Ihre E-Mail-Adresse für den Infomail-Newsletter und persönliche Angebote nutzen und wie Sie sich abmelden.',
    },
    html:
      `<p>Tyto zásady doplňují <a href="/vse-o-nakupu/ochrana-osobnich-udaju">Zásady ochrany osobních údajů</a> a popisují, jak ${c.name} používá vaše údaje k marketingu.</p>` +
      '<h2>Infomail</h2><p>Pokud se přihlásíte k odběru novinek, posíláme vám zhruba jednou měsíčně <a href="/infomail">infomail</a> s tipy, novinkami a akcemi. Zpracováváme k tomu váš e-mail a údaj, kdy a jak jste se přihlásili. Přihlášení potvrzujete odkazem v e-mailu.</p>' +
      '<p>Zákazníkům, kteří u nás nakoupili, můžeme nabídky podobného zboží posílat i bez souhlasu z oprávněného zájmu (§ 7 zákona č. 480/2004 Sb.); odmítnout je můžete při nákupu i kdykoli později.</p>' +
      '<h2>Personalizace</h2><p>Se souhlasem s marketingovými cookies vám ukazujeme doporučené zboží podle toho, co jste si prohlíželi. Informace o nákupech intimního zboží nikdy nepoužíváme k reklamě mimo náš obchod.</p>' +
      '<h2>Ověřeno zákazníky</h2><p>Po nákupu vám může přijít žádost o hodnocení obchodu od služby pro ověřování zákazníků. Předáváme jí jen e-mail a číslo objednávky, a to jen s vaším souhlasem v pokladně.</p>' +
      `<h2>Jak se odhlásit</h2><p>Odkazem na konci každého e-mailu, v zákaznickém účtu nebo e-mailem na ${mail}. Odhlášení platí okamžitě a údaje pro marketing smažeme nejpozději do 30 dní.</p>`,
  },
];

export const SHOPPING_INFO_PAGES: PageRow[] = DEFS.map((def) => ({
  slug: def.slug,
  title: def.title,
  content: pageContent(def.slug, def.html),
  seo: { title: seoTitle(def.title), description: def.description },
}));
