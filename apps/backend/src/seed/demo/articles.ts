/**
 * The shopping guide's articles (/nakupni-radce): four listed categories (three of them under the
 * master category "Intimní zdraví"), four authors, eight tags and 27 articles, one of them planned
 * for the future so that the publishing rule shows. Czech texts with Slovak and German titles,
 * perexes and bodies (articles-sk.ts, articles-de.ts); pictures are drawn from the product shapes.
 */
import type { ArticleDataset, ArticleRow } from '../article-dataset.ts';
import type { Translated } from '../dataset.ts';
import { ARTICLE_BODIES_DE } from './articles-de.ts';
import { ARTICLE_BODIES_SK } from './articles-sk.ts';
import { sectionsHtml, type ArticleSection } from './article-sections.ts';
import { categoryBySlug } from './categories.ts';
import { drawProduct, mix, type ShapeCode } from './images.ts';

const DAY = 86_400_000;

const CATEGORY = { health: 1, lubrication: 2, hygiene: 3, menstruation: 4, exercise: 5 } as const;
const AUTHOR = { petra: 1, tomas: 2, lucie: 3, redakce: 4 } as const;
const TAG = {
  lubricants: 1,
  condoms: 2,
  hygiene: 3,
  menstruation: 4,
  pelvicFloor: 5,
  yoga: 6,
  strength: 7,
  recovery: 8,
} as const;

const CATEGORIES: ArticleDataset['categories'] = [
  {
    id: CATEGORY.health,
    slug: 'intimni-zdravi',
    title: { cs: 'Intimní zdraví', sk: 'Intímne zdravie', de: 'Intimgesundheit' },
    perex: {
      cs: 'Lubrikace, hygiena a menstruace: praktické rady k výběru a používání intimních pomůcek.',
      sk: 'Lubrikácia, hygiena a menštruácia: praktické rady k výberu a používaniu intímnych pomôcok.',
      de: 'Gleitmittel, Hygiene und Menstruation: praktische Tipps zu Auswahl und Anwendung.',
    },
    weight: 100,
    seo: {
      title: {
        cs: 'Intimní zdraví – články a rady',
        sk: 'Intímne zdravie – články a rady',
        de: 'Intimgesundheit – Artikel und Tipps',
      },
      description: {
        cs: 'Rady k lubrikaci, hygieně a menstruaci.',
        sk: 'Rady k lubrikácii, hygiene a menštruácii.',
        de: 'Tipps zu Gleitmitteln, Intimhygiene und Menstruation.',
      },
    },
  },
  {
    id: CATEGORY.lubrication,
    slug: 'lubrikace-a-intimita',
    title: { cs: 'Lubrikace a intimita', sk: 'Lubrikácia a intimita', de: 'Gleitmittel und Intimität' },
    menuTitle: { cs: 'Lubrikace', sk: 'Lubrikácia', de: 'Gleitmittel' },
    perex: {
      cs: 'Jak vybrat lubrikační gel, kondom nebo masážní olej a jak je správně kombinovat.',
      sk: 'Ako vybrať lubrikačný gél, kondóm alebo masážny olej a ako ich správne kombinovať.',
      de: 'Wie man Gleitgel, Kondom oder Massageöl auswählt und richtig kombiniert.',
    },
    weight: 90,
    masterId: CATEGORY.health,
  },
  {
    id: CATEGORY.hygiene,
    slug: 'intimni-hygiena',
    title: { cs: 'Intimní hygiena', sk: 'Intímna hygiena', de: 'Intimhygiene' },
    menuTitle: { cs: 'Hygiena', sk: 'Hygiena', de: 'Hygiene' },
    perex: {
      cs: 'Šetrná každodenní péče, mycí gely, ubrousky a hygiena při sportu.',
      sk: 'Šetrná každodenná starostlivosť, umývacie gély, obrúsky a hygiena pri športe.',
      de: 'Schonende tägliche Pflege, Waschgele, Tücher und Hygiene beim Sport.',
    },
    weight: 80,
    masterId: CATEGORY.health,
  },
  {
    id: CATEGORY.menstruation,
    slug: 'menstruace',
    title: { cs: 'Menstruace', sk: 'Menštruácia', de: 'Menstruation' },
    perex: {
      cs: 'Menstruační kalíšky a kalhotky: výběr velikosti, první použití a péče.',
      sk: 'Menštruačné kalíšky a nohavičky: výber veľkosti, prvé použitie a starostlivosť.',
      de: 'Menstruationstassen und Periodenslips: Größenwahl, erste Anwendung und Pflege.',
    },
    weight: 70,
    masterId: CATEGORY.health,
  },
  {
    id: CATEGORY.exercise,
    slug: 'cviceni-a-pohyb',
    title: { cs: 'Cvičení a pohyb', sk: 'Cvičenie a pohyb', de: 'Training und Bewegung' },
    perex: {
      cs: 'Pánevní dno, jóga, pilates, posilování doma a regenerace po tréninku.',
      sk: 'Panvové dno, jóga, pilates, posilňovanie doma a regenerácia po tréningu.',
      de: 'Beckenboden, Yoga, Pilates, Krafttraining zu Hause und Regeneration.',
    },
    weight: 60,
    seo: {
      title: {
        cs: 'Cvičení a pohyb – návody a tipy',
        sk: 'Cvičenie a pohyb – návody a tipy',
        de: 'Training und Bewegung – Anleitungen und Tipps',
      },
      description: {
        cs: 'Jak cvičit doma, bezpečně a s radostí.',
        sk: 'Ako cvičiť doma, bezpečne a s radosťou.',
        de: 'So trainieren Sie zu Hause – sicher und mit Freude.',
      },
    },
  },
];

const TAGS: ArticleDataset['tags'] = [
  {
    id: TAG.lubricants,
    slug: 'lubrikanty',
    title: { cs: 'Lubrikanty', sk: 'Lubrikanty', de: 'Gleitmittel' },
  },
  { id: TAG.condoms, slug: 'kondomy', title: { cs: 'Kondomy', sk: 'Kondómy', de: 'Kondome' } },
  {
    id: TAG.hygiene,
    slug: 'intimni-hygiena',
    title: { cs: 'Intimní hygiena', sk: 'Intímna hygiena', de: 'Intimhygiene' },
  },
  {
    id: TAG.menstruation,
    slug: 'menstruace',
    title: { cs: 'Menstruace', sk: 'Menštruácia', de: 'Menstruation' },
    perex: { cs: 'Vše o menstruačních kalíšcích, kalhotkách a pohodlí během cyklu.' },
  },
  {
    id: TAG.pelvicFloor,
    slug: 'panevni-dno',
    title: { cs: 'Pánevní dno', sk: 'Panvové dno', de: 'Beckenboden' },
    perex: {
      cs: 'Jak najít, procvičit a posílit svaly pánevního dna.',
      sk: 'Ako nájsť, precvičiť a posilniť svaly panvového dna.',
      de: 'Wie man die Beckenbodenmuskeln findet, trainiert und stärkt.',
    },
  },
  {
    id: TAG.yoga,
    slug: 'joga-a-pilates',
    title: { cs: 'Jóga a pilates', sk: 'Jóga a pilates', de: 'Yoga und Pilates' },
  },
  {
    id: TAG.strength,
    slug: 'posilovani',
    title: { cs: 'Posilování', sk: 'Posilňovanie', de: 'Krafttraining' },
  },
  {
    id: TAG.recovery,
    slug: 'regenerace',
    title: { cs: 'Regenerace', sk: 'Regenerácia', de: 'Regeneration' },
  },
];

const AUTHORS: ArticleDataset['authors'] = [
  {
    id: AUTHOR.petra,
    slug: 'petra-svobodova',
    title: 'Mgr. Petra Svobodová',
    perex: {
      cs: 'Fyzioterapeutka se zaměřením na pánevní dno a cvičení po porodu.',
      sk: 'Fyzioterapeutka so zameraním na panvové dno a cvičenie po pôrode.',
      de: 'Physiotherapeutin mit Schwerpunkt Beckenboden und Training nach der Geburt.',
    },
    image: 'articles/autori/petra-svobodova.svg',
    content: {
      cs:
        '<p>Petra pracuje patnáct let jako fyzioterapeutka v Brně. Vede skupinová cvičení pánevního dna ' +
        'a pilates pro ženy po porodu a v přechodu.</p>' +
        '<p>Pro náš rádce píše o tom, jak cvičit doma správně a bez zbytečných obav. Její články ' +
        'nenahrazují vyšetření u odborníka: když něco bolí nebo se obtíže nelepší, patří na řadu lékař.</p>',
    },
    hasPage: true,
  },
  {
    id: AUTHOR.tomas,
    slug: 'tomas-dvorak',
    title: 'Tomáš Dvořák',
    perex: {
      cs: 'Kondiční trenér, učí posilování s vlastní vahou, kettlebelly a gumami.',
      sk: 'Kondičný tréner, učí posilňovanie s vlastnou váhou, kettlebellmi a gumami.',
      de: 'Fitnesstrainer für Körpergewichts-, Kettlebell- und Bandtraining.',
    },
    image: 'articles/autori/tomas-dvorak.svg',
    content: {
      cs:
        '<p>Tomáš trénuje rekreační sportovce v Olomouci a věří, že na dobrý trénink stačí pár ' +
        'pomůcek a kus podlahy.</p><p>Píše o posilování doma, o výběru vybavení a o regeneraci.</p>',
    },
    hasPage: true,
  },
  {
    id: AUTHOR.lucie,
    slug: 'lucie-horakova',
    title: 'Lucie Horáková',
    perex: { cs: 'Redaktorka, píše o intimní hygieně a menstruaci.' },
    hasPage: false,
  },
  { id: AUTHOR.redakce, slug: 'redakce-intimfit', title: 'Redakce Intimfit', hasPage: false },
];

/** An article's Czech body: sections of a heading and paragraphs (see `sectionsHtml`). */
function body(...sections: ArticleSection[]): Translated {
  return { cs: sectionsHtml(sections) };
}

/** The Slovak and German bodies of an article, where they are written (else the Czech one shows). */
function translatedBodies(slug: string): Partial<Translated> {
  const sk = ARTICLE_BODIES_SK[slug];
  const de = ARTICLE_BODIES_DE[slug];
  return { ...(sk ? { sk: sectionsHtml(sk) } : {}), ...(de ? { de: sectionsHtml(de) } : {}) };
}

interface ArticleText {
  slug: string;
  title: Translated;
  perex: Translated;
  shortTitle?: Translated;
  content: Translated;
  category: number;
  author?: number;
  tags: number[];
  /** The product shape and colour of the picture. */
  picture: [ShapeCode, string];
  /** Slugs of the store categories whose pages link to the article. */
  linkedCategories?: string[];
}

const TEXTS: ArticleText[] = [
  {
    slug: 'jak-vybrat-lubrikacni-gel',
    title: {
      cs: 'Jak vybrat lubrikační gel: vodní, silikonový, nebo hybridní?',
      sk: 'Ako vybrať lubrikačný gél: vodný, silikónový, alebo hybridný?',
      de: 'Welches Gleitgel: auf Wasser-, Silikon- oder Hybridbasis?',
    },
    shortTitle: {
      cs: 'Jak vybrat lubrikační gel',
      sk: 'Ako vybrať lubrikačný gél',
      de: 'Gleitgel auswählen',
    },
    perex: {
      cs: 'Tři základní typy gelů se liší tím, jak dlouho vydrží, jak se smývají a s čím se snesou.',
      sk: 'Tri základné typy gélov sa líšia tým, ako dlho vydržia, ako sa zmývajú a s čím sa znesú.',
      de: 'Die drei Grundtypen unterscheiden sich in Haltbarkeit, Abwaschbarkeit und Verträglichkeit.',
    },
    content: body(
      [
        'Gel na vodní bázi',
        'Nejuniverzálnější volba. Snadno se smyje vodou, nešpiní prádlo a je vhodný ke všem druhům kondomů i pomůcek, včetně silikonových.',
        'Nevýhodou je, že se postupně vsakuje a odpařuje. Při delším použití stačí přidat pár kapek gelu nebo trochu vody.',
      ],
      [
        'Gel na silikonové bázi',
        'Vydrží výrazně déle, je velmi kluzký a hodí se i do vody. Hodí se ke kondomům z latexu i polyisoprenu.',
        'Nepoužívejte ho se silikonovými pomůckami: silikon se silikonem může povrch pomůcky narušit. Smývá se mýdlem a teplou vodou.',
      ],
      [
        'Hybridní gel',
        'Kombinuje vodní základ s malým podílem silikonu. Vydrží déle než čistě vodní gel a přitom se dobře smývá.',
        'U silikonových pomůcek si nejdřív vyzkoušejte snášenlivost na malé ploše.',
      ],
      [
        'Na co se dívat na obalu',
        [
          'složení: čím kratší, tím lépe pro citlivou pokožku,',
          'pH kolem 4,5 pro ženskou intimní oblast,',
          'informaci o vhodnosti ke kondomům,',
          'datum minimální trvanlivosti.',
        ],
      ],
    ),
    category: CATEGORY.lubrication,
    author: AUTHOR.redakce,
    tags: [TAG.lubricants],
    picture: ['pump-bottle', 'tyrkysova'],
    linkedCategories: ['lubrikacni-gely', 'lubrikacni-gely-na-vodni-bazi'],
  },
  {
    slug: 'lubrikanty-a-kondomy',
    title: {
      cs: 'Které lubrikanty jsou bezpečné s kondomy',
      sk: 'Ktoré lubrikanty sú bezpečné s kondómami',
      de: 'Welche Gleitmittel sind mit Kondomen sicher',
    },
    perex: {
      cs: 'Olej a latex k sobě nepatří. Přehled, co s kondomem kombinovat a čemu se vyhnout.',
      sk: 'Olej a latex k sebe nepatria. Prehľad, čo s kondómom kombinovať a čomu sa vyhnúť.',
      de: 'Öl und Latex passen nicht zusammen. Was man mit Kondomen kombinieren kann.',
    },
    content: body(
      [
        'Proč na tom záleží',
        'Latex je pružný, ale citlivý na oleje. Tělový olej, vazelína nebo masážní olej ho během několika minut oslabí a kondom se může snadněji protrhnout.',
      ],
      [
        'Co je bezpečné',
        [
          'gely na vodní bázi: ke všem kondomům,',
          'gely na silikonové bázi: k latexu i polyisoprenu,',
          'hybridní gely: ke všem kondomům, pokud výrobce neuvádí jinak.',
        ],
      ],
      [
        'Čemu se vyhnout',
        'Olejům, krémům na ruce, vazelíně a kosmetickým přípravkům, které nejsou určené k intimnímu použití. Kondomy z polyuretanu olej snesou, i tak ale doporučujeme gel.',
      ],
    ),
    category: CATEGORY.lubrication,
    author: AUTHOR.redakce,
    tags: [TAG.lubricants, TAG.condoms],
    picture: ['condom-box', 'modra'],
    linkedCategories: ['lubrikacni-gely', 'kondomy'],
  },
  {
    slug: 'silikonovy-gel-a-silikonove-pomucky',
    title: {
      cs: 'Silikonový gel a silikonové pomůcky: proč se nesnesou',
      sk: 'Silikónový gél a silikónové pomôcky: prečo sa neznesú',
      de: 'Silikongel und Silikonprodukte: warum sie sich nicht vertragen',
    },
    perex: {
      cs: 'Silikon rozpouští silikon. Co to znamená pro vaše pomůcky a jak se tomu vyhnout.',
      sk: 'Silikón rozpúšťa silikón. Čo to znamená pre vaše pomôcky a ako sa tomu vyhnúť.',
      de: 'Silikon löst Silikon an. Was das für Ihre Produkte bedeutet.',
    },
    content: body(
      [
        'Co se děje',
        'Silikonový lubrikant může do povrchu silikonové pomůcky pronikat. Povrch pak bývá lepkavý, matný nebo drsný a hůře se čistí.',
      ],
      [
        'Jak postupovat',
        'Ke všem silikonovým pomůckám, včetně menstruačních kalíšků a trenažérů pánevního dna, používejte gel na vodní bázi. Pokud chcete silikonový gel, zvolte pomůcku ze skla, kovu nebo tvrdého plastu.',
      ],
    ),
    category: CATEGORY.lubrication,
    author: AUTHOR.redakce,
    tags: [TAG.lubricants],
    picture: ['flacon', 'fialova'],
    linkedCategories: ['silikonove-lubrikacni-gely'],
  },
  {
    slug: 'jak-vybrat-velikost-kondomu',
    title: {
      cs: 'Jak vybrat správnou velikost kondomu',
      sk: 'Ako vybrať správnu veľkosť kondómu',
      de: 'Die richtige Kondomgröße finden',
    },
    perex: {
      cs: 'Rozhoduje obvod, ne délka. Jak se změřit a co znamená nominální šířka na krabičce.',
      sk: 'Rozhoduje obvod, nie dĺžka. Ako sa zmerať a čo znamená nominálna šírka na krabičke.',
      de: 'Entscheidend ist der Umfang, nicht die Länge. So messen Sie richtig.',
    },
    content: body(
      [
        'Nominální šířka',
        'Na krabičce najdete nominální šířku v milimetrech: je to polovina obvodu nenataženého kondomu. Většině mužů sedí 52 až 54 mm.',
      ],
      [
        'Jak se změřit',
        'Změřte obvod v nejširším místě krejčovským metrem a šířku vyberte podle přehledu níže. Kondom má být o něco užší než polovina obvodu, aby dobře držel a nesklouzl.',
        [
          'obvod do 11 cm: šířka 49 mm a méně,',
          'obvod 11 až 12 cm: šířka 52–54 mm,',
          'obvod nad 12 cm: šířka 57 mm a více (velikosti XL).',
        ],
      ],
      [
        'Proč na velikosti záleží',
        'Příliš těsný kondom je nepohodlný a snáze praskne, volný zase může sklouznout. Vyzkoušejte několik velikostí, v obchodě najdete i menší balení.',
      ],
    ),
    category: CATEGORY.lubrication,
    author: AUTHOR.redakce,
    tags: [TAG.condoms],
    picture: ['condom-box', 'cervena'],
    linkedCategories: ['kondomy', 'kondomy-xl'],
  },
  {
    slug: 'kondomy-bez-latexu',
    title: {
      cs: 'Kondomy bez latexu: pro koho a z čeho',
      sk: 'Kondómy bez latexu: pre koho a z čoho',
      de: 'Latexfreie Kondome: für wen und woraus',
    },
    perex: {
      cs: 'Polyisopren, polyuretan a další materiály pro lidi citlivé na latex.',
      sk: 'Polyizoprén, polyuretán a ďalšie materiály pre ľudí citlivých na latex.',
      de: 'Polyisopren, Polyurethan und andere Materialien bei Latexempfindlichkeit.',
    },
    content: body(
      [
        'Polyisopren',
        'Syntetická obdoba latexu: je měkký a pružný, ale neobsahuje bílkoviny přírodního latexu. Olej mu škodí stejně jako latexu.',
      ],
      [
        'Polyuretan',
        'Tenký a pevný materiál, který dobře vede teplo. Je méně pružný, proto je důležité zvolit správnou velikost. Snese i lubrikanty na bázi oleje.',
      ],
      [
        'Jak poznat citlivost',
        'Zarudnutí, svědění nebo pálení po použití latexového kondomu může mít různé příčiny. Pokud se obtíže opakují, poraďte se s lékařem.',
      ],
    ),
    category: CATEGORY.lubrication,
    author: AUTHOR.redakce,
    tags: [TAG.condoms],
    picture: ['condom-box', 'fialova'],
    linkedCategories: ['kondomy-bez-latexu'],
  },
  {
    slug: 'masazni-oleje-pro-partnerskou-masaz',
    title: {
      cs: 'Masážní oleje pro partnerskou masáž',
      sk: 'Masážne oleje na partnerskú masáž',
      de: 'Massageöle für die Partnermassage',
    },
    perex: {
      cs: 'Aromatický, nebo neutrální? Jak olej vybrat, nahřát a čemu se vyhnout.',
      sk: 'Aromatický, alebo neutrálny? Ako olej vybrať, nahriať a čomu sa vyhnúť.',
      de: 'Aromatisch oder neutral? Auswahl, Anwärmen und was zu beachten ist.',
    },
    content: body(
      [
        'Neutrální oleje',
        'Mandlový, jojobový nebo slunečnicový olej bez vůně se hodí pro citlivou pokožku a pro ty, komu vůně vadí.',
      ],
      [
        'Aromatické oleje',
        'Obsahují esenciální oleje, třeba levanduli nebo pomeranč. Před první masáží vyzkoušejte malé množství na předloktí.',
      ],
      [
        'Praktické tipy',
        [
          'olej nahřejte v dlaních, nikdy ne v mikrovlnné troubě,',
          'podložte ručník, olej se z látek špatně pere,',
          'masážní olej není lubrikant a nepatří ke kondomům.',
        ],
      ],
    ),
    category: CATEGORY.lubrication,
    author: AUTHOR.lucie,
    tags: [TAG.lubricants],
    picture: ['oil-bottle', 'oranzova'],
    linkedCategories: ['masazni-oleje'],
  },
  {
    slug: 'skladovani-lubrikantu-a-kondomu',
    title: {
      cs: 'Jak skladovat lubrikanty a kondomy',
      sk: 'Ako skladovať lubrikanty a kondómy',
      de: 'Gleitmittel und Kondome richtig lagern',
    },
    perex: {
      cs: 'Peněženka a přihrádka v autě nejsou dobré místo. Kde vydrží nejdéle.',
      sk: 'Peňaženka a priehradka v aute nie sú dobré miesto. Kde vydržia najdlhšie.',
      de: 'Geldbörse und Handschuhfach sind keine guten Orte. Wo sie am längsten halten.',
    },
    content: body(
      [
        'Teplo a tření škodí',
        'Kondomy skladujte v suchu, při pokojové teplotě a mimo přímé slunce. V peněžence se obal odírá a v autě se v létě přehřívá.',
      ],
      [
        'Trvanlivost',
        'Každý kondom i lubrikant má na obalu datum minimální trvanlivosti. Po otevření gel spotřebujte v době, kterou uvádí výrobce, obvykle do 6 až 12 měsíců.',
      ],
    ),
    category: CATEGORY.lubrication,
    author: AUTHOR.redakce,
    tags: [TAG.lubricants, TAG.condoms],
    picture: ['tube', 'ruzova'],
  },
  {
    slug: 'intimni-hygiena-zaklady',
    title: {
      cs: 'Intimní hygiena: méně je někdy víc',
      sk: 'Intímna hygiena: menej je niekedy viac',
      de: 'Intimhygiene: weniger ist manchmal mehr',
    },
    perex: {
      cs: 'Jak často se mýt, čím a proč nepoužívat běžné mýdlo ani výplachy.',
      sk: 'Ako často sa umývať, čím a prečo nepoužívať bežné mydlo ani výplachy.',
      de: 'Wie oft, womit und warum keine normale Seife und keine Spülungen.',
    },
    content: body(
      [
        'Jednou až dvakrát denně stačí',
        'Intimní oblast má vlastní ochranu: mírně kyselé prostředí a přirozenou mikroflóru. Časté mytí, zvlášť mýdlem, ji může narušit.',
      ],
      [
        'Čím se mýt',
        'Stačí vlažná voda, případně jemný mycí gel s pH kolem 4,5 bez parfemace. Myjte se vždy zepředu dozadu a jen zevně.',
      ],
      [
        'Čemu se vyhnout',
        [
          'vaginálním výplachům bez doporučení lékaře,',
          'parfémovaným mýdlům a sprchovým gelům,',
          'těsnému prádlu ze syntetiky na celý den.',
        ],
      ],
    ),
    category: CATEGORY.hygiene,
    author: AUTHOR.lucie,
    tags: [TAG.hygiene],
    picture: ['wash-bottle', 'mentolova'],
    linkedCategories: ['intimni-hygiena'],
  },
  {
    slug: 'jak-vybrat-intimni-myci-gel',
    title: {
      cs: 'Jak vybrat intimní mycí gel',
      sk: 'Ako vybrať intímny umývací gél',
      de: 'Wie man ein Intimwaschgel auswählt',
    },
    perex: {
      cs: 'pH, složení a vůně: na co se dívat, když vybíráte gel pro každodenní péči.',
      sk: 'pH, zloženie a vôňa: na čo sa pozerať pri výbere gélu na každodennú starostlivosť.',
      de: 'pH-Wert, Inhaltsstoffe und Duft: worauf es bei der täglichen Pflege ankommt.',
    },
    content: body(
      [
        'pH',
        'Pro ženy se hodí gely s pH 3,5 až 5, pro muže a děti spíše neutrální. Údaj najdete na obalu nebo v popisu produktu.',
      ],
      [
        'Složení',
        'Jemné tenzidy, kyselina mléčná a zklidňující složky jako panthenol nebo aloe. Vyhněte se výrazným parfémům a barvivům.',
      ],
      [
        'Kdy gel vyměnit',
        'Pokud po mytí cítíte pnutí, svědění nebo pálení, vyzkoušejte gel bez parfemace. Když obtíže trvají, poraďte se s lékařem.',
      ],
    ),
    category: CATEGORY.hygiene,
    author: AUTHOR.lucie,
    tags: [TAG.hygiene],
    picture: ['wash-bottle', 'ruzova'],
    linkedCategories: ['intimni-myci-gely'],
  },
  {
    slug: 'intimni-ubrousky-na-cesty',
    title: {
      cs: 'Intimní ubrousky: kdy se hodí a kdy ne',
      sk: 'Intímne obrúsky: kedy sa hodia a kedy nie',
      de: 'Intimpflegetücher: wann sie passen und wann nicht',
    },
    perex: {
      cs: 'Na cesty a po sportu jsou praktické, ale vodu a mycí gel nenahradí.',
      sk: 'Na cesty a po športe sú praktické, ale vodu a umývací gél nenahradia.',
      de: 'Praktisch für unterwegs und nach dem Sport, aber kein Ersatz für Wasser.',
    },
    content: body(
      [
        'Kdy sáhnout po ubrousku',
        'Na cestách, v práci, po sportu nebo během menstruace, když není po ruce sprcha.',
      ],
      [
        'Na co si dát pozor',
        'Vybírejte ubrousky bez alkoholu a parfému. Nesplachujte je do toalety, i když to obal slibuje: ucpávají kanalizaci.',
      ],
    ),
    category: CATEGORY.hygiene,
    author: AUTHOR.lucie,
    tags: [TAG.hygiene],
    picture: ['wipes', 'mentolova'],
    linkedCategories: ['intimni-ubrousky'],
  },
  {
    slug: 'intimni-hygiena-pri-sportu',
    title: {
      cs: 'Intimní hygiena při sportu a v létě',
      sk: 'Intímna hygiena pri športe a v lete',
      de: 'Intimhygiene beim Sport und im Sommer',
    },
    perex: {
      cs: 'Propocené oblečení, bazén a horko: jak zůstat v pohodě.',
      sk: 'Prepotené oblečenie, bazén a horúčavy: ako zostať v pohode.',
      de: 'Verschwitzte Kleidung, Schwimmbad und Hitze: so bleiben Sie entspannt.',
    },
    content: body(
      [
        'Po tréninku',
        'Vlhké sportovní oblečení po tréninku co nejdřív svlékněte. Osprchujte se vlažnou vodou a oblečte bavlněné prádlo.',
      ],
      [
        'Bazén a koupání',
        'Mokré plavky si po koupání vyměňte za suché. Chlorovanou vodu z pokožky opláchněte čistou vodou.',
      ],
    ),
    category: CATEGORY.hygiene,
    author: AUTHOR.lucie,
    tags: [TAG.hygiene],
    picture: ['wash-bottle', 'bezova'],
  },
  {
    slug: 'intimni-probiotika',
    title: {
      cs: 'Intimní probiotika: co o nich víme',
      sk: 'Intímne probiotiká: čo o nich vieme',
      de: 'Intimprobiotika: was wir darüber wissen',
    },
    perex: {
      cs: 'Co obsahují, jak se užívají a proč nejsou lékem.',
      sk: 'Čo obsahujú, ako sa užívajú a prečo nie sú liekom.',
      de: 'Was sie enthalten, wie man sie nimmt und warum sie kein Arzneimittel sind.',
    },
    content: body(
      [
        'Co jsou intimní probiotika',
        'Doplňky stravy nebo vaginální tobolky s kmeny laktobacilů, které se přirozeně vyskytují v ženské intimní oblasti.',
      ],
      [
        'Kdy o nich uvažovat',
        'Někdo je užívá během léčby antibiotiky nebo po ní, jiný preventivně. Doplněk stravy nenahrazuje pestrou stravu ani léčbu. Při obtížích se vždy obraťte na gynekologa.',
      ],
    ),
    category: CATEGORY.hygiene,
    author: AUTHOR.redakce,
    tags: [TAG.hygiene],
    picture: ['jar', 'zelena'],
    linkedCategories: ['intimni-probiotika'],
  },
  {
    slug: 'jak-zacit-s-menstruacnim-kaliskem',
    title: {
      cs: 'Jak začít s menstruačním kalíškem',
      sk: 'Ako začať s menštruačným kalíškom',
      de: 'Der Einstieg mit der Menstruationstasse',
    },
    shortTitle: { cs: 'Začínáme s kalíškem', sk: 'Začíname s kalíškom', de: 'Einstieg mit der Tasse' },
    perex: {
      cs: 'Skládání, zavedení a vyjmutí krok za krokem. První cykly jsou hlavně o trpělivosti.',
      sk: 'Skladanie, zavedenie a vybratie krok za krokom. Prvé cykly sú hlavne o trpezlivosti.',
      de: 'Falten, Einführen und Entfernen Schritt für Schritt. Geduld zahlt sich aus.',
    },
    content: body(
      [
        'Před prvním použitím',
        'Kalíšek vyvařte 3 až 5 minut v hrnci s vodou. Umyjte si ruce a zvolte klidnou chvíli, ideálně doma.',
      ],
      [
        'Zavedení',
        'Kalíšek přeložte do tvaru písmene C nebo kytičky, zaveďte ho šikmo dozadu a pusťte. Pootočením nebo přejetím prstem po stěně ověřte, že se rozvinul.',
      ],
      [
        'Vyjmutí',
        'Stiskněte spodek kalíšku, aby povolilo podtlakové sání, a vyjměte ho vkleče nebo v podřepu. Za stopku netahejte, slouží jen k nahmatání.',
      ],
      [
        'Jak často vyprazdňovat',
        'Podle síly menstruace, nejpozději po 12 hodinách. První cykly doporučujeme jistit slipovou vložkou nebo menstruačními kalhotkami.',
      ],
    ),
    category: CATEGORY.menstruation,
    author: AUTHOR.lucie,
    tags: [TAG.menstruation],
    picture: ['cup', 'ruzova'],
    linkedCategories: ['menstruacni-kalisky', 'menstruace'],
  },
  {
    slug: 'velikost-menstruacniho-kalisku',
    title: {
      cs: 'Jakou velikost menstruačního kalíšku zvolit',
      sk: 'Akú veľkosť menštruačného kalíška zvoliť',
      de: 'Welche Größe der Menstruationstasse',
    },
    perex: {
      cs: 'Výška děložního čípku, síla menstruace a porod: tři věci, které rozhodují.',
      sk: 'Výška krčka maternice, sila menštruácie a pôrod: tri veci, ktoré rozhodujú.',
      de: 'Höhe des Gebärmutterhalses, Stärke der Blutung und Geburten entscheiden.',
    },
    content: body(
      [
        'Výška čípku',
        'Během menstruace si čistým prstem nahmatejte děložní čípek. Když ho cítíte hned u vchodu, zvolte kratší kalíšek, když ho nenahmatáte, delší.',
      ],
      [
        'Síla menstruace a porod',
        'Při silné menstruaci se hodí větší objem. Výrobci obvykle doporučují větší velikost ženám po vaginálním porodu, rozhodující je ale vlastní pohodlí.',
      ],
      [
        'Tvrdost',
        'Měkčí kalíšek je příjemnější pro citlivé ženy, tvrdší se snáz rozvine a hodí se při sportu.',
      ],
    ),
    category: CATEGORY.menstruation,
    author: AUTHOR.lucie,
    tags: [TAG.menstruation],
    picture: ['cup', 'fialova'],
    linkedCategories: ['menstruacni-kalisky'],
  },
  {
    slug: 'cisteni-menstruacniho-kalisku',
    title: {
      cs: 'Čištění a sterilizace menstruačního kalíšku',
      sk: 'Čistenie a sterilizácia menštruačného kalíška',
      de: 'Reinigung und Sterilisation der Menstruationstasse',
    },
    perex: {
      cs: 'Během cyklu stačí voda, po něm vyvaření. A co dělat, když kalíšek změní barvu.',
      sk: 'Počas cyklu stačí voda, po ňom vyváranie. A čo robiť, keď kalíšok zmení farbu.',
      de: 'Während der Periode genügt Wasser, danach Auskochen. Und bei Verfärbungen?',
    },
    content: body(
      [
        'Během menstruace',
        'Po vyjmutí kalíšek vylijte, opláchněte studenou a pak teplou vodou. Studená voda zabrání zapečení krve do povrchu.',
      ],
      [
        'Po skončení cyklu',
        'Kalíšek vyvařte 3 až 5 minut, osušte a uložte do prodyšného sáčku. Uzavřená plastová krabička není vhodná.',
      ],
      [
        'Změna barvy',
        'Lehké zabarvení je běžné a funkci neovlivní. Pokud je povrch lepkavý, popraskaný nebo zapáchá i po vyvaření, kalíšek vyměňte.',
      ],
    ),
    category: CATEGORY.menstruation,
    author: AUTHOR.lucie,
    tags: [TAG.menstruation, TAG.hygiene],
    picture: ['cup', 'tyrkysova'],
  },
  {
    slug: 'menstruacni-kalhotky',
    title: {
      cs: 'Menstruační kalhotky: jak fungují a jak o ně pečovat',
      sk: 'Menštruačné nohavičky: ako fungujú a ako sa o ne starať',
      de: 'Periodenslips: wie sie funktionieren und wie man sie pflegt',
    },
    perex: {
      cs: 'Savá vrstva, praní a sušení. Pro koho jsou kalhotky dobrou volbou.',
      sk: 'Savá vrstva, pranie a sušenie. Pre koho sú nohavičky dobrou voľbou.',
      de: 'Saugschicht, Waschen und Trocknen. Für wen Periodenslips passen.',
    },
    content: body(
      [
        'Jak fungují',
        'Několik vrstev látky krev vsákne, udrží a nepropustí ven. Podle savosti je volíte na slabé, nebo silné dny.',
      ],
      [
        'Péče',
        [
          'po nošení vymáchejte ve studené vodě,',
          'perte na 30 až 40 °C bez aviváže,',
          'nesušte v sušičce ani na topení.',
        ],
      ],
    ),
    category: CATEGORY.menstruation,
    author: AUTHOR.lucie,
    tags: [TAG.menstruation],
    picture: ['panties', 'cerna'],
    linkedCategories: ['menstruacni-kalhotky'],
  },
  {
    slug: 'sport-behem-menstruace',
    title: {
      cs: 'Sport během menstruace',
      sk: 'Šport počas menštruácie',
      de: 'Sport während der Periode',
    },
    perex: {
      cs: 'Cvičit, nebo odpočívat? Poslouchejte své tělo a zvolte pohodlnou ochranu.',
      sk: 'Cvičiť, alebo oddychovať? Počúvajte svoje telo a zvoľte pohodlnú ochranu.',
      de: 'Trainieren oder pausieren? Hören Sie auf Ihren Körper.',
    },
    content: body(
      [
        'Pohyb je v pořádku',
        'Mírný pohyb, jako chůze, jóga nebo plavání, je během menstruace pro většinu žen v pořádku. Intenzitu přizpůsobte tomu, jak se cítíte.',
      ],
      [
        'Jaká ochrana',
        'Menstruační kalíšek se hodí i do bazénu, kalhotky na jógu a běh. Na dlouhý trénink si vezměte náhradní.',
      ],
    ),
    category: CATEGORY.menstruation,
    author: AUTHOR.tomas,
    tags: [TAG.menstruation, TAG.yoga],
    picture: ['mat', 'ruzova'],
  },
  {
    slug: 'cviceni-panevniho-dna-pro-zacatecniky',
    title: {
      cs: 'Cvičení pánevního dna pro začátečníky',
      sk: 'Cvičenie panvového dna pre začiatočníkov',
      de: 'Beckenbodentraining für Einsteiger',
    },
    shortTitle: {
      cs: 'Pánevní dno pro začátečníky',
      sk: 'Panvové dno pre začiatočníkov',
      de: 'Beckenboden für Einsteiger',
    },
    perex: {
      cs: 'Jak svaly pánevního dna najít, zapojit a uvolnit. Pět minut denně stačí.',
      sk: 'Ako svaly panvového dna nájsť, zapojiť a uvoľniť. Päť minút denne stačí.',
      de: 'Beckenbodenmuskeln finden, anspannen und entspannen. Fünf Minuten täglich genügen.',
    },
    content: body(
      [
        'Kde pánevní dno je',
        'Svaly pánevního dna tvoří „houpací síť“ mezi stydkou kostí a kostrčí. Podpírají orgány malé pánve a pomáhají udržet moč.',
      ],
      [
        'Jak je najít',
        'Představte si, že chcete zadržet plyn a zároveň pomalu vtáhnout pochvu nebo varlata nahoru. Hýždě, stehna a břicho zůstávají uvolněné.',
      ],
      [
        'První cvičení',
        [
          'vleže na zádech s pokrčenými koleny se nadechněte,',
          's výdechem svaly stáhněte a vtáhněte nahoru, 5 sekund držte,',
          '10 sekund uvolněte a opakujte 8 až 10krát.',
        ],
        'Uvolnění je stejně důležité jako stah. Při bolesti nebo nejistotě se poraďte s fyzioterapeutem.',
      ],
    ),
    category: CATEGORY.exercise,
    author: AUTHOR.petra,
    tags: [TAG.pelvicFloor],
    picture: ['kegel-trainer', 'ruzova'],
    linkedCategories: ['trenazery-panevniho-dna'],
  },
  {
    slug: 'venusiny-kulicky-jak-na-ne',
    title: {
      cs: 'Venušiny kuličky: jak s nimi začít',
      sk: 'Venušine guličky: ako s nimi začať',
      de: 'Liebeskugeln: der richtige Einstieg',
    },
    perex: {
      cs: 'Od lehčí sady k těžší, od pár minut k půl hodině. Postupný plán na první měsíc.',
      sk: 'Od ľahšej sady k ťažšej, od pár minút k polhodine. Postupný plán na prvý mesiac.',
      de: 'Vom leichteren zum schwereren Set, von Minuten zur halben Stunde.',
    },
    content: body(
      [
        'Jak fungují',
        'Závaží uvnitř pochvy přirozeně zapojuje svaly pánevního dna, které ho udržují. Kuličky doplňují vědomé cvičení, nenahrazují ho.',
      ],
      [
        'Plán na první měsíc',
        [
          '1. týden: nejlehčí kulička, 5 až 10 minut denně v klidu,',
          '2. týden: 15 minut při běžné činnosti doma,',
          '3. a 4. týden: 20 až 30 minut nebo těžší kulička.',
        ],
      ],
      [
        'Hygiena',
        'Kuličky před a po použití umyjte teplou vodou a mýdlem. K zavedení použijte gel na vodní bázi.',
      ],
    ),
    category: CATEGORY.exercise,
    author: AUTHOR.petra,
    tags: [TAG.pelvicFloor],
    picture: ['kegel-balls', 'fialova'],
    linkedCategories: ['venusiny-kulicky'],
  },
  {
    slug: 'joga-doma-jak-zacit',
    title: {
      cs: 'Jóga doma: jak začít a co k tomu potřebujete',
      sk: 'Jóga doma: ako začať a čo na to potrebujete',
      de: 'Yoga zu Hause: so fangen Sie an',
    },
    perex: {
      cs: 'Podložka, blok a patnáct minut. Jednoduchá sestava pro první týdny.',
      sk: 'Podložka, blok a pätnásť minút. Jednoduchá zostava na prvé týždne.',
      de: 'Matte, Block und fünfzehn Minuten. Eine einfache Folge für die ersten Wochen.',
    },
    content: body(
      [
        'Vybavení',
        'Protiskluzová podložka, jeden nebo dva jógové bloky a pohodlné oblečení. Blok pomůže, když ještě nedosáhnete na zem.',
      ],
      [
        'Sestava na 15 minut',
        [
          'dýchání v sedu: 2 minuty,',
          'kočka a kráva: 10 opakování,',
          'pes hlavou dolů: 5 nádechů,',
          'válečník I a II na každou stranu: 5 nádechů,',
          'pozice dítěte a relaxace vleže: 5 minut.',
        ],
      ],
      [
        'Jak pokračovat',
        'Cvičte raději kratší dobu a častěji. Pozice, které bolí, vynechte nebo si je upravte s oporou bloku.',
      ],
    ),
    category: CATEGORY.exercise,
    author: AUTHOR.tomas,
    tags: [TAG.yoga],
    picture: ['yoga-block', 'fialova'],
    linkedCategories: ['joga-a-pilates', 'jogove-bloky'],
  },
  {
    slug: 'jak-vybrat-podlozku-na-cviceni',
    title: {
      cs: 'Jak vybrat podložku na jógu a pilates',
      sk: 'Ako vybrať podložku na jógu a pilates',
      de: 'Die richtige Matte für Yoga und Pilates',
    },
    perex: {
      cs: 'Tloušťka, materiál a protiskluznost. Jiná podložka se hodí na jógu, jiná na pilates.',
      sk: 'Hrúbka, materiál a protišmykovosť. Iná podložka sa hodí na jógu, iná na pilates.',
      de: 'Dicke, Material und Rutschfestigkeit. Yoga und Pilates brauchen verschiedene Matten.',
    },
    content: body(
      [
        'Tloušťka',
        'Na jógu se hodí 4 až 6 mm: podložka je stabilní ve stoji i v rovnováze. Na pilates a cviky vleže volte 8 až 15 mm, které chrání páteř.',
      ],
      [
        'Materiál',
        [
          'TPE: lehká, levnější, dobře se čistí,',
          'přírodní kaučuk: nejlépe drží, ale je těžší a může vonět,',
          'PVC: odolná a levná, hůře se recykluje.',
        ],
      ],
      [
        'Péče',
        'Podložku otírejte vlhkým hadříkem s kapkou mýdla a nechte uschnout rozloženou, ne na slunci.',
      ],
    ),
    category: CATEGORY.exercise,
    author: AUTHOR.tomas,
    tags: [TAG.yoga],
    picture: ['mat', 'modra'],
    linkedCategories: ['podlozky-na-cviceni'],
  },
  {
    slug: 'kettlebell-pro-zacatecniky',
    title: {
      cs: 'Kettlebell pro začátečníky: švih, dřep a bezpečnost',
      sk: 'Kettlebell pre začiatočníkov: švih, drep a bezpečnosť',
      de: 'Kettlebell für Einsteiger: Swing, Kniebeuge und Sicherheit',
    },
    perex: {
      cs: 'Jakou váhu zvolit a jak se naučit švih, aby bolela záda co nejméně.',
      sk: 'Akú váhu zvoliť a ako sa naučiť švih tak, aby chrbát nebolel.',
      de: 'Welches Gewicht und wie man den Swing rückenschonend lernt.',
    },
    content: body(
      [
        'Jakou váhu',
        'Ženy obvykle začínají s 8 kg, muži s 12 až 16 kg. Na dřepy a švihy se později hodí těžší, na cviky nad hlavu lehčí kettlebell.',
      ],
      [
        'Švih',
        'Pohyb vychází z boků, ne z rukou. Kettlebell pošlete mezi nohy, rovná záda, a prudkým propnutím boků ho vyšvihněte do výšky ramen.',
      ],
      [
        'Pohárový dřep',
        'Kettlebell držte u hrudníku za madlo, chodidla na šířku ramen. Jděte do dřepu s rovnými zády a koleny ve směru špiček.',
      ],
      [
        'Bezpečnost',
        'Cvičte na rovném povrchu, daleko od nábytku, a začněte s krátkými sériemi, dokud technika nesedí.',
      ],
    ),
    category: CATEGORY.exercise,
    author: AUTHOR.tomas,
    tags: [TAG.strength],
    picture: ['kettlebell', 'cerna'],
    linkedCategories: ['kettlebelly', 'posilovani'],
  },
  {
    slug: 'posilovani-s-odporovymi-gumami',
    title: {
      cs: 'Posilování s odporovými gumami doma',
      sk: 'Posilňovanie s odporovými gumami doma',
      de: 'Krafttraining mit Widerstandsbändern zu Hause',
    },
    perex: {
      cs: 'Celé tělo s jednou sadou gum: pět cviků a jak zvolit správný odpor.',
      sk: 'Celé telo s jednou sadou gúm: päť cvikov a ako zvoliť správny odpor.',
      de: 'Ganzkörpertraining mit einem Bänderset: fünf Übungen.',
    },
    content: body(
      [
        'Barvy a odpor',
        'Barva gumy obvykle značí odpor, ale každý výrobce má vlastní škálu. Začněte s gumou, se kterou zvládnete 12 až 15 opakování v dobré technice.',
      ],
      [
        'Pět cviků',
        [
          'dřep s gumou nad koleny,',
          'přítahy gumy k pasu v předklonu,',
          'tlaky gumy před sebe ve stoji,',
          'most vleže s gumou nad koleny,',
          'rozpažování s gumou za zády.',
        ],
      ],
      ['Péče', 'Gumu před cvičením prohlédněte. Natržená guma může prasknout, proto ji vyměňte.'],
    ),
    category: CATEGORY.exercise,
    author: AUTHOR.tomas,
    tags: [TAG.strength],
    picture: ['band', 'zelena'],
    linkedCategories: ['odporove-gumy'],
  },
  {
    slug: 'foam-roller-regenerace',
    title: {
      cs: 'Foam roller: jak válcovat po tréninku',
      sk: 'Foam roller: ako valcovať po tréningu',
      de: 'Faszienrolle: richtig rollen nach dem Training',
    },
    perex: {
      cs: 'Pomalu, bez spěchu a mimo klouby. Jak foam roller zařadit do regenerace.',
      sk: 'Pomaly, bez zhonu a mimo kĺbov. Ako foam roller zaradiť do regenerácie.',
      de: 'Langsam und nicht über Gelenke. So gehört die Rolle zur Regeneration.',
    },
    content: body(
      [
        'Jak válcovat',
        'Válcujte pomalu, asi 2 až 3 centimetry za sekundu, 30 až 60 sekund na jednu svalovou partii. Dýchejte klidně a tlak řiďte oporou rukou.',
      ],
      ['Kam nevalcovat', 'Na klouby, bederní páteř, krk a místa s modřinou nebo otokem.'],
      [
        'Tvrdost válce',
        'Měkčí válec je vhodný pro začátečníky, tvrdší a vroubkovaný pro ty, kdo jsou na válcování zvyklí.',
      ],
    ),
    category: CATEGORY.exercise,
    author: AUTHOR.tomas,
    tags: [TAG.recovery],
    picture: ['foam-roller', 'modra'],
    linkedCategories: ['foam-rollery', 'regenerace'],
  },
  {
    slug: 'masazni-micek-na-chodidla-a-zada',
    title: {
      cs: 'Masážní míček na chodidla a záda',
      sk: 'Masážna loptička na chodidlá a chrbát',
      de: 'Massageball für Füße und Rücken',
    },
    perex: {
      cs: 'Malý pomocník do kanceláře i na cesty. Tři jednoduché způsoby použití.',
      sk: 'Malý pomocník do kancelárie aj na cesty. Tri jednoduché spôsoby použitia.',
      de: 'Kleiner Helfer fürs Büro und unterwegs. Drei einfache Anwendungen.',
    },
    content: body(
      [
        'Chodidla',
        'Vsedě nebo ve stoje pomalu převalujte míček pod chodidlem od paty ke prstům, minutu na každou nohu.',
      ],
      [
        'Záda a ramena',
        'Opřete se zády o zeď s míčkem mezi lopatkami a páteří. Pohybem v kolenou míček posouvejte, páteř samotnou vynechte.',
      ],
    ),
    category: CATEGORY.exercise,
    author: AUTHOR.tomas,
    tags: [TAG.recovery],
    picture: ['massage-ball', 'oranzova'],
    linkedCategories: ['masazni-micky'],
  },
  {
    slug: 'pilates-a-panevni-dno',
    title: {
      cs: 'Pilates a pánevní dno: proč jdou dohromady',
      sk: 'Pilates a panvové dno: prečo idú spolu',
      de: 'Pilates und Beckenboden: warum sie zusammenpassen',
    },
    perex: {
      cs: 'Hluboký stabilizační systém, dech a pomalé tempo. Pilates jako pokračování cvičení pánevního dna.',
      sk: 'Hlboký stabilizačný systém, dych a pomalé tempo. Pilates ako pokračovanie cvičenia panvového dna.',
      de: 'Tiefe Stabilisation, Atmung und langsames Tempo. Pilates als nächster Schritt.',
    },
    content: body(
      [
        'Společný základ',
        'Pilates pracuje s hlubokými svaly trupu: bránicí, příčným břišním svalem, svaly podél páteře a pánevním dnem. Fungují jako jeden celek.',
      ],
      [
        'Jak začít',
        'Začněte cviky vleže na podložce, s důrazem na dech a klidné tempo. Pánevní dno při výdechu jemně zapojte, při nádechu uvolněte.',
      ],
      [
        'Po porodu',
        'Po porodu začínejte až po kontrole u lékaře a ideálně pod vedením fyzioterapeuta. Nejdřív dech a pánevní dno, potom zátěž.',
      ],
    ),
    category: CATEGORY.exercise,
    author: AUTHOR.petra,
    tags: [TAG.pelvicFloor, TAG.yoga],
    picture: ['mat', 'fialova'],
  },
  {
    slug: 'zimni-treninkovy-plan',
    title: {
      cs: 'Zimní tréninkový plán: cvičení doma na celou sezónu',
      sk: 'Zimný tréningový plán: cvičenie doma na celú sezónu',
      de: 'Winter-Trainingsplan: zu Hause durch die Saison',
    },
    perex: {
      cs: 'Dvanáct týdnů posilování a protahování doma, jen s gumami a kettlebellem.',
      sk: 'Dvanásť týždňov posilňovania a strečingu doma, len s gumami a kettlebellom.',
      de: 'Zwölf Wochen Kraft und Dehnung zu Hause, nur mit Bändern und Kettlebell.',
    },
    content: body([
      'Plán na tři měsíce',
      'Třikrát týdně celé tělo, jednou týdně protažení a regenerace. Každé čtyři týdny přidejte sérii nebo těžší pomůcku.',
    ]),
    category: CATEGORY.exercise,
    author: AUTHOR.tomas,
    tags: [TAG.strength, TAG.recovery],
    picture: ['kettlebell', 'cervena'],
  },
];

/** Articles go out every five days back from the reference date; the last text is planned 400 days ahead. */
function articleRows(reference: Date): ArticleRow[] {
  const planned = TEXTS.length - 1;
  return TEXTS.map((text, i) => {
    const published =
      i === planned
        ? new Date(reference.getTime() + 400 * DAY)
        : new Date(reference.getTime() - (planned - i) * 5 * DAY + 9 * 3_600_000);
    return {
      id: i + 1,
      slug: text.slug,
      datePublished: published.toISOString(),
      title: text.title,
      shortTitle: text.shortTitle,
      perex: text.perex,
      content: { ...text.content, ...translatedBodies(text.slug) },
      image: articleImagePath(text.slug),
      imageAlt: text.shortTitle ?? text.title,
      authorId: text.author,
      categoryId: text.category,
      tagIds: text.tags,
      linkedCategoryIds: (text.linkedCategories ?? []).map((slug) => categoryBySlug(slug).id),
      seo: { description: text.perex },
    };
  });
}

const articleImagePath = (slug: string) => `articles/${slug}.svg`;

/** A wide picture: the product drawing on a soft background with circles in its colour. */
function drawArticlePicture([shape, colour]: [ShapeCode, string], index: number): string {
  const product = drawProduct(shape, colour);
  const accent = /fill="(#[0-9a-f]{6})"/i.exec(product)?.[1] ?? '#3bb1ae';
  const background = mix(accent, '#ffffff', 0.35);
  const left = 120 + (index % 4) * 60;
  const inner = product.replace(
    'width="800" height="800"',
    `x="${640 - (index % 3) * 80}" y="40" width="560" height="560"`,
  );
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">` +
    `<rect width="1200" height="630" fill="${background}"/>` +
    `<circle cx="${left}" cy="520" r="220" fill="${mix(accent, '#1c1c28', 0.2)}" opacity="0.18"/>` +
    `<circle cx="${left + 260}" cy="120" r="90" fill="#ffffff" opacity="0.35"/>` +
    inner +
    `</svg>`
  );
}

/** An author's portrait: a head and shoulders silhouette in the author's colour. */
function drawPortrait(colour: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">` +
    `<rect width="400" height="400" fill="${mix(colour, '#ffffff', 0.8)}"/>` +
    `<circle cx="200" cy="160" r="80" fill="${colour}"/>` +
    `<path d="M60 400c0-90 63-140 140-140s140 50 140 140z" fill="${mix(colour, '#1c1c28', 0.25)}"/></svg>`
  );
}

export function buildArticles(reference: Date): {
  articles: ArticleDataset;
  images: { path: string; svg: string }[];
} {
  const rows = articleRows(reference);
  const images = [
    ...TEXTS.map((text, i) => ({
      path: articleImagePath(text.slug),
      svg: drawArticlePicture(text.picture, i),
    })),
    { path: 'articles/autori/petra-svobodova.svg', svg: drawPortrait('#8E5BC9') },
    { path: 'articles/autori/tomas-dvorak.svg', svg: drawPortrait('#2F6FD0') },
  ];
  return {
    articles: {
      categories: structuredClone(CATEGORIES),
      tags: structuredClone(TAGS),
      authors: structuredClone(AUTHORS),
      articles: rows,
      list: {
        title: { cs: 'Nákupní rádce', sk: 'Nákupný radca', de: 'Einkaufsratgeber' },
        perex: {
          cs: 'Praktické rady k výběru a používání intimních a fitness pomůcek od fyzioterapeutky, trenéra a naší redakce.',
          sk: 'Praktické rady k výberu a používaniu intímnych a fitness pomôcok od fyzioterapeutky, trénera a našej redakcie.',
          de: 'Praktische Tipps zur Auswahl und Anwendung von Intim- und Fitnessprodukten.',
        },
        featuredArticleIds: [1, 13, 18],
      },
    },
    images,
  };
}
