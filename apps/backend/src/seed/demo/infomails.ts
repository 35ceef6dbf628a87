/** Three infomails (the shop's monthly newsletter) as they were sent. */
import type { InfomailRow } from '../help-dataset.ts';
import { SHOP_CONTACT, SHOP_NAME } from './company.ts';

const c = SHOP_CONTACT;

/** The e-mail frame every infomail is sent in: a table layout, as e-mail clients need. */
function frame(heading: string, body: string): string {
  return (
    '<table role="presentation" width="100%"><tbody>' +
    `<tr><td><p><strong>${SHOP_NAME}</strong> · intimní zdraví a fitness</p></td></tr>` +
    `<tr><td><h2>${heading}</h2>${body}</td></tr>` +
    '<tr><td><hr><p><small>Tento e-mail dostáváte, protože jste se přihlásili k odběru novinek. ' +
    `Odhlásit se můžete odkazem v každém e-mailu nebo na adrese <a href="mailto:${c.email}">${c.email}</a>. ` +
    `${c.name}, ${c.street}, ${c.city}.</small></p></td></tr>` +
    '</tbody></table>'
  );
}

export const INFOMAILS: InfomailRow[] = [
  {
    id: 1,
    slug: 'zari-2026-panevni-dno',
    sentAt: '2026-09-03T08:00:00Z',
    title: { cs: 'Září: pánevní dno po prázdninách', sk: 'September: panvové dno po prázdninách' },
    content: { cs: '<p>Infomail ze září 2026 o cvičení pánevního dna.</p>' },
    infomailHtml: {
      cs: frame(
        'Pánevní dno po prázdninách',
        '<p>Dobrý den,</p><p>po létě je ideální čas vrátit se k pravidelnému cvičení. Svaly pánevního dna potřebují stejnou péči jako ostatní: stačí deset minut denně.</p>' +
          '<h3>Tři tipy na září</h3><ol>' +
          '<li>Začněte Kegelovými cviky: 5 sekund stáhnout, 5 sekund povolit, 10krát za sebou.</li>' +
          '<li>Zkuste venušiny kuličky od nejlehčí sady a noste je zpočátku 15 minut.</li>' +
          '<li>Chcete vidět pokrok? Trenažér s aplikací vám ukáže sílu stahu.</li>' +
          '</ol>' +
          '<p><a href="/trenazery-panevniho-dna">Prohlédnout trenažéry pánevního dna</a></p>' +
          '<p>Co znamenají pojmy jako <a href="/vykladovy-slovnik-pojmu/biofeedback">biofeedback</a> nebo <a href="/vykladovy-slovnik-pojmu/stresova-inkontinence">stresová inkontinence</a>, najdete ve výkladovém slovníku.</p>',
      ),
    },
    seo: {
      title: `Infomail září 2026 | ${SHOP_NAME}`,
      description: 'Tipy na cvičení pánevního dna po létě.',
    },
  },
  {
    id: 2,
    slug: 'rijen-2026-podzimni-regenerace',
    sentAt: '2026-10-01T08:00:00Z',
    title: { cs: 'Říjen: podzimní regenerace a cvičení doma', sk: 'Október: jesenná regenerácia' },
    content: { cs: '<p>Infomail z října 2026 o regeneraci a cvičení doma.</p>' },
    infomailHtml: {
      cs: frame(
        'Podzimní regenerace a cvičení doma',
        '<p>Dobrý den,</p><p>dny se krátí a víc času trávíme doma. Připravili jsme proto výběr pomůcek, se kterými zvládnete trénink i regeneraci v obýváku.</p>' +
          '<table><thead><tr><th scope="col">Pomůcka</th><th scope="col">Na co</th></tr></thead><tbody>' +
          '<tr><td>Odporové gumy</td><td>posilování celého těla bez činek</td></tr>' +
          '<tr><td>Foam roller</td><td>uvolnění svalů a fascií po tréninku</td></tr>' +
          '<tr><td>Podložka na cvičení</td><td>jóga, pilates a strečink</td></tr>' +
          '</tbody></table>' +
          '<p><a href="/cviceni-doma">Vše pro cvičení doma</a></p>' +
          '<p>Objednávky do 14:00 odesíláme ještě týž den, od 1 500 Kč je doprava zdarma.</p>',
      ),
    },
    seo: {
      title: `Infomail říjen 2026 | ${SHOP_NAME}`,
      description: 'Pomůcky na cvičení a regeneraci doma.',
    },
  },
  {
    id: 3,
    slug: 'listopad-2026-darky',
    sentAt: '2026-10-29T08:00:00Z',
    title: { cs: 'Listopad: tipy na dárky do 500 Kč', sk: 'November: tipy na darčeky' },
    content: { cs: '<p>Infomail z listopadu 2026 s tipy na dárky.</p>' },
    infomailHtml: {
      cs: frame(
        'Tipy na dárky do 500 Kč',
        '<p>Dobrý den,</p><p>do Vánoc zbývá necelých osm týdnů. Masážní oleje, intimní kosmetika a pomůcky na regeneraci potěší a nezruinují.</p>' +
          '<ul><li>Aromatické masážní oleje s levandulí nebo pomerančem</li>' +
          '<li>Masážní míčky na uvolnění chodidel a zad</li>' +
          '<li>Dárkové sady intimní kosmetiky</li></ul>' +
          '<p><a href="/darky-do-500-kc">Všechny dárky do 500 Kč</a></p>' +
          '<p>Dárek zabalíme diskrétně, bez názvu obchodu na krabici. Vrátit ho lze do 30 dní od převzetí.</p>',
      ),
    },
    seo: { title: `Infomail listopad 2026 | ${SHOP_NAME}`, description: 'Tipy na dárky do 500 Kč.' },
  },
];
