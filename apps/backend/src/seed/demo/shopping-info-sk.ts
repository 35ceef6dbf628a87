/**
 * The Slovak bodies of the text pages in content.ts and shopping-info-pages.ts, by slug: the Czech
 * HTML's headings, paragraphs, list items and links, with prices in euros. The shop is a Czech
 * company, so the laws cited stay the Czech ones, named as such.
 */
import { DISCREET_NAME, SHOP_CONTACT } from './company.ts';

const c = SHOP_CONTACT;
const address = `${c.street}, ${c.postcode.slice(0, 3)} ${c.postcode.slice(3)} ${c.city}`;
const mail = `<a href="mailto:${c.email}">${c.email}</a>`;
const hours = c.hours?.sk;
if (!hours) throw new Error('SHOP_CONTACT has no Slovak opening hours');

export const BODIES_SK: Record<string, string> = {
  doprava:
    '<p>Objednávky prijaté v pracovné dni do 14:00 odosielame ešte v ten istý deň. Zásielky balíme do neutrálnej krabice bez názvu obchodu.</p>' +
    '<h2>Ceny dopravy</h2><ul>' +
    '<li>Osobný odber na predajni v Prahe, Brne, Ostrave alebo Plzni: zadarmo</li>' +
    '<li>Výdajné miesto alebo box (Česko a Slovensko): 2,90 €</li>' +
    '<li>Kuriér na adresu: 4,90 €, doručenie nasledujúci pracovný deň</li>' +
    '<li>Slovenský kuriér: 3,90 €, doručenie do 2 pracovných dní</li>' +
    '<li>Medzinárodný kuriér (Nemecko, Rakúsko, Poľsko, Maďarsko): 11,90 €</li>' +
    '</ul><p>Pri nákupe od 60 € je doprava na výdajné miesto aj kuriérom po Česku a Slovensku zadarmo.</p>',

  platba:
    '<p>Vyberte si spôsob platby, ktorý vám vyhovuje.</p><h2>Možnosti platby</h2><ul>' +
    '<li>Platba kartou online, Apple Pay a Google Pay: zadarmo</li>' +
    '<li>Bankový prevod (QR kód v e-maile): zadarmo</li>' +
    '<li>Dobierka: 1,50 €, nie je možná pri osobnom odbere a pri medzinárodnom kuriérovi</li>' +
    '</ul><p>Na výpise z účtu sa platba zobrazí pod neutrálnym označením ' +
    DISCREET_NAME +
    ', bez názvu obchodu aj tovaru.</p>',

  'vraceni-do-30-dni':
    '<p>Zákon vám dáva 14 dní na odstúpenie od zmluvy bez udania dôvodu. My túto lehotu predlžujeme: tovar môžete vrátiť do 30 dní od prevzatia.</p>' +
    '<h2>Ako postupovať</h2><ul>' +
    '<li>Vyplňte formulár <a href="/vraceni-zbozi">Vrátenie tovaru</a> s číslom objednávky alebo nám napíšte na ' +
    c.email +
    '</li>' +
    '<li>Tovar pošlite na adresu centrálneho skladu alebo ho prineste do ktorejkoľvek našej predajne</li>' +
    '<li>Peniaze vrátime do 14 dní od odstúpenia od zmluvy rovnakým spôsobom, akým ste platili, najskôr však, keď nám tovar príde alebo preukážete jeho odoslanie</li>' +
    '</ul><h2>Výnimky</h2><p>Z hygienických dôvodov nie je možné vrátiť otvorené kondómy, lubrikačné gély, menštruačné kalíšky, menštruačné nohavičky, venušine guličky a trenažéry panvového dna, ak bol porušený ochranný obal.</p>',

  'bezproblemova-reklamace':
    '<p>Na tovar sa vzťahuje záruka 24 mesiacov. Reklamáciu vybavíme najneskôr do 30 dní, zvyčajne do týždňa.</p>' +
    '<p>Reklamáciu začnete formulárom <a href="/reklamace">Reklamácia</a>, e-mailom na ' +
    c.email +
    ' alebo na predajni. Priložte, prosím, doklad o kúpe a popis vady.</p>',

  'diskretnost-nakupu':
    '<p>Vieme, že intímny tovar je osobná záležitosť. Preto dbáme na diskrétnosť na každom kroku.</p><ul>' +
    '<li>Zásielky balíme do hnedej krabice bez loga a bez názvu obchodu</li>' +
    '<li>Ako odosielateľ je uvedené neutrálne označenie ' +
    DISCREET_NAME +
    ', nie názov obchodu ani obsah zásielky</li>' +
    '<li>Na faktúre aj na výpise z účtu je neutrálne označenie</li>' +
    '<li>Vaše údaje neposkytujeme tretím stranám okrem dopravcu</li>' +
    '</ul><p>Na predajniach máme pokojný kútik na osobnú konzultáciu.</p>',

  'obchodni-podminky':
    `<p>Tieto obchodné podmienky upravujú vzťahy medzi spoločnosťou ${c.name} so sídlom ${address}, IČO ${c.ico}, DIČ ${c.dic}, a kupujúcim.</p>` +
    '<h2>1. Uzavretie zmluvy</h2><p>Zmluva je uzavretá potvrdením objednávky e-mailom. Ceny sú uvedené vrátane DPH.</p>' +
    '<h2>2. Dodanie</h2><p>Objednávky prijaté v pracovné dni do 14:00 odosielame ešte v ten istý deň. Minimálna hodnota objednávky je 8 €.</p>' +
    '<h2>3. Odstúpenie od zmluvy</h2><p>Spotrebiteľ môže od zmluvy odstúpiť bez udania dôvodu do 14 dní od prevzatia tovaru (§ 1829 českého Občianskeho zákonníka); predávajúci túto lehotu dobrovoľne predlžuje na 30 dní. Odstúpiť nie je možné pri tovare, ktorý bol z hygienických dôvodov zapečatený a ktorého obal kupujúci porušil (§ 1837 písm. g) českého Občianskeho zákonníka). Peniaze vrátime do 14 dní od odstúpenia od zmluvy, najskôr však, keď nám tovar príde alebo kupujúci preukáže jeho odoslanie (§ 1832 českého Občianskeho zákonníka).</p>' +
    '<h2>4. Reklamácia</h2><p>Práva zo zodpovednosti za vady sa riadia českým Občianskym zákonníkom. Záručná doba je 24 mesiacov.</p>',

  'souhlas-se-zpracovanim-osobnich-udaju':
    `<p>Súhlas udeľuje zákazník spoločnosti ${c.name}, IČO ${c.ico}, ako prevádzkovateľovi osobných údajov. Údaje spracúvame v súlade s nariadením GDPR; podrobnosti nájdete v <a href="/vse-o-nakupu/ochrana-osobnich-udaju">Zásadách ochrany osobných údajov</a>.</p>` +
    '<h2>Na čo súhlas dávate</h2><ul><li>Zasielanie infomailu s novinkami a akciami na váš e-mail (zaškrtnutím pri registrácii, v pokladni alebo v pätičke obchodu)</li><li>Uloženie e-mailu a údaja o tom, kedy a ako ste súhlas udelili, počas trvania odberu</li></ul>' +
    '<p>Na vybavenie objednávky súhlas nepotrebujeme: údaje na to spracúvame, pretože je to nevyhnutné na splnenie zmluvy.</p>' +
    `<p>Súhlas je dobrovoľný a môžete ho kedykoľvek odvolať odkazom v každom e-maile, v zákazníckom účte alebo e-mailom na ${c.email}.</p>`,

  'jak-nakupovat':
    '<ol><li>Vložte tovar do košíka</li><li>Vyberte dopravu a platbu</li><li>Vyplňte kontaktné a doručovacie údaje</li><li>Potvrďte objednávku; potvrdenie vám príde e-mailom</li></ol>' +
    '<p>Registrácia nie je nutná, ale v účte uvidíte históriu objednávok a tovar vrátite rýchlejšie.</p>',

  kontakt:
    `<p>Zákaznícka podpora: <a href="mailto:${c.email}">${c.email}</a>, telefón ${c.phone} (${hours}).</p>` +
    `<h2>Prevádzkovateľ</h2><p>${c.name}<br>${c.street}<br>${c.postcode.slice(0, 3)} ${c.postcode.slice(3)} ${c.city}<br>IČO ${c.ico}, DIČ ${c.dic}<br>Zapísaná v obchodnom registri vedenom Mestským súdom v Prahe.</p>` +
    '<p>Zoznam predajní s otváracími hodinami nájdete na stránke <a href="/pobocky">Pobočky</a>.</p>',

  'zmeny-v-objednavce':
    '<p>Objednávku môžeme zmeniť, kým ju nezabalíme. Objednávky prijaté v pracovné dni do 14:00 balíme ešte v ten istý deň, preto sa ozvite čo najskôr.</p>' +
    '<h2>Čo sa dá zmeniť</h2><ul>' +
    '<li>Doručovaciu adresu, výdajné miesto alebo spôsob dopravy</li>' +
    '<li>Spôsob platby, ak objednávka ešte nie je zaplatená</li>' +
    '<li>Množstvo alebo variant tovaru a pridanie ďalšieho tovaru</li>' +
    '<li>Fakturačné údaje vrátane doplnenia IČO a DIČ</li>' +
    '</ul>' +
    `<h2>Ako o zmenu požiadať</h2><p>Napíšte na ${mail} alebo zavolajte na ${c.phone} (${hours}) a uveďte číslo objednávky z potvrdzujúceho e-mailu. Zmenu vám potvrdíme e-mailom.</p>` +
    '<h2>Zrušenie objednávky</h2><p>Nezabalenú objednávku zrušíme bez poplatku; zaplatenú sumu vrátime do 5 pracovných dní rovnakým spôsobom, akým ste platili. Objednávku, ktorá je už na ceste, nemusíte prevziať, alebo ju po prevzatí vráťte v rámci <a href="/vse-o-nakupu/vraceni-do-30-dni">vrátenia do 30 dní</a>.</p>' +
    '<p>Nezaplatenú objednávku s platbou kartou automaticky zrušíme po hodine, objednávku s platbou bankovým prevodom po 7 dňoch bez úhrady.</p>',

  'klientske-centrum':
    '<p>V klientskom centre máte všetko o svojich nákupoch na jednom mieste. Účet si založíte pri prvej objednávke alebo na stránke <a href="/registrovat">Registrácia</a>; prihlásite sa na stránke <a href="/prihlasit">Prihlásenie</a>.</p>' +
    '<h2>Čo v účte nájdete</h2><ul>' +
    '<li><strong>Objednávky</strong>: stav, sledovanie zásielky, faktúry a opätovné zaplatenie nezaplatenej objednávky kartou</li>' +
    '<li><strong>Osobné údaje</strong>: zmena kontaktov, stiahnutie všetkých údajov, ktoré o vás máme, a zrušenie účtu</li>' +
    '<li><strong>Adresy</strong>: uložené doručovacie adresy, ktoré sa v pokladni vyplnia samy</li>' +
    '<li><strong>Obľúbený tovar a nákupné zoznamy</strong>: tovar, ku ktorému sa chcete vrátiť, a zoznamy, ktoré vložíte do košíka jedným kliknutím</li>' +
    '<li><strong>Vernostné kredity</strong>: zostatok kreditov, ktorými zaplatíte časť ďalšieho nákupu</li>' +
    '</ul>' +
    '<h2>Firemní zákazníci</h2><p>Firmy s veľkoobchodnou zmluvou vidia po prihlásení svoje ceny bez DPH a môžu objednávať rýchlou objednávkou podľa kódov tovaru.</p>' +
    `<p>Zabudli ste heslo? Nové si nastavíte na stránke <a href="/zapomenute-heslo">Zabudnuté heslo</a>. S čímkoľvek ďalším vám poradíme na ${mail}.</p>`,

  'ochrana-osobnich-udaju':
    `<p>Prevádzkovateľom osobných údajov je ${c.name}, IČO ${c.ico}, so sídlom ${address} (ďalej len „my“). Osobné údaje spracúvame podľa nariadenia Európskeho parlamentu a Rady (EÚ) 2016/679 (GDPR) a českého zákona č. 110/2019 Sb. o spracúvaní osobných údajov.</p>` +
    '<h2>Aké údaje a prečo spracúvame</h2><table><thead><tr><th scope="col">Účel</th><th scope="col">Údaje</th><th scope="col">Právny základ</th><th scope="col">Doba uchovávania</th></tr></thead><tbody>' +
    '<tr><td>Vybavenie objednávky a doručenie</td><td>meno, adresa, e-mail, telefón, objednaný tovar</td><td>plnenie zmluvy</td><td>počas vybavovania a 3 roky pre prípad uplatnenia práv zo zodpovednosti za vady</td></tr>' +
    '<tr><td>Účtovníctvo a dane</td><td>fakturačné údaje, IČO a DIČ</td><td>zákonná povinnosť</td><td>10 rokov</td></tr>' +
    '<tr><td>Zákaznícky účet</td><td>prihlasovací e-mail, heslo (len ako odtlačok), adresy, obľúbený tovar</td><td>plnenie zmluvy</td><td>do zrušenia účtu</td></tr>' +
    '<tr><td>Ochrana pred zneužitím</td><td>IP adresa, údaje o prihlásení</td><td>oprávnený záujem</td><td>6 mesiacov</td></tr>' +
    '<tr><td>Zasielanie noviniek</td><td>e-mail</td><td>súhlas, pri zákazníkoch oprávnený záujem</td><td>do odvolania súhlasu alebo odhlásenia</td></tr>' +
    '</tbody></table>' +
    '<h2>Komu údaje poskytujeme</h2><p>Len tým, bez ktorých objednávku nevybavíme: dopravcom (meno, adresa, telefón, e-mail), platobnej bráne (údaje o platbe; čísla kariet spracúva len brána) a poskytovateľovi účtovného a e-mailového systému. So všetkými máme uzavretú zmluvu o spracúvaní osobných údajov. Údaje nepredávame a neprenášame mimo Európskej únie.</p>' +
    '<h2>Vaše práva</h2><ul>' +
    '<li>na prístup k údajom a ich kópiu (v účte si ich stiahnete sami)</li>' +
    '<li>na opravu nepresných údajov</li>' +
    '<li>na vymazanie, ak ich už nepotrebujeme alebo ste odvolali súhlas</li>' +
    '<li>na obmedzenie spracúvania a na prenosnosť údajov</li>' +
    '<li>namietať proti spracúvaniu na základe oprávneného záujmu</li>' +
    // GDPR art. 77 also lets the reader complain where they live, not only to the Czech authority.
    '<li>podať sťažnosť na českom Úrade pre ochranu osobných údajov (Úřad pro ochranu osobních údajů, www.uoou.gov.cz) alebo na dozornom orgáne v štáte, kde žijete</li>' +
    '</ul>' +
    `<p>Práva uplatníte e-mailom na ${mail} alebo listom na adresu sídla. Odpovieme najneskôr do jedného mesiaca.</p>` +
    '<h2>Cookies</h2><p>Nevyhnutné cookies (košík, prihlásenie, zobrazenie cien) používame bez súhlasu. Analytické a marketingové cookies len s vaším súhlasom, ktorý môžete kedykoľvek zmeniť v nastaveniach cookies v pätičke stránky.</p>',

  'ochrana-osobnich-udaju-marketing':
    `<p>Tieto zásady dopĺňajú <a href="/vse-o-nakupu/ochrana-osobnich-udaju">Zásady ochrany osobných údajov</a> a opisujú, ako ${c.name} používa vaše údaje na marketing.</p>` +
    '<h2>Infomail</h2><p>Ak sa prihlásite na odber noviniek, posielame vám približne raz mesačne <a href="/infomail">infomail</a> s tipmi, novinkami a akciami. Spracúvame na to váš e-mail a údaj o tom, kedy a ako ste sa prihlásili. Prihlásenie potvrdíte odkazom v e-maile.</p>' +
    '<p>Zákazníkom, ktorí u nás nakúpili, môžeme ponuky podobného tovaru posielať aj bez súhlasu na základe oprávneného záujmu (§ 7 českého zákona č. 480/2004 Sb. o niektorých službách informačnej spoločnosti); odmietnuť ich môžete pri nákupe aj kedykoľvek neskôr.</p>' +
    '<h2>Personalizácia</h2><p>So súhlasom s marketingovými cookies vám ukazujeme odporúčaný tovar podľa toho, čo ste si prezerali. Informácie o nákupoch intímneho tovaru nikdy nepoužívame na reklamu mimo nášho obchodu.</p>' +
    '<h2>Overené zákazníkmi</h2><p>Po nákupe vám môže prísť žiadosť o hodnotenie obchodu od služby na overovanie zákazníkov. Poskytujeme jej len e-mail a číslo objednávky, a to len s vaším súhlasom v pokladni.</p>' +
    `<h2>Ako sa odhlásiť</h2><p>Odkazom na konci každého e-mailu, v zákazníckom účte alebo e-mailom na ${mail}. Odhlásenie platí okamžite a údaje na marketingové účely vymažeme najneskôr do 30 dní.</p>`,
};
