/** The category tree (three levels), its texts, pictures and filter settings. */
import type { CategoryRow } from '../dataset.ts';
import { KINDS } from './catalogue.ts';
import { SHOP_NAME } from './company.ts';
import { CATEGORY_TEXTS_DE } from './categories-de.ts';
import { CATEGORY_TEXTS_SK } from './categories-sk.ts';
import { categoryImagePath, type ShapeCode } from './images.ts';
import { parameter } from './parameters.ts';

interface CategoryDef {
  slug: string;
  name: [cs: string, sk: string, de: string];
  /** Opening paragraph (cs). */
  intro: string;
  /** Points of the 'how to choose' list (cs). */
  tips: string[];
  /** Text below the product list (cs). */
  below?: string;
  icon: ShapeCode;
  colour: string;
  children?: CategoryDef[];
}

const TREE: CategoryDef[] = [
  {
    slug: 'intimni-zdravi',
    name: ['Intimní zdraví', 'Intímne zdravie', 'Intimgesundheit'],
    intro:
      'Vše pro intimní pohodu na jednom místě: lubrikační gely, kondomy, menstruační pomůcky, intimní hygiena a pomůcky pro posílení pánevního dna. Zboží balíme diskrétně do neutrální krabice bez loga.',
    tips: [
      'Diskrétní balení bez názvu obchodu a obsahu',
      'Objednávky do 14:00 odesíláme ještě týž den',
      'Vrácení zboží do 30 dní (u hygienického zboží jen neotevřené)',
    ],
    icon: 'cup',
    colour: 'ruzova',
    children: [
      {
        slug: 'lubrikacni-gely',
        name: ['Lubrikační gely', 'Lubrikačné gély', 'Gleitgele'],
        intro:
          'Lubrikační gely pomáhají při pocitu suchosti a zpříjemňují intimní chvíle. Vybírejte podle báze: vodní gely jsou univerzální, silikonové vydrží déle a hybridní spojují výhody obou.',
        tips: [
          'S kondomy kombinujte gely na vodní nebo silikonové bázi',
          'Pro citlivou pokožku volte gely bez parfemace a s pH kolem 4,5',
          'Silikonové gely nejsou vhodné k silikonovým pomůckám',
        ],
        below:
          'Lubrikační gel není antikoncepce a nechrání před pohlavně přenosnými infekcemi. Pokud suchost trvá dlouhodobě, poraďte se s gynekologem.',
        icon: 'pump-bottle',
        colour: 'tyrkysova',
        children: [
          {
            slug: 'lubrikacni-gely-na-vodni-bazi',
            name: ['Na vodní bázi', 'Na vodnej báze', 'Auf Wasserbasis'],
            intro:
              'Gely na vodní bázi jsou nejuniverzálnější: hodí se ke kondomům i pomůckám, nešpiní a snadno se smyjí.',
            tips: ['Vhodné ke všem typům kondomů', 'Snadno se smývají vodou'],
            icon: 'pump-bottle',
            colour: 'tyrkysova',
          },
          {
            slug: 'silikonove-lubrikacni-gely',
            name: ['Silikonové', 'Silikónové', 'Auf Silikonbasis'],
            intro: 'Silikonové lubrikanty vydrží nejdéle, nevysychají a jsou vhodné i do vody.',
            tips: ['Malé množství stačí na dlouho', 'Nepoužívejte se silikonovými pomůckami'],
            icon: 'flacon',
            colour: 'fialova',
          },
          {
            slug: 'hybridni-lubrikacni-gely',
            name: ['Hybridní', 'Hybridné', 'Hybrid'],
            intro:
              'Hybridní gely kombinují vodní základ s příměsí silikonu: jsou jemné a přitom vydrží déle.',
            tips: ['Krémová textura', 'Vhodné s kondomy'],
            icon: 'tube',
            colour: 'ruzova',
          },
        ],
      },
      {
        slug: 'kondomy',
        name: ['Kondomy', 'Kondómy', 'Kondome'],
        intro:
          'Kondomy jsou jediná antikoncepce, která chrání i před pohlavně přenosnými infekcemi. Nabízíme klasické, tenké, větší velikosti i varianty bez latexu pro alergiky.',
        tips: [
          'Velikost určuje nominální šířka; běžná je 52 až 54 mm',
          'Alergikům na latex doporučujeme kondomy z polyisoprenu nebo polyuretanu',
          'Kondomy skladujte v chladu a kontrolujte datum spotřeby',
        ],
        below: 'Všechny kondomy v nabídce splňují normu ČSN EN ISO 4074 a jsou elektronicky testované.',
        icon: 'condom-box',
        colour: 'cervena',
        children: [
          {
            slug: 'klasicke-kondomy',
            name: ['Klasické', 'Klasické', 'Klassisch'],
            intro: 'Osvědčené kondomy standardní tloušťky a velikosti s lubrikací.',
            tips: ['Spolehlivá ochrana', 'Výhodná velká balení'],
            icon: 'condom-box',
            colour: 'cervena',
          },
          {
            slug: 'tenke-kondomy',
            name: ['Tenké', 'Tenké', 'Extra dünn'],
            intro: 'Tenčí stěna pro přirozenější pocit při zachování spolehlivosti.',
            tips: ['Stejná norma jako u klasických kondomů', 'Tloušťka od 0,045 mm'],
            icon: 'condom-box',
            colour: 'modra',
          },
          {
            slug: 'kondomy-xl',
            name: ['XL', 'XL', 'XL'],
            intro: 'Větší kondomy s nominální šířkou od 57 mm pro pohodlí bez škrcení.',
            tips: ['Správná velikost snižuje riziko sklouznutí', 'Šířky 57, 60 a 64 mm'],
            icon: 'condom-box',
            colour: 'cerna',
          },
          {
            slug: 'kondomy-bez-latexu',
            name: ['Bez latexu', 'Bez latexu', 'Latexfrei'],
            intro: 'Kondomy z polyisoprenu nebo polyuretanu pro alergiky na latex.',
            tips: ['Vhodné pro alergiky', 'Kombinujte s gely na vodní bázi'],
            icon: 'condom-box',
            colour: 'fialova',
          },
        ],
      },
      {
        slug: 'menstruace',
        name: ['Menstruace', 'Menštruácia', 'Menstruation'],
        intro:
          'Opakovaně použitelné menstruační pomůcky šetří peníze i přírodu. Kalíšek vydrží až 12 hodin, menstruační kalhotky nahradí vložky.',
        tips: ['Kalíšek vydrží při správné péči několik let', 'Kalhotky perte na 30 °C bez aviváže'],
        icon: 'cup',
        colour: 'fialova',
        children: [
          {
            slug: 'menstruacni-kalisky',
            name: ['Menstruační kalíšky', 'Menštruačné kalíšky', 'Menstruationstassen'],
            intro: 'Kalíšky z lékařského silikonu ve velikostech S, M a L.',
            tips: [
              'S pro slabší menstruaci a ženy, které nerodily',
              'M a L pro střední až silnou menstruaci',
            ],
            icon: 'cup',
            colour: 'ruzova',
          },
          {
            slug: 'menstruacni-kalhotky',
            name: ['Menstruační kalhotky', 'Menštruačné nohavičky', 'Periodenunterwäsche'],
            intro: 'Savé kalhotky pro slabší až silnou menstruaci, ve velikostech XS až XXL.',
            tips: ['Vydrží až 12 hodin', 'Neobsahují biocidy'],
            icon: 'panties',
            colour: 'vinova',
          },
        ],
      },
      {
        slug: 'intimni-hygiena',
        name: ['Intimní hygiena', 'Intímna hygiena', 'Intimhygiene'],
        intro:
          'Šetrné mycí gely a ubrousky s kyselinou mléčnou, které respektují přirozené pH intimní oblasti.',
        tips: ['Bez mýdla a parabenů', 'Vhodné i během menstruace'],
        icon: 'wash-bottle',
        colour: 'mentolova',
        children: [
          {
            slug: 'intimni-myci-gely',
            name: ['Mycí gely', 'Umývacie gély', 'Waschgele'],
            intro: 'Jemné mycí gely pro každodenní intimní hygienu.',
            tips: ['pH 4,5', 'Dermatologicky testováno'],
            icon: 'wash-bottle',
            colour: 'mentolova',
          },
          {
            slug: 'intimni-ubrousky',
            name: ['Ubrousky', 'Obrúsky', 'Feuchttücher'],
            intro: 'Vlhčené intimní ubrousky na cesty, do práce i po sportu.',
            tips: ['Bez alkoholu', 'Praktické balení do kabelky'],
            icon: 'wipes',
            colour: 'ruzova',
          },
        ],
      },
      {
        slug: 'masazni-oleje',
        name: ['Masážní oleje', 'Masážne oleje', 'Massageöle'],
        intro: 'Masážní oleje z rostlinných olejů pro relaxační i partnerskou masáž.',
        tips: ['Oleje narušují latex: nepoužívejte je s latexovými kondomy', 'Skladujte v chladu a temnu'],
        icon: 'oil-bottle',
        colour: 'oranzova',
        children: [
          {
            slug: 'aromaticke-masazni-oleje',
            name: ['Aromatické', 'Aromatické', 'Mit Duft'],
            intro: 'Oleje s přírodními éterickými oleji: levandule, vanilka, ylang-ylang.',
            tips: ['Přírodní vůně', 'Vhodné k relaxaci'],
            icon: 'oil-bottle',
            colour: 'zluta',
          },
          {
            slug: 'neutralni-masazni-oleje',
            name: ['Bez vůně', 'Bez vône', 'Ohne Duft'],
            intro: 'Neparfemované oleje pro citlivou pokožku.',
            tips: ['Vhodné pro citlivou pokožku', 'Bez éterických olejů'],
            icon: 'oil-bottle',
            colour: 'oranzova',
          },
        ],
      },
      {
        slug: 'trenazery-panevniho-dna',
        name: ['Trenažéry pánevního dna', 'Trenažéry panvového dna', 'Beckenbodentrainer'],
        intro:
          'Silné pánevní dno pomáhá po porodu, v menopauze i jako prevence úniku moči. Vyberte si klasické venušiny kuličky nebo chytrý trenažér s aplikací.',
        tips: [
          'Začněte s lehčí zátěží',
          'Cvičte pravidelně, stačí pár minut denně',
          'Po porodu se poraďte s fyzioterapeutem',
        ],
        icon: 'kegel-balls',
        colour: 'fialova',
        children: [
          {
            slug: 'venusiny-kulicky',
            name: ['Venušiny kuličky', 'Venušine guličky', 'Liebeskugeln'],
            intro: 'Kuličky z lékařského silikonu s různou hmotností pro postupný trénink.',
            tips: ['Používejte s gelem na vodní bázi', 'Sady se závažími pro postup'],
            icon: 'kegel-balls',
            colour: 'ruzova',
          },
          {
            slug: 'trenazery-s-aplikaci',
            name: ['Trenažéry s aplikací', 'Trenažéry s aplikáciou', 'Trainer mit App'],
            intro: 'Trenažéry s biofeedbackem a aplikací v češtině.',
            tips: ['Měří sílu stisku', 'Cvičení formou hry'],
            icon: 'kegel-trainer',
            colour: 'fialova',
          },
        ],
      },
      {
        slug: 'doplnky-stravy',
        name: ['Doplňky stravy', 'Doplnky stravy', 'Nahrungsergänzung'],
        intro: 'Vitamíny, minerály a probiotika pro ženy i muže. Doplněk stravy není náhradou pestré stravy.',
        tips: ['Dodržujte doporučené dávkování', 'Užívejte dlouhodobě, nejméně 3 měsíce'],
        icon: 'jar',
        colour: 'zelena',
        children: [
          {
            slug: 'doplnky-stravy-pro-zeny',
            name: ['Pro ženy', 'Pre ženy', 'Für Frauen'],
            intro: 'Doplňky stravy pro menstruační cyklus, menopauzu a močové cesty.',
            tips: ['Brusinka pro močové cesty', 'Folát při plánování rodiny'],
            icon: 'jar',
            colour: 'ruzova',
          },
          {
            slug: 'doplnky-stravy-pro-muze',
            name: ['Pro muže', 'Pre mužov', 'Für Männer'],
            intro: 'Zinek, selen a rostlinné extrakty pro vitalitu mužů.',
            tips: [
              'Zinek přispívá k normální plodnosti',
              'Selen přispívá k normální funkci imunitního systému',
            ],
            icon: 'jar',
            colour: 'modra',
          },
          {
            slug: 'intimni-probiotika',
            name: ['Intimní probiotika', 'Intímne probiotiká', 'Intim-Probiotika'],
            intro: 'Probiotika s laktobacily pro rovnováhu intimní mikroflóry.',
            tips: ['Vhodné po antibiotikách', 'Uchovávejte v suchu'],
            icon: 'jar',
            colour: 'zelena',
          },
        ],
      },
    ],
  },
  {
    slug: 'fitness',
    name: ['Fitness', 'Fitness', 'Fitness'],
    intro:
      'Vybavení pro cvičení doma i venku: činky, kettlebelly, odporové gumy, podložky na jógu, masážní válce a švihadla. Většinu zboží máme skladem v Praze a Brně.',
    tips: ['Doprava zdarma od 1 500 Kč', 'Těžké zboží si můžete vyzvednout na pobočce', 'Vrácení do 30 dní'],
    icon: 'kettlebell',
    colour: 'modra',
    children: [
      {
        slug: 'posilovani',
        name: ['Posilování', 'Posilňovanie', 'Krafttraining'],
        intro: 'Činky, kettlebelly a odporové gumy pro posilování celého těla.',
        tips: ['Začněte s nižší zátěží a hlídejte techniku', 'Gumy jsou ideální na cesty'],
        below: 'Činky a kettlebelly nad 20 kg doporučujeme vyzvednout na pobočce nebo zaslat kurýrem.',
        icon: 'dumbbell',
        colour: 'seda',
        children: [
          {
            slug: 'cinky-a-zavazi',
            name: ['Činky a závaží', 'Činky a závažia', 'Hanteln und Gewichte'],
            intro: 'Jednoruční činky od 1 do 12 kg s pogumovaným nebo vinylovým povrchem.',
            tips: ['Prodáváme po kusech', 'Šestihranný tvar se neodkutálí'],
            icon: 'dumbbell',
            colour: 'cerna',
          },
          {
            slug: 'kettlebelly',
            name: ['Kettlebelly', 'Kettlebelly', 'Kettlebells'],
            intro: 'Litinové a vinylové kettlebelly od 4 do 32 kg.',
            tips: ['Ženy obvykle začínají s 8 kg, muži s 12 až 16 kg', 'Soutěžní řada má stejné rozměry'],
            icon: 'kettlebell',
            colour: 'cervena',
          },
          {
            slug: 'odporove-gumy',
            name: ['Odporové gumy', 'Odporové gumy', 'Widerstandsbänder'],
            intro: 'Odporové gumy v pěti silách, barevně odlišené.',
            tips: ['Alergikům doporučujeme gumy z TPE', 'Síla je odlišena barvou'],
            icon: 'band',
            colour: 'zelena',
          },
        ],
      },
      {
        slug: 'joga-a-pilates',
        name: ['Jóga a pilates', 'Jóga a pilates', 'Yoga und Pilates'],
        intro: 'Podložky a pomůcky pro jógu, pilates a strečink.',
        tips: ['Tloušťka 4 až 6 mm je univerzální', 'Korek je přírodní a dobře drží'],
        icon: 'mat',
        colour: 'fialova',
        children: [
          {
            slug: 'podlozky-na-cviceni',
            name: ['Podložky na cvičení', 'Podložky na cvičenie', 'Trainingsmatten'],
            intro: 'Protiskluzové podložky z TPE, NBR, PVC a korku.',
            tips: ['TPE je lehké a bez PVC', 'NBR 10 mm je měkká pro cviky v leže'],
            icon: 'mat',
            colour: 'fialova',
          },
          {
            slug: 'jogove-bloky',
            name: ['Jógové bloky', 'Jogové bloky', 'Yogablöcke'],
            intro: 'Bloky z EVA pěny a korku pro stabilitu v pozicích.',
            tips: ['Používejte ve dvojici', 'Korek je pevnější'],
            icon: 'yoga-block',
            colour: 'bezova',
          },
        ],
      },
      {
        slug: 'regenerace',
        name: ['Regenerace', 'Regenerácia', 'Regeneration'],
        intro: 'Masážní válce a míčky pro rychlejší regeneraci po tréninku.',
        tips: ['Začínejte s měkčím válcem', 'Válcujte pomalu, 1 až 2 minuty na partii'],
        icon: 'foam-roller',
        colour: 'oranzova',
        children: [
          {
            slug: 'foam-rollery',
            name: ['Foam rollery', 'Foam rollery', 'Faszienrollen'],
            intro: 'Masážní válce v měkké, střední a tvrdé variantě.',
            tips: ['Hladký povrch je šetrnější', 'Vroubkovaný jde více do hloubky'],
            icon: 'foam-roller',
            colour: 'modra',
          },
          {
            slug: 'masazni-micky',
            name: ['Masážní míčky', 'Masážne loptičky', 'Massagebälle'],
            intro: 'Míčky na trigger pointy, chodidla a šíji.',
            tips: ['Vejdou se do každé tašky', 'Ježatý povrch prokrví'],
            icon: 'massage-ball',
            colour: 'oranzova',
          },
        ],
      },
      {
        slug: 'kardio',
        name: ['Kardio', 'Kardio', 'Cardio'],
        intro: 'Pomůcky pro kondiční a kardio trénink doma.',
        tips: ['Deset minut švihadla rozproudí krev', 'Cvičte na rovném povrchu'],
        icon: 'jump-rope',
        colour: 'cervena',
        children: [
          {
            slug: 'svihadla',
            name: ['Švihadla', 'Švihadlá', 'Springseile'],
            intro: 'Rychlostní, korálková i zátěžová švihadla s nastavitelnou délkou.',
            tips: ['Délku nastavte podle výšky', 'Ložiska zajišťují plynulou rotaci'],
            icon: 'jump-rope',
            colour: 'modra',
          },
        ],
      },
    ],
  },
];

type CategoryTexts = Pick<CategoryDef, 'intro' | 'tips' | 'below'>;

/** The translated texts of a category; a missing one fails the seed rather than showing Czech. */
function translatedTexts(
  table: Record<string, CategoryTexts>,
  language: string,
  def: CategoryDef,
): CategoryTexts {
  const texts = table[def.slug];
  if (!texts) throw new Error(`Category '${def.slug}' has no ${language} texts (categories-${language}.ts)`);
  if (!def.below !== !texts.below)
    throw new Error(
      `Category '${def.slug}': the ${language} text below the products does not match the Czech`,
    );
  return texts;
}

/** Lower-cases a name for a heading, but leaves abbreviations such as 'XL' alone. */
function lowerName(name: string): string {
  return name === name.toUpperCase() ? name : name.toLowerCase();
}

function html(title: string, intro: string, tips: string[]): string {
  return `<p>${intro}</p><h2>${title}</h2><ul>${tips.map((t) => `<li>${t}</li>`).join('')}</ul>`;
}

function seoDescription(text: string): string {
  return text.length <= 155 ? text : text.slice(0, text.lastIndexOf(' ', 152)) + ' …';
}

/** Filter parameters of a leaf: the variant axis first and important, then the descriptive ones. */
function leafFilterCodes(slug: string): string[] {
  const codes = new Set<string>();
  for (const kind of KINDS.filter((k) => k.category === slug)) {
    codes.add(kind.axis.parameter);
    for (const code of Object.keys(kind.params)) codes.add(code);
    for (const prop of kind.props ?? []) for (const code of Object.keys(prop.params ?? {})) codes.add(code);
  }
  return [...codes];
}

export interface CategoryInfo {
  row: CategoryRow;
  icon: ShapeCode;
  colour: string;
  depth: number;
}

function build(): CategoryInfo[] {
  const out: CategoryInfo[] = [];
  const visit = (def: CategoryDef, parentId: number | null, position: number, depth: number): string[] => {
    const id = out.length + 1;
    const [cs, sk, de] = def.name;
    const textsSk = translatedTexts(CATEGORY_TEXTS_SK, 'sk', def);
    const textsDe = translatedTexts(CATEGORY_TEXTS_DE, 'de', def);
    const info: CategoryInfo = {
      row: {
        id,
        parentId,
        slug: def.slug,
        name: { cs, sk, de },
        description: {
          cs: html(`Jak vybírat: ${lowerName(cs)}`, def.intro, def.tips),
          sk: html(`Ako vybrať: ${lowerName(sk)}`, textsSk.intro, textsSk.tips),
          // German nouns keep their capital letter.
          de: html(`Kaufberatung: ${de}`, textsDe.intro, textsDe.tips),
        },
        position,
        image: categoryImagePath(def.slug),
        filterParameters: [],
        seo: {
          title: {
            cs: `${cs} – diskrétně a rychle | ${SHOP_NAME}`,
            sk: `${sk} – diskrétne a rýchlo | ${SHOP_NAME}`,
            de: `${de} – diskret und schnell | ${SHOP_NAME}`,
          },
          description: {
            cs: seoDescription(def.intro),
            sk: seoDescription(textsSk.intro),
            de: seoDescription(textsDe.intro),
          },
        },
      },
      icon: def.icon,
      colour: def.colour,
      depth,
    };
    if (def.below)
      info.row.textBelowProducts = {
        cs: `<p>${def.below}</p>`,
        sk: `<p>${textsSk.below}</p>`,
        de: `<p>${textsDe.below}</p>`,
      };
    out.push(info);
    const codes = def.children
      ? [...new Set(def.children.flatMap((child, i) => visit(child, id, i + 1, depth + 1)))]
      : leafFilterCodes(def.slug);
    info.row.filterParameters = codes.map((code, i) => ({
      parameterId: parameter(code).id,
      important: i < 2,
      closed: i >= 4,
    }));
    return codes;
  };
  TREE.forEach((def, i) => visit(def, null, i + 1, 1));
  const slugs = new Set(out.map((c) => c.row.slug));
  for (const [language, table] of [
    ['sk', CATEGORY_TEXTS_SK],
    ['de', CATEGORY_TEXTS_DE],
  ] as const)
    for (const slug of Object.keys(table))
      if (!slugs.has(slug))
        throw new Error(`categories-${language}.ts has texts for an unknown category '${slug}'`);
  return out;
}

export const CATEGORY_INFO: CategoryInfo[] = build();
export const CATEGORIES: CategoryRow[] = CATEGORY_INFO.map((c) => c.row);

const bySlug = new Map(CATEGORIES.map((c) => [c.slug, c]));

export function categoryBySlug(slug: string): CategoryRow {
  const found = bySlug.get(slug);
  if (!found) throw new Error(`Unknown category '${slug}'`);
  return found;
}

export function childrenOf(id: number | null): CategoryRow[] {
  return CATEGORIES.filter((c) => c.parentId === id).sort((a, b) => a.position - b.position);
}
