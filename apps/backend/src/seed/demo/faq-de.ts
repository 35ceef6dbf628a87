import { DISCREET_NAME, SHOP_CONTACT } from './company.ts';
import type { FaqTopic } from './faq-topic.ts';

const c = SHOP_CONTACT;

/** The German FAQ: the Czech topics and questions in the same order. */
export const FAQ_DE: FaqTopic[] = [
  {
    topic: 'Bestellung',
    questions: [
      [
        'Muss ich mich für einen Einkauf registrieren?',
        'Nein. Sie können auch ohne Registrierung bestellen. Mit einem Kundenkonto sehen Sie jedoch Ihre Bestellhistorie, gespeicherte Adressen und Ihre Lieblingsprodukte und können Waren schneller zurückgeben oder reklamieren.',
      ],
      [
        'Wie erfahre ich, wie der Stand meiner Bestellung ist?',
        'Nach dem Absenden der Bestellung erhalten Sie eine Bestätigung per E-Mail und eine weitere E-Mail mit einem Link zur Sendungsverfolgung, sobald wir das Paket dem Versanddienstleister übergeben. Angemeldete Kundinnen und Kunden sehen den Stand ihrer Bestellung in ihrem <a href="/uzivatel/objednavky">Konto</a>.',
      ],
      [
        'Kann ich meine Bestellung ändern oder stornieren?',
        'Ja, solange wir sie noch nicht verpackt haben. Schreiben Sie uns so bald wie möglich an <a href="mailto:' +
          c.email +
          '">' +
          c.email +
          '</a> oder rufen Sie uns an; Einzelheiten finden Sie auf der Seite <a href="/vse-o-nakupu/zmeny-v-objednavce">Bestelländerungen</a>.',
      ],
      [
        'Gibt es einen Mindestbestellwert?',
        'Wir nehmen Bestellungen ab einem Warenwert von 8 € (200 Kč) an. Bei einem niedrigeren Betrag lässt der Warenkorb Sie nicht weiter und zeigt an, wie viel noch fehlt.',
      ],
      [
        'Ich kaufe für ein Unternehmen ein. Kann ich Firmennummer (IČO) und USt-IdNr. (DIČ) angeben?',
        'Ja. Kreuzen Sie bei den Lieferdaten den Einkauf als Unternehmen an und geben Sie die Firmennummer (IČO) ein; Firmenname und Anschrift ergänzen wir aus dem Handelsregister. Geschäftskunden mit einem Großhandelsvertrag sehen nach der Anmeldung ihre eigenen Preise.',
      ],
    ],
  },
  {
    topic: 'Versand und Zahlung',
    questions: [
      [
        'Wann kommt meine Sendung an?',
        'Bestellungen, die an Werktagen bis 14:00 Uhr eingehen, versenden wir noch am selben Tag. Der Kurier stellt am nächsten Werktag zu, an der Abholstelle ist die Sendung in der Regel innerhalb von zwei Werktagen.',
      ],
      [
        'Was kostet der Versand?',
        'Nach Deutschland und Österreich liefert ein internationaler Kurier in 3 bis 5 Werktagen für 11,90 €. In Tschechien und der Slowakei kostet eine Abholstelle oder Paketbox 2,90 €, der Kurier 4,90 €, ab 60 € Warenwert ist die Lieferung kostenlos; die Abholung in unseren Geschäften in Tschechien ist gratis. Alle Möglichkeiten finden Sie auf der Seite <a href="/vse-o-nakupu/doprava">Versand</a>.',
      ],
      [
        'Wie kann ich bezahlen?',
        'Online mit Karte (auch mit Apple Pay und Google Pay), per Banküberweisung mit QR-Code oder per Nachnahme für 1,50 € (nur bei Lieferung nach Tschechien und in die Slowakei). Mehr dazu auf der Seite <a href="/vse-o-nakupu/platba">Zahlung</a>.',
      ],
      [
        'Liefern Sie in die Slowakei und in andere Länder?',
        'In die Slowakei liefern wir an Abholstellen und per slowakischem Kurier innerhalb von zwei Werktagen; die Preise in der slowakischen Version des Shops sind in Euro. Nach Deutschland, Österreich, Polen und Ungarn versenden wir per internationalem Kurier.',
      ],
      [
        'Die Kartenzahlung ist fehlgeschlagen. Was nun?',
        'Ihre Bestellung bleibt gespeichert. Sie können sie über die Bestätigungs-E-Mail oder in Ihrem Konto mit der Schaltfläche „Bezahlen“ erneut bezahlen. Eine nicht bezahlte Bestellung mit Kartenzahlung stornieren wir nach einer Stunde, und die Ware geht zurück in den Verkauf.',
      ],
    ],
  },
  {
    topic: 'Rückgabe und Reklamation',
    questions: [
      [
        'Bis wann kann ich Ware zurückgeben?',
        'Das Gesetz gibt Ihnen 14 Tage, um ohne Angabe von Gründen vom Vertrag zurückzutreten. Wir verlängern diese Frist auf 30 Tage ab Erhalt der Sendung. Die Rückgabe starten Sie mit dem Formular <a href="/vraceni-zbozi">Rücksendung</a>.',
      ],
      [
        'Kann ich auch ein geöffnetes Gleitgel oder eine Menstruationstasse zurückgeben?',
        'Leider nein. Waren, die aus hygienischen Gründen nach dem Öffnen der Schutzverpackung nicht zurückgegeben werden können (Kondome, Gele, Menstruationstassen und Periodenunterwäsche, Liebeskugeln), sind von der Rückgabe ausgeschlossen, sobald die Verpackung geöffnet ist (§ 1837 des tschechischen Bürgerlichen Gesetzbuchs). Ungeöffnete Ware können Sie zurückgeben.',
      ],
      [
        'Wann bekomme ich mein Geld zurück?',
        'Innerhalb von 14 Tagen nach Ihrem Widerruf, jedoch erst, wenn die Ware bei uns eingetroffen ist oder Sie uns die Rücksendung nachgewiesen haben; auf demselben Weg, auf dem Sie bezahlt haben. Bei Zahlung per Nachnahme oder Überweisung überweisen wir das Geld auf das Konto, das Sie im Formular angeben.',
      ],
      [
        'Wie reklamiere ich fehlerhafte Ware?',
        'Füllen Sie das Formular <a href="/reklamace">Reklamation</a> mit Ihrer Bestellnummer und einer Beschreibung des Mangels aus und fügen Sie gegebenenfalls ein Foto bei. Wir bearbeiten Reklamationen innerhalb von 30 Tagen, in der Regel innerhalb einer Woche. Die Gewährleistung beträgt 24 Monate.',
      ],
      [
        'Ich habe beschädigte oder falsche Ware erhalten.',
        'Das tut uns leid. Schreiben Sie uns innerhalb von 3 Tagen nach Erhalt und fügen Sie ein Foto der Sendung und des Inhalts bei; wir beheben den Fehler auf unsere Kosten und senden Ihnen die richtige Ware vorrangig zu.',
      ],
    ],
  },
  {
    topic: 'Diskretion',
    questions: [
      [
        'Kann jemand erkennen, was im Paket ist?',
        'Nein. Wir verpacken Sendungen in einem braunen Karton ohne Logo und ohne den Namen des Shops. Als Absender steht nur die neutrale Bezeichnung ' +
          DISCREET_NAME +
          ', weder der Name des Shops noch der Inhalt der Sendung.',
      ],
      [
        'Was sehe ich auf meinem Kontoauszug?',
        'Die Zahlung erscheint auf dem Kontoauszug unter dem neutralen Firmennamen, ohne Bezeichnung der Ware.',
      ],
      [
        'Kann jemand anderes die Sendung entgegennehmen?',
        'An der Abholstelle wird die Sendung an die Person ausgehändigt, die den Code aus der SMS kennt. Wenn Sie nicht möchten, dass jemand aus Ihrem Haushalt das Paket annimmt, wählen Sie eine Paketbox oder die Abholung im Geschäft.',
      ],
      [
        'Bekomme ich nach dem Einkauf Werbe-E-Mails?',
        'Nur wenn Sie unseren Newsletter abonnieren. Unser Infomail erscheint etwa einmal im Monat, und Sie können sich in jeder E-Mail mit einem Klick abmelden.',
      ],
      [
        'Kann ich mich persönlich und ungestört beraten lassen?',
        'Ja. In unseren Geschäften gibt es eine ruhige Ecke für persönliche Beratung, und Sie können sich auch per E-Mail oder telefonisch beraten lassen; Ihre Fragen beantworten geschulte Kolleginnen und Kollegen.',
      ],
    ],
  },
  {
    topic: 'Produkte',
    questions: [
      [
        'Welches Gleitgel eignet sich für Kondome?',
        'Gele auf Wasser- und Silikonbasis. Ölhaltige Produkte und Massageöle greifen Latex an, verwenden Sie sie daher nicht mit Latexkondomen. Die Unterschiede erklären wir im <a href="/vykladovy-slovnik-pojmu/lubrikacni-gel">Glossar</a>.',
      ],
      [
        'Welche Größe der Menstruationstasse soll ich wählen?',
        'Die kleinere Größe (S) eignet sich für jüngere Frauen und Frauen, die noch nicht entbunden haben, die größere (L) nach einer Geburt oder bei stärkerer Menstruation. Die Größe gibt jeder Hersteller in den Produktparametern an.',
      ],
      [
        'Ich habe eine Latexallergie. Was kann ich verwenden?',
        'Wählen Sie Kondome aus Polyisopren oder Polyurethan und Hilfsmittel aus medizinischem Silikon. Alle latexfreien Produkte finden Sie in der Rubrik <a href="/bez-latexu">Latexfrei</a>.',
      ],
      [
        'Wie lange dauert es, bis Beckenbodentraining Wirkung zeigt?',
        'Bei regelmäßigem Training mehrmals pro Woche in der Regel nach 6 bis 12 Wochen. Bei Problemen mit Harnverlust oder nach einer Geburt lassen Sie sich zuerst von einer Physiotherapeutin oder einem Physiotherapeuten beraten.',
      ],
      [
        'Wie reinige ich Produkte aus Silikon?',
        'Nach jeder Anwendung mit warmem Wasser und milder Seife oder einem Reinigungsmittel; die Menstruationstasse kochen Sie zusätzlich zwischen den Zyklen 3 bis 5 Minuten lang aus. Verwenden Sie für Silikon keine Gele auf Silikonbasis.',
      ],
    ],
  },
];
