/** The FAQ page: 25 questions in five topics, written for this shop, with Slovak and German versions. */
import type { FaqEntryRow } from '../help-dataset.ts';
import type { Translated } from '../dataset.ts';
import { DISCREET_NAME, SHOP_CONTACT } from './company.ts';
import { FAQ_DE } from './faq-de.ts';
import { FAQ_SK } from './faq-sk.ts';
import type { FaqQuestion } from './faq-topic.ts';

const c = SHOP_CONTACT;

interface TopicDef {
  topic: Translated;
  questions: FaqQuestion[];
}

const TOPICS: TopicDef[] = [
  {
    topic: { cs: 'Objednávka' },
    questions: [
      [
        'Musím se pro nákup registrovat?',
        'Nemusíte. Objednat můžete i bez registrace. Se zákaznickým účtem ale uvidíte historii objednávek, uložené adresy a oblíbené zboží a rychleji vrátíte nebo zreklamujete zboží.',
      ],
      [
        'Jak zjistím, v jakém stavu je moje objednávka?',
        'Po odeslání objednávky vám přijde potvrzení e-mailem a další e-mail ve chvíli, kdy zásilku předáme dopravci, i s odkazem na sledování. Přihlášení zákazníci vidí stav objednávky v <a href="/uzivatel/objednavky">účtu</a>.',
      ],
      [
        'Mohu objednávku změnit nebo zrušit?',
        'Dokud objednávku nezabalíme, ano. Napište nám co nejdříve na <a href="mailto:' +
          c.email +
          '">' +
          c.email +
          '</a> nebo zavolejte; podrobnosti najdete na stránce <a href="/vse-o-nakupu/zmeny-v-objednavce">Změny v objednávce</a>.',
      ],
      [
        'Jaká je minimální hodnota objednávky?',
        'Objednávku přijmeme od 200 Kč (8 €) za zboží. Nižší částku košík nepustí dál a ukáže, kolik zbývá.',
      ],
      [
        'Nakupuji pro firmu. Mohu zadat IČO a DIČ?',
        'Ano. V dodacích údajích zaškrtněte nákup na firmu a vyplňte IČO; název a adresu firmy doplníme z obchodního rejstříku. Firemní zákazníci s velkoobchodní smlouvou vidí po přihlášení své ceny.',
      ],
    ],
  },
  {
    topic: { cs: 'Doprava a platba' },
    questions: [
      [
        'Kdy mi zásilka dorazí?',
        'Objednávky přijaté v pracovní dny do 14:00 odesíláme ještě týž den. Kurýr doručuje následující pracovní den, na výdejní místo zásilka dorazí obvykle do dvou pracovních dní.',
      ],
      [
        'Kolik stojí doprava?',
        'Výdejní místo nebo box stojí 69 Kč, kurýr na adresu 119 Kč a osobní odběr na prodejně je zdarma. Od 1 500 Kč (60 €) vozíme na výdejní místo i kurýrem zdarma. Všechny možnosti jsou na stránce <a href="/vse-o-nakupu/doprava">Doprava</a>.',
      ],
      [
        'Jak mohu zaplatit?',
        'Kartou online (i Apple Pay a Google Pay), bankovním převodem s QR kódem, nebo na dobírku za 39 Kč. Více na stránce <a href="/vse-o-nakupu/platba">Platba</a>.',
      ],
      [
        'Doručujete na Slovensko a do dalších zemí?',
        'Na Slovensko doručujeme na výdejní místa a slovenským kurýrem do dvou pracovních dní, ceny na slovenské verzi obchodu jsou v eurech. Do Německa, Rakouska, Polska a Maďarska posíláme mezinárodním kurýrem.',
      ],
      [
        'Platba kartou neprošla. Co teď?',
        'Objednávka zůstává uložená. Zaplatit ji můžete znovu z potvrzovacího e-mailu nebo v účtu tlačítkem „Zaplatit“. Nezaplacenou objednávku kartou po hodině zrušíme a zboží vrátíme do prodeje.',
      ],
    ],
  },
  {
    topic: { cs: 'Vrácení a reklamace' },
    questions: [
      [
        'Do kdy mohu zboží vrátit?',
        'Zákon vám dává 14 dní na odstoupení od smlouvy bez udání důvodu. My tuto lhůtu prodlužujeme na 30 dní od převzetí zásilky. Vrácení zahájíte formulářem <a href="/vraceni-zbozi">Vrácení zboží</a>.',
      ],
      [
        'Lze vrátit i otevřený lubrikační gel nebo menstruační kalíšek?',
        'Bohužel ne. Zboží, které z hygienických důvodů nelze vrátit po porušení ochranného obalu (kondomy, gely, menstruační kalíšky a kalhotky, venušiny kuličky), vracet nelze, jakmile je obal otevřen (§ 1837 občanského zákoníku). Neotevřené zboží vrátit můžete.',
      ],
      [
        'Kdy dostanu peníze zpět?',
        'Do 14 dní od odstoupení od smlouvy, nejdříve však ve chvíli, kdy nám zboží dorazí zpět nebo nám doložíte, že jste ho odeslali; stejným způsobem, jakým jste platili. Při platbě na dobírku nebo převodem pošleme peníze na účet, který uvedete ve formuláři.',
      ],
      [
        'Jak reklamovat vadné zboží?',
        'Vyplňte formulář <a href="/reklamace">Reklamace</a> s číslem objednávky a popisem vady, případně přiložte fotografii. Reklamaci vyřídíme do 30 dní, obvykle do týdne. Záruka je 24 měsíců.',
      ],
      [
        'Přišlo mi poškozené nebo jiné zboží.',
        'Omlouváme se. Napište nám do 3 dní od převzetí s fotografií zásilky a obsahu; chybu napravíme na naše náklady a správné zboží pošleme přednostně.',
      ],
    ],
  },
  {
    topic: { cs: 'Diskrétnost' },
    questions: [
      [
        'Pozná někdo, co je v balíku?',
        'Ne. Zásilky balíme do hnědé krabice bez loga a bez názvu obchodu. Jako odesílatel je uvedeno jen neutrální označení ' +
          DISCREET_NAME +
          ', nikoli název obchodu ani obsah zásilky.',
      ],
      [
        'Co uvidím na výpisu z účtu?',
        'Platba se na výpisu zobrazí pod neutrálním názvem společnosti, bez názvu zboží.',
      ],
      [
        'Může zásilku převzít někdo jiný?',
        'Na výdejním místě zásilku vydají tomu, kdo zná kód z SMS. Pokud nechcete, aby balík převzal někdo z domácnosti, zvolte výdejní box nebo osobní odběr na prodejně.',
      ],
      [
        'Dostanu po nákupu reklamní e-maily?',
        'Jen pokud se přihlásíte k odběru novinek. Infomail posíláme zhruba jednou měsíčně a odhlásit se můžete jedním kliknutím v každém e-mailu.',
      ],
      [
        'Mohu se poradit osobně a v soukromí?',
        'Ano. Na prodejnách je klidný koutek pro osobní konzultaci a poradit se můžete také e-mailem nebo telefonem; dotazy vyřizují proškolené kolegyně a kolegové.',
      ],
    ],
  },
  {
    topic: { cs: 'Produkty' },
    questions: [
      [
        'Který lubrikační gel je vhodný ke kondomům?',
        'Gely na vodní a silikonové bázi. Olejové přípravky a masážní oleje narušují latex, proto je s latexovými kondomy nepoužívejte. Rozdíly vysvětlujeme ve <a href="/vykladovy-slovnik-pojmu/lubrikacni-gel">výkladovém slovníku</a>.',
      ],
      [
        'Jakou velikost menstruačního kalíšku zvolit?',
        'Menší velikost (S) je vhodná pro mladší ženy a ženy, které nerodily, větší (L) po porodu nebo při silnější menstruaci. Velikost uvádí každý výrobce v parametrech produktu.',
      ],
      [
        'Mám alergii na latex. Co mohu používat?',
        'Vyberte kondomy z polyisoprenu nebo polyuretanu a pomůcky z lékařského silikonu. Všechny výrobky bez latexu najdete v nabídce <a href="/bez-latexu">Bez latexu</a>.',
      ],
      [
        'Jak dlouho trvá, než posílení pánevního dna přinese výsledek?',
        'Při pravidelném cvičení několikrát týdně obvykle za 6 až 12 týdnů. Při potížích s únikem moči nebo po porodu se nejprve poraďte s fyzioterapeutem.',
      ],
      [
        'Jak čistit pomůcky ze silikonu?',
        'Po každém použití teplou vodou a jemným mýdlem nebo čisticím přípravkem, menstruační kalíšek navíc mezi cykly vyvařte 3 až 5 minut. Silikon nemažte silikonovými gely.',
      ],
    ],
  },
];

/** Topics in order; a topic's questions weigh 100 less than the previous topic's. */
export const FAQ: FaqEntryRow[] = TOPICS.flatMap((t, ti) =>
  t.questions.map(([question, answer], qi) => {
    const sk = FAQ_SK[ti]?.questions[qi];
    const de = FAQ_DE[ti]?.questions[qi];
    return {
      id: ti * 10 + qi + 1,
      topic: { ...t.topic, sk: FAQ_SK[ti]?.topic, de: FAQ_DE[ti]?.topic },
      question: { cs: question, sk: sk?.[0], de: de?.[0] },
      answer: { cs: `<p>${answer}</p>`, sk: sk && `<p>${sk[1]}</p>`, de: de && `<p>${de[1]}</p>` },
      weight: (TOPICS.length - ti) * 100 - qi * 10,
    };
  }),
);
