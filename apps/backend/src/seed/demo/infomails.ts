/** Three infomails (the shop's monthly newsletter) as they were sent. */
import type { Translated } from '../dataset.ts';
import type { InfomailRow } from '../help-dataset.ts';
import { SHOP_CONTACT, SHOP_NAME } from './company.ts';

const c = SHOP_CONTACT;

type Language = keyof Translated;
/** A text every infomail has in all three languages. */
type AllLanguages = Required<Translated>;

/** The frame's fixed sentences; the address stays as the company's registered one. */
const FRAME_TEXTS: Record<Language, { tagline: string; why: string; unsubscribe: string }> = {
  cs: {
    tagline: 'intimní zdraví a fitness',
    why: 'Tento e-mail dostáváte, protože jste se přihlásili k odběru novinek. ',
    unsubscribe: 'Odhlásit se můžete odkazem v každém e-mailu nebo na adrese',
  },
  sk: {
    tagline: 'intímne zdravie a fitness',
    why: 'Tento e-mail dostávate, pretože ste sa prihlásili na odber noviniek. ',
    unsubscribe: 'Odhlásiť sa môžete odkazom v každom e-maile alebo na adrese',
  },
  de: {
    tagline: 'Intimgesundheit und Fitness',
    why: 'Sie erhalten diese E-Mail, weil Sie unseren Newsletter abonniert haben. ',
    unsubscribe: 'Abmelden können Sie sich über den Link in jeder E-Mail oder unter',
  },
};

/** The e-mail frame every infomail is sent in: a table layout, as e-mail clients need. */
function frame(language: Language, heading: string, body: string): string {
  const f = FRAME_TEXTS[language];
  return (
    '<table role="presentation" width="100%"><tbody>' +
    `<tr><td><p><strong>${SHOP_NAME}</strong> · ${f.tagline}</p></td></tr>` +
    `<tr><td><h2>${heading}</h2>${body}</td></tr>` +
    `<tr><td><hr><p><small>${f.why}` +
    `${f.unsubscribe} <a href="mailto:${c.email}">${c.email}</a>. ` +
    `${c.name}, ${c.street}, ${c.city}.</small></p></td></tr>` +
    '</tbody></table>'
  );
}

/** The e-mail as sent in each language. */
function framed(heading: AllLanguages, body: AllLanguages): AllLanguages {
  return {
    cs: frame('cs', heading.cs, body.cs),
    sk: frame('sk', heading.sk, body.sk),
    de: frame('de', heading.de, body.de),
  };
}

export const INFOMAILS: InfomailRow[] = [
  {
    id: 1,
    slug: 'zari-2026-panevni-dno',
    sentAt: '2026-09-03T08:00:00Z',
    title: {
      cs: 'Září: pánevní dno po prázdninách',
      sk: 'September: panvové dno po prázdninách',
      de: 'September: Beckenbodentraining nach den Sommerferien',
    },
    content: {
      cs: '<p>Infomail ze září 2026 o cvičení pánevního dna.</p>',
      sk: '<p>Infomail zo septembra 2026 o cvičení panvového dna.</p>',
      de: '<p>Unser Newsletter vom September 2026 zum Beckenbodentraining.</p>',
    },
    infomailHtml: framed(
      {
        cs: 'Pánevní dno po prázdninách',
        sk: 'Panvové dno po prázdninách',
        de: 'Der Beckenboden nach den Sommerferien',
      },
      {
        cs:
          '<p>Dobrý den,</p><p>po létě je ideální čas vrátit se k pravidelnému cvičení. Svaly pánevního dna potřebují stejnou péči jako ostatní: stačí deset minut denně.</p>' +
          '<h3>Tři tipy na září</h3><ol>' +
          '<li>Začněte Kegelovými cviky: 5 sekund stáhnout, 5 sekund povolit, 10krát za sebou.</li>' +
          '<li>Zkuste venušiny kuličky od nejlehčí sady a noste je zpočátku 15 minut.</li>' +
          '<li>Chcete vidět pokrok? Trenažér s aplikací vám ukáže sílu stahu.</li>' +
          '</ol>' +
          '<p><a href="/trenazery-panevniho-dna">Prohlédnout trenažéry pánevního dna</a></p>' +
          '<p>Co znamenají pojmy jako <a href="/vykladovy-slovnik-pojmu/biofeedback">biofeedback</a> nebo <a href="/vykladovy-slovnik-pojmu/stresova-inkontinence">stresová inkontinence</a>, najdete ve výkladovém slovníku.</p>',
        sk:
          '<p>Dobrý deň,</p><p>po lete je ideálny čas vrátiť sa k pravidelnému cvičeniu. Svaly panvového dna potrebujú rovnakú starostlivosť ako všetky ostatné: stačí desať minút denne.</p>' +
          '<h3>Tri tipy na september</h3><ol>' +
          '<li>Začnite Kegelovými cvikmi: 5 sekúnd stiahnuť, 5 sekúnd povoliť, 10-krát za sebou.</li>' +
          '<li>Vyskúšajte venušine guličky od najľahšej sady a spočiatku ich noste 15 minút.</li>' +
          '<li>Chcete vidieť pokrok? Trenažér s aplikáciou vám ukáže, ako silno svaly sťahujete.</li>' +
          '</ol>' +
          '<p><a href="/trenazery-panevniho-dna">Pozrieť si trenažéry panvového dna</a></p>' +
          '<p>Čo znamenajú pojmy ako <a href="/vykladovy-slovnik-pojmu/biofeedback">biofeedback</a> či <a href="/vykladovy-slovnik-pojmu/stresova-inkontinence">stresová inkontinencia</a>, nájdete vo výkladovom slovníku.</p>',
        de:
          '<p>Guten Tag,</p><p>nach dem Sommer ist der ideale Zeitpunkt, wieder regelmäßig zu trainieren. Die Beckenbodenmuskeln brauchen genauso viel Aufmerksamkeit wie alle anderen: Zehn Minuten am Tag genügen.</p>' +
          '<h3>Drei Tipps für den September</h3><ol>' +
          '<li>Beginnen Sie mit Kegel-Übungen: 5 Sekunden anspannen, 5 Sekunden lösen, 10-mal hintereinander.</li>' +
          '<li>Probieren Sie Liebeskugeln aus dem leichtesten Set und tragen Sie sie anfangs 15 Minuten lang.</li>' +
          '<li>Sie möchten Ihre Fortschritte sehen? Ein Trainer mit App zeigt Ihnen, wie kräftig Sie anspannen.</li>' +
          '</ol>' +
          '<p><a href="/trenazery-panevniho-dna">Beckenbodentrainer ansehen</a></p>' +
          '<p>Was Begriffe wie <a href="/vykladovy-slovnik-pojmu/biofeedback">Biofeedback</a> oder <a href="/vykladovy-slovnik-pojmu/stresova-inkontinence">Belastungsinkontinenz</a> bedeuten, erfahren Sie in unserem Glossar.</p>',
      },
    ),
    seo: {
      title: {
        cs: `Infomail září 2026 | ${SHOP_NAME}`,
        sk: `Infomail september 2026 | ${SHOP_NAME}`,
        de: `Infomail September 2026 | ${SHOP_NAME}`,
      },
      description: {
        cs: 'Tipy na cvičení pánevního dna po létě.',
        sk: 'Tipy na cvičenie panvového dna po lete.',
        de: 'Tipps für das Beckenbodentraining nach dem Sommer.',
      },
    },
  },
  {
    id: 2,
    slug: 'rijen-2026-podzimni-regenerace',
    sentAt: '2026-10-01T08:00:00Z',
    title: {
      cs: 'Říjen: podzimní regenerace a cvičení doma',
      sk: 'Október: jesenná regenerácia a cvičenie doma',
      de: 'Oktober: Regeneration im Herbst und Training zu Hause',
    },
    content: {
      cs: '<p>Infomail z října 2026 o regeneraci a cvičení doma.</p>',
      sk: '<p>Infomail z októbra 2026 o regenerácii a cvičení doma.</p>',
      de: '<p>Unser Newsletter vom Oktober 2026 zu Regeneration und Training zu Hause.</p>',
    },
    infomailHtml: framed(
      {
        cs: 'Podzimní regenerace a cvičení doma',
        sk: 'Jesenná regenerácia a cvičenie doma',
        de: 'Regeneration im Herbst und Training zu Hause',
      },
      {
        cs:
          '<p>Dobrý den,</p><p>dny se krátí a víc času trávíme doma. Připravili jsme proto výběr pomůcek, se kterými zvládnete trénink i regeneraci v obýváku.</p>' +
          '<table><thead><tr><th scope="col">Pomůcka</th><th scope="col">Na co</th></tr></thead><tbody>' +
          '<tr><td>Odporové gumy</td><td>posilování celého těla bez činek</td></tr>' +
          '<tr><td>Foam roller</td><td>uvolnění svalů a fascií po tréninku</td></tr>' +
          '<tr><td>Podložka na cvičení</td><td>jóga, pilates a strečink</td></tr>' +
          '</tbody></table>' +
          '<p><a href="/cviceni-doma">Vše pro cvičení doma</a></p>' +
          '<p>Objednávky do 14:00 odesíláme ještě týž den, od 1 500 Kč je doprava zdarma.</p>',
        sk:
          '<p>Dobrý deň,</p><p>dni sa skracujú a viac času trávime doma. Pripravili sme preto výber pomôcok, s ktorými zvládnete tréning aj regeneráciu v obývačke.</p>' +
          '<table><thead><tr><th scope="col">Pomôcka</th><th scope="col">Na čo</th></tr></thead><tbody>' +
          '<tr><td>Odporové gumy</td><td>posilňovanie celého tela bez činiek</td></tr>' +
          '<tr><td>Foam roller</td><td>uvoľnenie svalov a fascií po tréningu</td></tr>' +
          '<tr><td>Podložka na cvičenie</td><td>jóga, pilates a strečing</td></tr>' +
          '</tbody></table>' +
          '<p><a href="/cviceni-doma">Všetko na cvičenie doma</a></p>' +
          '<p>Objednávky do 14:00 odosielame ešte v ten istý deň, od 60 € je doprava zadarmo.</p>',
        // Free shipping from 60 € holds for Czechia and Slovakia only, not for the international courier.
        de:
          '<p>Guten Tag,</p><p>die Tage werden kürzer und wir verbringen mehr Zeit zu Hause. Deshalb haben wir Hilfsmittel zusammengestellt, mit denen Training und Regeneration auch im Wohnzimmer gelingen.</p>' +
          '<table><thead><tr><th scope="col">Hilfsmittel</th><th scope="col">Wofür</th></tr></thead><tbody>' +
          '<tr><td>Widerstandsbänder</td><td>Ganzkörpertraining ohne Hanteln</td></tr>' +
          '<tr><td>Faszienrolle</td><td>Lockern von Muskeln und Faszien nach dem Training</td></tr>' +
          '<tr><td>Trainingsmatte</td><td>Yoga, Pilates und Dehnen</td></tr>' +
          '</tbody></table>' +
          '<p><a href="/cviceni-doma">Alles für das Training zu Hause</a></p>' +
          '<p>Bestellungen bis 14:00 Uhr versenden wir noch am selben Tag; nach Tschechien und in die Slowakei liefern wir ab 60 € versandkostenfrei.</p>',
      },
    ),
    seo: {
      title: {
        cs: `Infomail říjen 2026 | ${SHOP_NAME}`,
        sk: `Infomail október 2026 | ${SHOP_NAME}`,
        de: `Infomail Oktober 2026 | ${SHOP_NAME}`,
      },
      description: {
        cs: 'Pomůcky na cvičení a regeneraci doma.',
        sk: 'Pomôcky na cvičenie a regeneráciu doma.',
        de: 'Zubehör für Training und Regeneration zu Hause.',
      },
    },
  },
  {
    id: 3,
    slug: 'listopad-2026-darky',
    sentAt: '2026-10-29T08:00:00Z',
    // 500 Kč is 20 € at the shop's rate of 25 Kč to the euro.
    title: {
      cs: 'Listopad: tipy na dárky do 500 Kč',
      sk: 'November: tipy na darčeky do 20 €',
      de: 'November: Geschenkideen bis 20 €',
    },
    content: {
      cs: '<p>Infomail z listopadu 2026 s tipy na dárky.</p>',
      sk: '<p>Infomail z novembra 2026 s tipmi na darčeky.</p>',
      de: '<p>Unser Newsletter vom November 2026 mit Geschenkideen.</p>',
    },
    infomailHtml: framed(
      { cs: 'Tipy na dárky do 500 Kč', sk: 'Tipy na darčeky do 20 €', de: 'Geschenkideen bis 20 €' },
      {
        cs:
          '<p>Dobrý den,</p><p>do Vánoc zbývá osm týdnů. Masážní oleje, intimní kosmetika a pomůcky na regeneraci potěší a nezruinují.</p>' +
          '<ul><li>Aromatické masážní oleje s levandulí nebo pomerančem</li>' +
          '<li>Masážní míčky na uvolnění chodidel a zad</li>' +
          '<li>Dárkové sady intimní kosmetiky</li></ul>' +
          '<p><a href="/darky-do-500-kc">Všechny dárky do 500 Kč</a></p>' +
          '<p>Dárek zabalíme diskrétně, bez názvu obchodu na krabici. Neotevřený ho lze vrátit do 30 dní od převzetí.</p>',
        sk:
          '<p>Dobrý deň,</p><p>do Vianoc zostáva osem týždňov. Masážne oleje, intímna kozmetika a pomôcky na regeneráciu potešia a nezruinujú vás.</p>' +
          '<ul><li>Aromatické masážne oleje s levanduľou alebo pomarančom</li>' +
          '<li>Masážne loptičky na uvoľnenie chodidiel a chrbta</li>' +
          '<li>Darčekové sady intímnej kozmetiky</li></ul>' +
          '<p><a href="/darky-do-500-kc">Všetky darčeky do 20 €</a></p>' +
          '<p>Darček zabalíme diskrétne, bez názvu obchodu na krabici. Neotvorený ho môžete vrátiť do 30 dní od prevzatia.</p>',
        de:
          '<p>Guten Tag,</p><p>bis Weihnachten sind es noch acht Wochen. Massageöle, Intimpflege und Hilfsmittel zur Regeneration machen Freude, ohne das Budget zu sprengen.</p>' +
          '<ul><li>Aromatische Massageöle mit Lavendel oder Orange</li>' +
          '<li>Massagebälle zum Lockern von Füßen und Rücken</li>' +
          '<li>Geschenksets mit Intimpflege</li></ul>' +
          '<p><a href="/darky-do-500-kc">Alle Geschenke bis 20 €</a></p>' +
          '<p>Wir verpacken das Geschenk diskret, ohne den Namen des Shops auf dem Karton. Ungeöffnet können Sie es innerhalb von 30 Tagen nach Erhalt zurückgeben.</p>',
      },
    ),
    seo: {
      title: {
        cs: `Infomail listopad 2026 | ${SHOP_NAME}`,
        sk: `Infomail november 2026 | ${SHOP_NAME}`,
        de: `Infomail November 2026 | ${SHOP_NAME}`,
      },
      description: {
        cs: 'Tipy na dárky do 500 Kč.',
        sk: 'Tipy na darčeky do 20 €.',
        de: 'Geschenkideen bis 20 €.',
      },
    },
  },
];
