/**
 * The German bodies of the text pages in content.ts and shopping-info-pages.ts, by slug: the Czech
 * HTML's headings, paragraphs, list items and links, with prices in euros. The shop is a Czech
 * company, so the laws cited stay the Czech ones, named as such.
 */
import { DISCREET_NAME, SHOP_CONTACT } from './company.ts';

const c = SHOP_CONTACT;
const address = `${c.street}, ${c.postcode.slice(0, 3)} ${c.postcode.slice(3)} ${c.city}`;
const mail = `<a href="mailto:${c.email}">${c.email}</a>`;
const hours = c.hours?.de;
if (!hours) throw new Error('SHOP_CONTACT has no German opening hours');
// The Czech company numbers, glossed the way the German FAQ does.
const ico = `Firmennummer (IČO) ${c.ico}`;
const dic = `USt-IdNr. (DIČ) ${c.dic}`;

export const BODIES_DE: Record<string, string> = {
  doprava:
    '<p>Bestellungen, die an Werktagen bis 14:00 Uhr eingehen, versenden wir noch am selben Tag. Wir verpacken sie in einem neutralen Karton ohne den Namen des Shops.</p>' +
    '<h2>Versandkosten</h2><ul>' +
    '<li>Abholung in unseren Geschäften in Prag, Brünn, Ostrava oder Pilsen: kostenlos</li>' +
    '<li>Abholstelle oder Paketbox (Tschechien und Slowakei): 2,90 €</li>' +
    // Names the countries: a German reader would otherwise take 4,90 € for delivery to Germany.
    '<li>Kurier an die Adresse (Tschechien und Slowakei): 4,90 €, Zustellung am nächsten Werktag</li>' +
    '<li>Slowakischer Kurier: 3,90 €, Zustellung innerhalb von 2 Werktagen</li>' +
    '<li>Internationaler Kurier (Deutschland, Österreich, Polen, Ungarn): 11,90 €</li>' +
    '</ul><p>Ab einem Einkaufswert von 60 € ist der Versand an eine Abholstelle und per Kurier innerhalb Tschechiens und der Slowakei kostenlos.</p>',

  platba:
    '<p>Wählen Sie die Zahlungsart, die Ihnen am besten passt.</p><h2>Zahlungsmöglichkeiten</h2><ul>' +
    '<li>Kartenzahlung online, Apple Pay und Google Pay: kostenlos</li>' +
    '<li>Banküberweisung (QR-Code in der E-Mail): kostenlos</li>' +
    '<li>Nachnahme: 1,50 €, nicht möglich bei Abholung im Geschäft und beim internationalen Kurier</li>' +
    '</ul><p>Auf Ihrem Kontoauszug erscheint die Zahlung unter der neutralen Bezeichnung ' +
    DISCREET_NAME +
    ', ohne den Namen des Shops und ohne Bezeichnung der Ware.</p>',

  'vraceni-do-30-dni':
    '<p>Das Gesetz gibt Ihnen 14 Tage, um ohne Angabe von Gründen vom Vertrag zurückzutreten. Wir verlängern diese Frist: Sie können Ware innerhalb von 30 Tagen nach Erhalt zurückgeben.</p>' +
    '<h2>So gehen Sie vor</h2><ul>' +
    '<li>Füllen Sie das Formular <a href="/vraceni-zbozi">Rücksendung</a> mit Ihrer Bestellnummer aus oder schreiben Sie uns an ' +
    c.email +
    '</li>' +
    '<li>Senden Sie die Ware an die Adresse unseres Zentrallagers oder bringen Sie sie in eines unserer Geschäfte</li>' +
    '<li>Das Geld erstatten wir innerhalb von 14 Tagen nach Ihrem Rücktritt auf demselben Weg, auf dem Sie bezahlt haben, jedoch erst, wenn die Ware bei uns eingetroffen ist oder Sie ihre Absendung nachweisen</li>' +
    '</ul><h2>Ausnahmen</h2><p>Aus hygienischen Gründen können wir Kondome, Gleitgele, Menstruationstassen, Periodenunterwäsche, Liebeskugeln und Beckenbodentrainer nicht zurücknehmen, wenn die Schutzverpackung geöffnet wurde.</p>',

  'bezproblemova-reklamace':
    '<p>Für unsere Ware gilt eine Gewährleistung von 24 Monaten. Reklamationen bearbeiten wir spätestens innerhalb von 30 Tagen, in der Regel innerhalb einer Woche.</p>' +
    '<p>Eine Reklamation starten Sie mit dem Formular <a href="/reklamace">Reklamation</a>, per E-Mail an ' +
    c.email +
    ' oder in einem unserer Geschäfte. Bitte legen Sie den Kaufbeleg und eine Beschreibung des Mangels bei.</p>',

  'diskretnost-nakupu':
    '<p>Wir wissen, dass Intimprodukte eine persönliche Angelegenheit sind. Deshalb achten wir bei jedem Schritt auf Diskretion.</p><ul>' +
    '<li>Wir verpacken Sendungen in einem braunen Karton ohne Logo und ohne den Namen des Shops</li>' +
    '<li>Als Absender steht die neutrale Bezeichnung ' +
    DISCREET_NAME +
    ' auf dem Paket, weder der Name des Shops noch dessen Inhalt</li>' +
    '<li>Auf der Rechnung und dem Kontoauszug steht eine neutrale Bezeichnung</li>' +
    '<li>Ihre Daten geben wir nicht an Dritte weiter, außer an den Versanddienstleister</li>' +
    '</ul><p>In unseren Geschäften gibt es eine ruhige Ecke für die persönliche Beratung.</p>',

  'obchodni-podminky':
    `<p>Diese Allgemeinen Geschäftsbedingungen regeln die Rechtsbeziehungen zwischen der Gesellschaft ${c.name} mit Sitz in ${address}, ${ico}, ${dic}, und dem Käufer.</p>` +
    '<h2>1. Vertragsschluss</h2><p>Der Vertrag kommt mit der Bestätigung der Bestellung per E-Mail zustande. Alle Preise verstehen sich inklusive Mehrwertsteuer.</p>' +
    '<h2>2. Lieferung</h2><p>Bestellungen, die an Werktagen bis 14:00 Uhr eingehen, versenden wir noch am selben Tag. Der Mindestbestellwert beträgt 8 €.</p>' +
    '<h2>3. Rücktritt vom Vertrag</h2><p>Verbraucher können innerhalb von 14 Tagen nach Erhalt der Ware ohne Angabe von Gründen vom Vertrag zurücktreten (§ 1829 des tschechischen Bürgerlichen Gesetzbuchs); der Verkäufer verlängert diese Frist freiwillig auf 30 Tage. Ausgeschlossen ist der Rücktritt bei Waren, die aus hygienischen Gründen versiegelt geliefert wurden und deren Verpackung der Käufer geöffnet hat (§ 1837 Buchst. g des tschechischen Bürgerlichen Gesetzbuchs). Das Geld erstatten wir innerhalb von 14 Tagen nach dem Rücktritt, jedoch erst, wenn die Ware bei uns eingetroffen ist oder der Käufer ihre Absendung nachweist (§ 1832 des tschechischen Bürgerlichen Gesetzbuchs).</p>' +
    '<h2>4. Reklamation</h2><p>Die Rechte aus mangelhafter Leistung richten sich nach dem tschechischen Bürgerlichen Gesetzbuch. Die Gewährleistungsfrist beträgt 24 Monate.</p>',

  'souhlas-se-zpracovanim-osobnich-udaju':
    `<p>Ihre Einwilligung erteilen Sie der Gesellschaft ${c.name}, ${ico}, die als Verantwortliche Ihre personenbezogenen Daten verarbeitet. Wir verarbeiten die Daten im Einklang mit der DSGVO; Einzelheiten finden Sie in unserer <a href="/vse-o-nakupu/ochrana-osobnich-udaju">Datenschutzerklärung</a>.</p>` +
    '<h2>Wozu Sie einwilligen</h2><ul><li>Zusendung unseres Infomails mit Neuheiten und Aktionen an Ihre E-Mail-Adresse (per Häkchen bei der Registrierung, an der Kasse oder in der Fußzeile des Shops)</li><li>Speicherung Ihrer E-Mail-Adresse und der Angabe, wann und wie Sie eingewilligt haben, für die Dauer des Abonnements</li></ul>' +
    '<p>Für die Abwicklung einer Bestellung brauchen wir keine Einwilligung: Die Daten dafür verarbeiten wir, weil dies zur Erfüllung des Vertrags erforderlich ist.</p>' +
    `<p>Die Einwilligung ist freiwillig, und Sie können sie jederzeit widerrufen: über den Link in jeder E-Mail, in Ihrem Kundenkonto oder per E-Mail an ${c.email}.</p>`,

  'jak-nakupovat':
    '<ol><li>Legen Sie die Ware in den Warenkorb</li><li>Wählen Sie Versand und Zahlung</li><li>Geben Sie Ihre Kontakt- und Lieferdaten ein</li><li>Bestätigen Sie die Bestellung; die Bestätigung erhalten Sie per E-Mail</li></ol>' +
    '<p>Eine Registrierung ist nicht nötig, aber in Ihrem Konto sehen Sie Ihre Bestellhistorie und können Ware schneller zurückgeben.</p>',

  kontakt:
    `<p>Kundenservice: <a href="mailto:${c.email}">${c.email}</a>, Telefon ${c.phone} (${hours}).</p>` +
    `<h2>Betreiber</h2><p>${c.name}<br>${c.street}<br>${c.postcode.slice(0, 3)} ${c.postcode.slice(3)} ${c.city}<br>${ico}, ${dic}<br>Eingetragen im Handelsregister beim Stadtgericht Prag (Městský soud v Praze).</p>` +
    '<p>Eine Liste unserer Geschäfte mit Öffnungszeiten finden Sie auf der Seite <a href="/pobocky">Filialen</a>.</p>',

  'zmeny-v-objednavce':
    '<p>Wir können Ihre Bestellung ändern, solange wir sie noch nicht verpackt haben. Bestellungen, die an Werktagen bis 14:00 Uhr eingehen, verpacken wir noch am selben Tag; melden Sie sich deshalb bitte so bald wie möglich.</p>' +
    '<h2>Was sich ändern lässt</h2><ul>' +
    '<li>Lieferadresse, Abholstelle oder Versandart</li>' +
    '<li>Zahlungsart, sofern die Bestellung noch nicht bezahlt ist</li>' +
    '<li>Menge oder Variante der Ware sowie zusätzliche Artikel</li>' +
    '<li>Rechnungsdaten, auch das Nachtragen von Firmennummer (IČO) und USt-IdNr. (DIČ)</li>' +
    '</ul>' +
    `<h2>So beantragen Sie eine Änderung</h2><p>Schreiben Sie an ${mail} oder rufen Sie uns unter ${c.phone} an (${hours}) und geben Sie die Bestellnummer aus der Bestätigungs-E-Mail an. Die Änderung bestätigen wir Ihnen per E-Mail.</p>` +
    '<h2>Bestellung stornieren</h2><p>Eine noch nicht verpackte Bestellung stornieren wir kostenlos; einen bereits bezahlten Betrag erstatten wir innerhalb von 5 Werktagen auf demselben Weg, auf dem Sie bezahlt haben. Eine Bestellung, die schon unterwegs ist, müssen Sie nicht annehmen, oder Sie senden sie nach Erhalt im Rahmen der <a href="/vse-o-nakupu/vraceni-do-30-dni">Rückgabe innerhalb von 30 Tagen</a> zurück.</p>' +
    '<p>Eine unbezahlte Bestellung mit Kartenzahlung stornieren wir automatisch nach einer Stunde, eine Bestellung mit Banküberweisung nach 7 Tagen ohne Zahlungseingang.</p>',

  'klientske-centrum':
    '<p>Im Kundenzentrum finden Sie alles rund um Ihre Einkäufe an einem Ort. Ein Konto legen Sie bei Ihrer ersten Bestellung oder auf der Seite <a href="/registrovat">Registrierung</a> an; anmelden können Sie sich auf der Seite <a href="/prihlasit">Anmeldung</a>.</p>' +
    '<h2>Was Sie in Ihrem Konto finden</h2><ul>' +
    '<li><strong>Bestellungen</strong>: Status, Sendungsverfolgung, Rechnungen und erneute Kartenzahlung einer unbezahlten Bestellung</li>' +
    '<li><strong>Persönliche Daten</strong>: Kontaktdaten ändern, alle Daten herunterladen, die wir über Sie gespeichert haben, und das Konto löschen</li>' +
    '<li><strong>Adressen</strong>: gespeicherte Lieferadressen, die an der Kasse automatisch eingesetzt werden</li>' +
    '<li><strong>Lieblingsprodukte und Einkaufslisten</strong>: Produkte, auf die Sie zurückkommen möchten, und Listen, die Sie mit einem Klick in den Warenkorb legen</li>' +
    '<li><strong>Treueguthaben</strong>: Ihr Guthaben, mit dem Sie einen Teil Ihres nächsten Einkaufs bezahlen</li>' +
    '</ul>' +
    '<h2>Geschäftskunden</h2><p>Unternehmen mit einem Großhandelsvertrag sehen nach der Anmeldung ihre Preise ohne Mehrwertsteuer und können per Schnellbestellung nach Artikelnummern bestellen.</p>' +
    `<p>Passwort vergessen? Ein neues legen Sie auf der Seite <a href="/zapomenute-heslo">Passwort vergessen</a> fest. Bei allem anderen helfen wir Ihnen gern unter ${mail}.</p>`,

  'ochrana-osobnich-udaju':
    `<p>Verantwortlich für die Verarbeitung personenbezogener Daten ist die ${c.name}, ${ico}, mit Sitz in ${address} (nachfolgend „wir“). Wir verarbeiten personenbezogene Daten nach der Verordnung (EU) 2016/679 des Europäischen Parlaments und des Rates (Datenschutz-Grundverordnung, DSGVO) und dem tschechischen Gesetz Nr. 110/2019 Slg. über die Verarbeitung personenbezogener Daten.</p>` +
    '<h2>Welche Daten wir verarbeiten und warum</h2><table><thead><tr><th scope="col">Zweck</th><th scope="col">Daten</th><th scope="col">Rechtsgrundlage</th><th scope="col">Speicherdauer</th></tr></thead><tbody>' +
    '<tr><td>Abwicklung und Lieferung der Bestellung</td><td>Name, Adresse, E-Mail, Telefon, bestellte Ware</td><td>Vertragserfüllung</td><td>für die Dauer der Abwicklung und 3 Jahre wegen möglicher Mängelansprüche</td></tr>' +
    '<tr><td>Buchhaltung und Steuern</td><td>Rechnungsdaten, Firmennummer (IČO) und USt-IdNr. (DIČ)</td><td>rechtliche Verpflichtung</td><td>10 Jahre</td></tr>' +
    '<tr><td>Kundenkonto</td><td>Anmelde-E-Mail, Passwort (nur als Hashwert), Adressen, Lieblingsprodukte</td><td>Vertragserfüllung</td><td>bis zur Löschung des Kontos</td></tr>' +
    '<tr><td>Schutz vor Missbrauch</td><td>IP-Adresse, Anmeldedaten</td><td>berechtigtes Interesse</td><td>6 Monate</td></tr>' +
    '<tr><td>Newsletter</td><td>E-Mail</td><td>Einwilligung, bei Kundinnen und Kunden berechtigtes Interesse</td><td>bis zum Widerruf der Einwilligung oder zur Abmeldung</td></tr>' +
    '</tbody></table>' +
    '<h2>An wen wir Daten weitergeben</h2><p>Nur an diejenigen, ohne die wir Ihre Bestellung nicht abwickeln können: an Versanddienstleister (Name, Adresse, Telefon, E-Mail), an den Zahlungsdienstleister (Zahlungsdaten; Kartennummern verarbeitet nur der Zahlungsdienstleister) und an den Anbieter unseres Buchhaltungs- und E-Mail-Systems. Mit allen haben wir einen Vertrag über die Auftragsverarbeitung geschlossen. Wir verkaufen keine Daten und übermitteln sie nicht in Länder außerhalb der Europäischen Union.</p>' +
    '<h2>Ihre Rechte</h2><ul>' +
    '<li>auf Auskunft über Ihre Daten und eine Kopie davon (in Ihrem Konto können Sie sie selbst herunterladen)</li>' +
    '<li>auf Berichtigung unrichtiger Daten</li>' +
    '<li>auf Löschung, wenn wir die Daten nicht mehr benötigen oder Sie Ihre Einwilligung widerrufen haben</li>' +
    '<li>auf Einschränkung der Verarbeitung und auf Datenübertragbarkeit</li>' +
    '<li>Widerspruch gegen eine Verarbeitung aufgrund berechtigten Interesses einzulegen</li>' +
    // GDPR art. 77 also lets the reader complain where they live, not only to the Czech authority.
    '<li>Beschwerde bei der tschechischen Datenschutzbehörde (Úřad pro ochranu osobních údajů, www.uoou.gov.cz) oder bei der Datenschutzaufsichtsbehörde Ihres Wohnsitzlandes einzulegen</li>' +
    '</ul>' +
    `<p>Ihre Rechte machen Sie per E-Mail an ${mail} oder per Brief an die Anschrift unseres Firmensitzes geltend. Wir antworten spätestens innerhalb eines Monats.</p>` +
    '<h2>Cookies</h2><p>Technisch notwendige Cookies (Warenkorb, Anmeldung, Preisanzeige) verwenden wir ohne Einwilligung. Analyse- und Marketing-Cookies nur mit Ihrer Einwilligung, die Sie jederzeit in den Cookie-Einstellungen in der Fußzeile ändern können.</p>',

  'ochrana-osobnich-udaju-marketing':
    `<p>Diese Hinweise ergänzen unsere <a href="/vse-o-nakupu/ochrana-osobnich-udaju">Datenschutzerklärung</a> und beschreiben, wie die ${c.name} Ihre Daten für Marketingzwecke verwendet.</p>` +
    '<h2>Infomail</h2><p>Wenn Sie unseren Newsletter abonnieren, senden wir Ihnen etwa einmal im Monat unser <a href="/infomail">Infomail</a> mit Tipps, Neuheiten und Aktionen. Dafür verarbeiten wir Ihre E-Mail-Adresse und die Angabe, wann und wie Sie sich angemeldet haben. Die Anmeldung bestätigen Sie über einen Link in der E-Mail.</p>' +
    '<p>Kundinnen und Kunden, die bei uns eingekauft haben, dürfen wir Angebote ähnlicher Waren auch ohne Einwilligung aufgrund berechtigten Interesses senden (§ 7 des tschechischen Gesetzes Nr. 480/2004 Slg. über bestimmte Dienste der Informationsgesellschaft); Sie können dem beim Einkauf und jederzeit später widersprechen.</p>' +
    '<h2>Personalisierung</h2><p>Wenn Sie Marketing-Cookies zustimmen, zeigen wir Ihnen empfohlene Produkte passend zu dem, was Sie sich angesehen haben. Informationen über Ihre Käufe von Intimprodukten verwenden wir nie für Werbung außerhalb unseres Shops.</p>' +
    '<h2>Von Kunden geprüft</h2><p>Nach einem Einkauf erhalten Sie möglicherweise von einem Dienst für verifizierte Kundenbewertungen die Bitte, unseren Shop zu bewerten. Wir übermitteln ihm nur Ihre E-Mail-Adresse und die Bestellnummer, und das nur mit Ihrer Einwilligung an der Kasse.</p>' +
    `<h2>So melden Sie sich ab</h2><p>Über den Link am Ende jeder E-Mail, in Ihrem Kundenkonto oder per E-Mail an ${mail}. Die Abmeldung gilt sofort, und die Daten für Marketingzwecke löschen wir spätestens innerhalb von 30 Tagen.</p>`,
};
