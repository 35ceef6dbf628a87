/**
 * The shopping guide (/poradna, a content page of blocks), three curated guides with the demo
 * products they recommend, the home page's wide banners and info boxes, and blocks under the
 * discretion text page. Products are picked by category from the generated catalogue, so the
 * references stay valid whatever the generator's seed.
 */
import type { ProductRow, SettingsRow } from '../dataset.ts';
import type { ContentBlocksDataset, CuratedGuideRow } from '../content-blocks-dataset.ts';
import { categoryBySlug } from './categories.ts';
import { DISCREET_NAME } from './company.ts';

const DAY = 86_400_000;
const cat = (slug: string) => categoryBySlug(slug).id;

export const GUIDE_IDS = { lubricant: 1, pelvicFloor: 2, menstrualCup: 3 } as const;

const GUIDE_IMAGES = {
  lubricant: 'cms/guides/lubrikacni-gel.svg',
  pelvicFloor: 'cms/guides/panevni-dno.svg',
  menstrualCup: 'cms/guides/menstruacni-kalisek.svg',
};
const WIDE_BANNER_IMAGES = {
  guides: 'cms/wide-banners/pruvodci.svg',
  shipping: 'cms/wide-banners/odeslani-do-14.svg',
  autumn: 'cms/wide-banners/podzimni-vyprodej.svg',
  summer: 'cms/wide-banners/letni-akce.svg',
};
const POSTER = 'cms/guides/plakat.svg';

/** A flat illustration: a tinted background with soft circles, the drawing style of the shop. */
function drawIllustration(
  width: number,
  height: number,
  colour: string,
  accent: string,
  { lines = true }: { lines?: boolean } = {},
): string {
  const r = Math.round(height * 0.42);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="${colour}" opacity="0.16"/>` +
    `<circle cx="${Math.round(width * 0.78)}" cy="${Math.round(height * 0.5)}" r="${r}" fill="${colour}" opacity="0.55"/>` +
    `<circle cx="${Math.round(width * 0.68)}" cy="${Math.round(height * 0.68)}" r="${Math.round(r / 2)}" fill="${accent}" opacity="0.7"/>` +
    // Wide banners keep their left half empty: the banner's text stands there.
    (lines
      ? `<rect x="${Math.round(width * 0.07)}" y="${Math.round(height * 0.36)}" width="${Math.round(width * 0.36)}" height="${Math.round(height * 0.08)}" rx="8" fill="${colour}" opacity="0.45"/>` +
        `<rect x="${Math.round(width * 0.07)}" y="${Math.round(height * 0.52)}" width="${Math.round(width * 0.24)}" height="${Math.round(height * 0.06)}" rx="8" fill="${accent}" opacity="0.45"/>`
      : '') +
    `</svg>`
  );
}

function images(): { path: string; svg: string }[] {
  return [
    { path: GUIDE_IMAGES.lubricant, svg: drawIllustration(800, 500, '#3BB1AE', '#2F6FD0') },
    { path: GUIDE_IMAGES.pelvicFloor, svg: drawIllustration(800, 500, '#C2407A', '#8E5BC9') },
    { path: GUIDE_IMAGES.menstrualCup, svg: drawIllustration(800, 500, '#D4525C', '#E8872B') },
    {
      path: WIDE_BANNER_IMAGES.guides,
      svg: drawIllustration(1600, 480, '#8E5BC9', '#3BB1AE', { lines: false }),
    },
    {
      path: WIDE_BANNER_IMAGES.shipping,
      svg: drawIllustration(1600, 480, '#2F6FD0', '#3BB1AE', { lines: false }),
    },
    {
      path: WIDE_BANNER_IMAGES.autumn,
      svg: drawIllustration(1600, 480, '#E8872B', '#D4525C', { lines: false }),
    },
    {
      path: WIDE_BANNER_IMAGES.summer,
      svg: drawIllustration(1600, 480, '#E8C32B', '#3BB1AE', { lines: false }),
    },
    { path: POSTER, svg: drawIllustration(600, 600, '#3BB1AE', '#C2407A') },
  ];
}

/** Up to `count` saleable products of the categories, in catalogue order. */
function pick(products: ProductRow[], slugs: string[], count: number): number[] {
  const ids = new Set(slugs.map(cat));
  return products
    .filter((p) => p.saleable && ids.has(p.categoryId))
    .slice(0, count)
    .map((p) => p.id);
}

const t = (cs: string, sk?: string, de?: string) => ({ cs, ...(sk ? { sk } : {}), ...(de ? { de } : {}) });

function guides(products: ProductRow[]): CuratedGuideRow[] {
  return [
    {
      id: GUIDE_IDS.lubricant,
      slug: 'jak-vybrat-lubrikacni-gel',
      title: t('Jak vybrat lubrikační gel', 'Ako vybrať lubrikačný gél', 'Wie man ein Gleitgel wählt'),
      subtitle: t(
        'Vodní, silikonový, nebo hybridní? Rozdíly a naše tipy.',
        'Vodný, silikónový, alebo hybridný? Rozdiely a naše tipy.',
        'Wasserbasis, Silikon oder Hybrid? Die Unterschiede und unsere Tipps.',
      ),
      perex: t(
        'Lubrikační gel zpříjemní intimní chvíle i pomůže při suchosti sliznice. Podle čeho vybírat, co se snese s kondomy a silikonovými pomůckami a čemu se vyhnout při citlivé pokožce.',
        'Lubrikačný gél spríjemní intímne chvíle a pomôže aj pri suchosti slizníc. Podľa čoho vyberať, čo sa znesie s kondómami a silikónovými pomôckami a čomu sa pri citlivej pokožke vyhnúť.',
        'Ein Gleitgel macht intime Momente angenehmer und hilft bei trockenen Schleimhäuten. Worauf Sie bei der Wahl achten sollten, was sich mit Kondomen und Silikonprodukten verträgt und was Sie bei empfindlicher Haut besser meiden.',
      ),
      image: GUIDE_IMAGES.lubricant,
      weight: 30,
      seo: {
        title: t(
          'Jak vybrat lubrikační gel – průvodce',
          'Ako vybrať lubrikačný gél – sprievodca',
          'Gleitgel richtig auswählen – Ratgeber',
        ),
        description: t(
          'Gely na vodní, silikonové a hybridní bázi: k čemu se hodí a na co si dát pozor.',
          'Gély na vodnej, silikónovej a hybridnej báze: na čo sa hodia a na čo si dať pozor.',
          'Gele auf Wasser-, Silikon- und Hybridbasis: wofür sie sich eignen und worauf Sie achten sollten.',
        ),
      },
      blocks: [
        {
          type: 'benefit_body',
          icon_type: 'question',
          content: t(
            '<p><strong>Nejdřív si ujasněte, k čemu gel chcete.</strong> Pro běžné použití s kondomem i bez něj se hodí gel na vodní bázi, pro delší chvíle a do vody silikonový, hybridní nabízí něco z obojího.</p>',
            '<p><strong>Najprv si ujasnite, na čo gél chcete.</strong> Na bežné použitie s kondómom aj bez neho sa hodí gél na vodnej báze, na dlhšie chvíle a do vody silikónový, hybridný ponúka niečo z oboch.</p>',
            '<p><strong>Überlegen Sie zuerst, wofür Sie das Gel brauchen.</strong> Für den Alltag mit oder ohne Kondom eignet sich ein Gel auf Wasserbasis, für längere Momente und im Wasser eines auf Silikonbasis; ein Hybridgel bietet von beidem etwas.</p>',
          ),
        },
        {
          type: 'curated_guide_products',
          title: t('Gely na vodní bázi', 'Gély na vodnej báze', 'Gele auf Wasserbasis'),
          content: t(
            '<p>Univerzální volba: snesou se se všemi kondomy i pomůckami, snadno se smyjí vodou a nešpiní prádlo. Při delším použití mohou zasychat, pak stačí přidat pár kapek vody.</p>',
            '<p>Univerzálna voľba: znesú sa so všetkými kondómami aj pomôckami, ľahko sa zmyjú vodou a nešpinia bielizeň. Pri dlhšom používaní môžu zasychať, vtedy stačí pridať pár kvapiek vody.</p>',
            '<p>Die universelle Wahl: Sie vertragen sich mit allen Kondomen und Hilfsmitteln, lassen sich leicht mit Wasser abwaschen und hinterlassen keine Flecken auf der Wäsche. Bei längerer Anwendung können sie antrocknen; dann genügen ein paar Tropfen Wasser.</p>',
          ),
          benefit_line: t(
            'Bezpečné s latexem i silikonem, smyjete je vodou',
            'Bezpečné s latexom aj silikónom, zmyjete ich vodou',
            'Sicher mit Latex und Silikon, mit Wasser abwaschbar',
          ),
          products_list_title: t(
            'Naše tipy na gely na vodní bázi',
            'Naše tipy na gély na vodnej báze',
            'Unsere Tipps: Gele auf Wasserbasis',
          ),
          product_ids: pick(products, ['lubrikacni-gely-na-vodni-bazi'], 4),
        },
        {
          type: 'curated_guide_products',
          title: t('Silikonové gely', 'Silikónové gély', 'Gele auf Silikonbasis'),
          content: t(
            '<p>Vydrží klouzavé mnohem déle a nevysychají ani ve vodě. <strong>Nepoužívejte je se silikonovými pomůckami</strong>: silikon se silikonem může povrch pomůcky narušit.</p>',
            '<p>Zostávajú klzké oveľa dlhšie a nevysychajú ani vo vode. <strong>Nepoužívajte ich so silikónovými pomôckami</strong>: silikón so silikónom môže povrch pomôcky narušiť.</p>',
            '<p>Sie bleiben viel länger gleitfähig und trocknen auch im Wasser nicht aus. <strong>Verwenden Sie sie nicht mit Hilfsmitteln aus Silikon</strong>: Silikon auf Silikon kann deren Oberfläche angreifen.</p>',
          ),
          benefit_line: t(
            'Dlouhotrvající, vhodné i do sprchy',
            'Dlhotrvajúce, vhodné aj do sprchy',
            'Lang anhaltend, auch für die Dusche',
          ),
          products_list_title: t(
            'Osvědčené silikonové gely',
            'Osvedčené silikónové gély',
            'Bewährte Silikongele',
          ),
          product_ids: pick(products, ['silikonove-lubrikacni-gely'], 4),
        },
        {
          type: 'curated_guide_products',
          title: t('Hybridní gely', 'Hybridné gély', 'Hybridgele'),
          content: t(
            '<p>Spojují vodní základ s malým podílem silikonu: jsou hebké jako silikonové a smyjí se skoro jako vodní. Dobrá volba, když nevíte, kterou cestou se vydat.</p>',
            '<p>Spájajú vodný základ s malým podielom silikónu: sú hebké ako silikónové a zmyjú sa takmer ako vodné. Dobrá voľba, keď neviete, ktorou cestou sa vydať.</p>',
            '<p>Sie verbinden eine Wasserbasis mit einem kleinen Anteil Silikon: seidig wie Silikongele und fast so leicht abwaschbar wie Gele auf Wasserbasis. Eine gute Wahl, wenn Sie sich nicht entscheiden können.</p>',
          ),
          benefit_line: t(
            'Kompromis mezi vydržením a snadným smytím',
            'Kompromis medzi výdržou a ľahkým zmytím',
            'Der Mittelweg zwischen Ausdauer und leichtem Abwaschen',
          ),
          products_list_title: t('Hybridní gely skladem', 'Hybridné gély skladom', 'Hybridgele auf Lager'),
          product_ids: pick(products, ['hybridni-lubrikacni-gely'], 4),
        },
        {
          type: 'collapsible',
          title: t(
            'Mám citlivou pokožku. Na co se zaměřit?',
            'Mám citlivú pokožku. Na čo sa zamerať?',
            'Ich habe empfindliche Haut. Worauf sollte ich achten?',
          ),
          text: t(
            '<p>Volte gely bez parfemace a bez hřejivých či chladivých přísad, s pH kolem 4,5 a nízkou osmolalitou. Nový gel nejdřív vyzkoušejte na malé ploše kůže.</p>',
            '<p>Vyberajte gély bez parfumácie a bez hrejivých či chladivých prísad, s pH okolo 4,5 a nízkou osmolalitou. Nový gél najprv vyskúšajte na malej ploche kože.</p>',
            '<p>Wählen Sie Gele ohne Duftstoffe und ohne wärmende oder kühlende Zusätze, mit einem pH-Wert um 4,5 und niedriger Osmolalität. Testen Sie ein neues Gel zuerst auf einer kleinen Hautstelle.</p>',
          ),
        },
      ],
    },
    {
      id: GUIDE_IDS.pelvicFloor,
      slug: 'zaciname-s-posilovanim-panevniho-dna',
      title: t(
        'Začínáme s posilováním pánevního dna',
        'Začíname s posilňovaním panvového dna',
        'Beckenbodentraining für Einsteigerinnen',
      ),
      subtitle: t(
        'Od prvních cviků po venušiny kuličky a trenažéry s aplikací.',
        'Od prvých cvikov po venušine guličky a trenažéry s aplikáciou.',
        'Von den ersten Übungen bis zu Liebeskugeln und Trainern mit App.',
      ),
      perex: t(
        'Silné pánevní dno pomáhá po porodu, při únikech moči i ke kvalitnějšímu sexu. Ukážeme, jak cviky správně najít, jak často cvičit a kdy sáhnout po pomůcce.',
        'Silné panvové dno pomáha po pôrode, pri únikoch moču aj ku kvalitnejšiemu sexu. Ukážeme, ako nájsť správne cviky, ako často cvičiť a kedy siahnuť po pomôcke.',
        'Ein kräftiger Beckenboden hilft nach der Geburt, bei Harnverlust und für ein erfüllteres Sexleben. Wir zeigen, wie Sie die richtigen Übungen finden, wie oft Sie trainieren sollten und wann ein Hilfsmittel sinnvoll ist.',
      ),
      image: GUIDE_IMAGES.pelvicFloor,
      weight: 20,
      seo: {
        title: t(
          'Začínáme s posilováním pánevního dna',
          'Začíname s posilňovaním panvového dna',
          'Einstieg ins Beckenbodentraining',
        ),
        description: t(
          'Jak začít s cviky pánevního dna a které pomůcky zvolit na začátek.',
          'Ako začať s cvikmi panvového dna a ktoré pomôcky zvoliť na začiatok.',
          'Wie Sie mit Beckenbodenübungen beginnen und welches Zubehör sich für den Anfang eignet.',
        ),
      },
      blocks: [
        {
          type: 'text',
          text: t(
            '<h2>Najděte správné svaly</h2><p>Představte si, že chcete zastavit proud moči a zároveň zadržet plyny. Svaly, které se přitom stáhnou, jsou svaly pánevního dna. Hýždě, břicho a stehna zůstávají uvolněné.</p><ol><li>Stáhněte svaly na 3–5 sekund.</li><li>Stejně dlouho je uvolněte.</li><li>Opakujte desetkrát, třikrát denně.</li></ol><p>Při bolesti nebo po operaci se nejdřív poraďte s fyzioterapeutkou.</p>',
            '<h2>Nájdite správne svaly</h2><p>Predstavte si, že chcete zastaviť prúd moču a zároveň zadržať plyny. Svaly, ktoré sa pritom stiahnu, sú svaly panvového dna. Zadok, brucho a stehná zostávajú uvoľnené.</p><ol><li>Stiahnite svaly na 3–5 sekúnd.</li><li>Rovnako dlho ich uvoľnite.</li><li>Opakujte desaťkrát, trikrát denne.</li></ol><p>Pri bolesti alebo po operácii sa najprv poraďte s fyzioterapeutkou.</p>',
            '<h2>Die richtigen Muskeln finden</h2><p>Stellen Sie sich vor, Sie möchten den Harnstrahl unterbrechen und zugleich Winde zurückhalten. Die Muskeln, die sich dabei anspannen, sind die Beckenbodenmuskeln. Gesäß, Bauch und Oberschenkel bleiben locker.</p><ol><li>Spannen Sie die Muskeln 3–5 Sekunden lang an.</li><li>Lösen Sie sie ebenso lange.</li><li>Wiederholen Sie das zehnmal, dreimal täglich.</li></ol><p>Bei Schmerzen oder nach einer Operation sprechen Sie zuerst mit einer Physiotherapeutin oder einem Physiotherapeuten.</p>',
          ),
        },
        {
          type: 'curated_guide_products',
          title: t('Venušiny kuličky', 'Venušine guličky', 'Liebeskugeln'),
          content: t(
            '<p>Kuličky s pohyblivým závažím uvnitř drobnými pohyby samy vybízejí svaly ke stahu. Začněte lehčími kuličkami na 15 minut denně a postupně přidávejte.</p>',
            '<p>Guličky s pohyblivým závažím vo vnútri drobnými pohybmi samy podnecujú svaly k stiahnutiu. Začnite ľahšími guličkami na 15 minút denne a postupne pridávajte.</p>',
            '<p>Die Kugeln mit einem beweglichen Gewicht im Inneren regen die Muskeln durch kleine Bewegungen ganz von selbst zum Anspannen an. Beginnen Sie mit leichteren Kugeln für 15 Minuten täglich und steigern Sie sich nach und nach.</p>',
          ),
          benefit_line: t(
            'Jednoduché, diskrétní, bez baterií',
            'Jednoduché, diskrétne, bez batérií',
            'Einfach, diskret, ohne Batterien',
          ),
          products_list_title: t(
            'Kuličky pro začátečnice i pokročilé',
            'Guličky pre začiatočníčky aj pokročilé',
            'Kugeln für Einsteigerinnen und Fortgeschrittene',
          ),
          product_ids: pick(products, ['venusiny-kulicky'], 4),
        },
        {
          type: 'curated_guide_products',
          title: t('Trenažéry s aplikací', 'Trenažéry s aplikáciou', 'Beckenbodentrainer mit App'),
          content: t(
            '<p>Trenažér měří sílu stahu a aplikace v telefonu vás provede cvičením jako hra. Hodí se, když chcete vidět pokroky a cvičit pravidelně.</p>',
            '<p>Trenažér meria, ako silno svaly sťahujete, a aplikácia v telefóne vás cvičením prevedie ako hrou. Hodí sa, keď chcete vidieť pokroky a cvičiť pravidelne.</p>',
            '<p>Der Trainer misst, wie kräftig Sie anspannen, und die App auf dem Smartphone führt Sie spielerisch durch das Training. Ideal, wenn Sie Ihre Fortschritte sehen und regelmäßig trainieren möchten.</p>',
          ),
          benefit_line: t(
            'Zpětná vazba a plán cvičení v telefonu',
            'Spätná väzba a plán cvičenia v telefóne',
            'Feedback und Trainingsplan auf dem Smartphone',
          ),
          products_list_title: t(
            'Trenažéry, které vás povedou',
            'Trenažéry, ktoré vás povedú',
            'Trainer, die Sie anleiten',
          ),
          product_ids: pick(products, ['trenazery-s-aplikaci'], 4),
        },
        {
          type: 'quote',
          text: t(
            'Výsledky se obvykle dostaví po šesti až osmi týdnech pravidelného cvičení. Vydržte.',
            'Výsledky sa zvyčajne dostavia po šiestich až ôsmich týždňoch pravidelného cvičenia. Vydržte.',
            'Ergebnisse zeigen sich meist nach sechs bis acht Wochen regelmäßigen Trainings. Bleiben Sie dran.',
          ),
          author: 'Fyzioterapeutka Mgr. Lenka Horáková',
        },
      ],
    },
    {
      id: GUIDE_IDS.menstrualCup,
      slug: 'menstruacni-kalisek-pro-zacatecnice',
      title: t(
        'Menstruační kalíšek pro začátečnice',
        'Menštruačný kalíšok pre začiatočníčky',
        'Menstruationstasse für Einsteigerinnen',
      ),
      subtitle: t(
        'Velikost, zavádění a péče, aby první cyklus proběhl v klidu.',
        'Veľkosť, zavádzanie a starostlivosť, aby prvý cyklus prebehol v pokoji.',
        'Größe, Einführen und Pflege: damit Ihr erster Zyklus entspannt verläuft.',
      ),
      perex: t(
        'Kalíšek vydrží roky, ušetří peníze i odpad a při správném zavedení o něm nevíte. Poradíme, jakou velikost zvolit, jak ho zavést a jak se o něj starat.',
        'Kalíšok vydrží roky, ušetrí peniaze aj odpad a pri správnom zavedení o ňom ani neviete. Poradíme, akú veľkosť zvoliť, ako ho zaviesť a ako sa oň starať.',
        'Eine Menstruationstasse hält jahrelang, spart Geld und Müll, und richtig eingeführt spüren Sie sie gar nicht. Wir erklären, welche Größe passt, wie Sie die Tasse einführen und wie Sie sie pflegen.',
      ),
      image: GUIDE_IMAGES.menstrualCup,
      weight: 10,
      seo: {
        title: t(
          'Menstruační kalíšek pro začátečnice',
          'Menštruačný kalíšok pre začiatočníčky',
          'Menstruationstasse für Einsteigerinnen',
        ),
        description: t(
          'Jak vybrat velikost menstruačního kalíšku, zavést ho a pečovat o něj.',
          'Ako vybrať veľkosť menštruačného kalíška, zaviesť ho a starať sa oň.',
          'Wie Sie die richtige Größe der Menstruationstasse wählen, sie einführen und pflegen.',
        ),
      },
      blocks: [
        {
          type: 'benefit_body',
          icon_type: 'check',
          content: t(
            '<p><strong>Velikost S</strong> je pro ženy do 30 let, které nerodily vaginálně; <strong>velikost L</strong> pro ostatní. Při nízko položeném čípku volte kratší kalíšek.</p>',
            '<p><strong>Veľkosť S</strong> je pre ženy do 30 rokov, ktoré nerodili vaginálne; <strong>veľkosť L</strong> pre ostatné. Pri nízko uloženom krčku maternice zvoľte kratší kalíšok.</p>',
            '<p><strong>Größe S</strong> ist für Frauen unter 30, die nicht vaginal entbunden haben; <strong>Größe L</strong> für alle anderen. Bei tief liegendem Muttermund wählen Sie eine kürzere Tasse.</p>',
          ),
        },
        {
          type: 'curated_guide_products',
          title: t(
            'Kalíšky na první vyzkoušení',
            'Kalíšky na prvé vyskúšanie',
            'Tassen zum ersten Ausprobieren',
          ),
          content: t(
            '<p>Měkčí kalíšky se snáz zavádějí, pevnější se spolehlivěji rozvinou. Pro začátek doporučujeme středně tuhý kalíšek z lékařského silikonu.</p>',
            '<p>Mäkšie kalíšky sa ľahšie zavádzajú, pevnejšie sa spoľahlivejšie roztvoria. Na začiatok odporúčame stredne tuhý kalíšok z lekárskeho silikónu.</p>',
            '<p>Weichere Tassen lassen sich leichter einführen, festere entfalten sich zuverlässiger. Für den Anfang empfehlen wir eine mittelfeste Tasse aus medizinischem Silikon.</p>',
          ),
          benefit_line: t(
            'Až 12 hodin bez výměny, na mnoho let',
            'Až 12 hodín bez výmeny, na mnoho rokov',
            'Bis zu 12 Stunden ohne Wechseln, für viele Jahre',
          ),
          products_list_title: t(
            'Kalíšky, se kterými začnete snadno',
            'Kalíšky, s ktorými ľahko začnete',
            'Tassen für einen leichten Einstieg',
          ),
          product_ids: pick(products, ['menstruacni-kalisky'], 4),
        },
        {
          type: 'curated_guide_products',
          title: t(
            'Jistota navíc: menstruační kalhotky',
            'Istota navyše: menštruačné nohavičky',
            'Zusätzliche Sicherheit: Periodenunterwäsche',
          ),
          content: t(
            '<p>První dny s kalíškem se hodí pojistka. Menstruační kalhotky zachytí případné protečení a poslouží i samostatně při slabší menstruaci.</p>',
            '<p>Prvé dni s kalíškom sa hodí poistka. Menštruačné nohavičky zachytia prípadné pretečenie a pri slabšej menštruácii poslúžia aj samostatne.</p>',
            '<p>In den ersten Tagen mit der Tasse ist eine Absicherung hilfreich. Periodenunterwäsche fängt auf, falls doch etwas danebengeht, und reicht bei schwacher Blutung auch allein aus.</p>',
          ),
          benefit_line: t('Pratelné, bez vložek', 'Prateľné, bez vložiek', 'Waschbar, ohne Einlagen'),
          products_list_title: t(
            'Kalhotky do začátku',
            'Nohavičky na začiatok',
            'Periodenslips für den Anfang',
          ),
          product_ids: pick(products, ['menstruacni-kalhotky'], 4),
        },
        {
          type: 'collapsible',
          title: t('Jak kalíšek čistit?', 'Ako kalíšok čistiť?', 'Wie reinige ich die Tasse?'),
          text: t(
            '<p>Během menstruace ho při výměně vypláchněte studenou a pak teplou vodou. Po skončení cyklu ho 5 minut vyvařte a uložte do prodyšného sáčku.</p>',
            '<p>Počas menštruácie ho pri výmene vypláchnite studenou a potom teplou vodou. Po skončení cyklu ho 5 minút vyvárajte a uložte do priedušného vrecúška.</p>',
            '<p>Spülen Sie die Tasse während der Periode bei jedem Wechsel erst mit kaltem, dann mit warmem Wasser aus. Nach dem Ende des Zyklus kochen Sie sie 5 Minuten lang aus und bewahren sie in einem atmungsaktiven Beutel auf.</p>',
          ),
        },
      ],
    },
  ];
}

export function buildGuidesAndBanners(
  products: ProductRow[],
  reference: Date,
): { data: ContentBlocksDataset; images: { path: string; svg: string }[] } {
  const at = (days: number) => new Date(reference.getTime() + days * DAY).toISOString();
  const data: ContentBlocksDataset = {
    curatedGuides: guides(products),
    contentPages: [
      {
        slug: 'poradna',
        title: t('Poradna', 'Poradňa', 'Ratgeber'),
        content: t(
          '<p>Nevíte si rady s výběrem? V poradně najdete průvodce výběrem, odpovědi na časté dotazy a články našich odbornic. A když si nebudete jistí, napište nám.</p>',
          '<p>Neviete si rady s výberom? V poradni nájdete sprievodcov výberom, odpovede na časté otázky a články našich odborníčok. A keď si nebudete istí, napíšte nám.</p>',
          '<p>Sie sind sich bei der Auswahl unsicher? Hier finden Sie unsere Kaufratgeber, Antworten auf häufige Fragen und Artikel unserer Expertinnen. Und wenn Sie trotzdem unsicher sind, schreiben Sie uns.</p>',
        ),
        blocksPerPage: 8,
        seo: {
          title: t(
            'Poradna – jak vybrat a používat',
            'Poradňa – ako vybrať a používať',
            'Ratgeber – richtig auswählen und anwenden',
          ),
          description: t(
            'Průvodci výběrem, časté dotazy a články o intimním zdraví a cvičení.',
            'Sprievodcovia výberom, časté otázky a články o intímnom zdraví a cvičení.',
            'Kaufberatung, häufige Fragen und Artikel über Intimgesundheit und Training.',
          ),
        },
        blocks: [
          {
            type: 'big_title',
            title: t('Poradíme vám s výběrem', 'Poradíme vám s výberom', 'Wir helfen Ihnen bei der Auswahl'),
            text: t(
              '<p>Diskrétně, srozumitelně a bez zbytečných řečí.</p>',
              '<p>Diskrétne, zrozumiteľne a bez zbytočných rečí.</p>',
              '<p>Diskret, verständlich und ohne Umschweife.</p>',
            ),
            background_color: '#F3ECFA',
            text_color: '#3D2466',
          },
          {
            type: 'usp',
            block_title: t('Proč nakupovat u nás', 'Prečo nakupovať u nás', 'Warum bei uns einkaufen'),
            items: [
              {
                icon: 'truck',
                title: t('Odesíláme ještě dnes', 'Odosielame ešte dnes', 'Versand noch heute'),
                // German readers are mostly in Germany and Austria: the international courier takes
                // 3 to 5 working days there (shipping.ts), so the German delivery times say so.
                text: t(
                  'Objednávky do 14:00 odesíláme týž den, doručení do 2 dnů.',
                  'Objednávky do 14:00 odosielame v ten istý deň, doručenie do 2 dní.',
                  'Bestellungen bis 14:00 Uhr versenden wir am selben Tag, nach Deutschland und Österreich in 3–5 Werktagen.',
                ),
              },
              {
                icon: 'package',
                title: t('Diskrétní balení', 'Diskrétne balenie', 'Diskrete Verpackung'),
                text: t(
                  'Neutrální krabice bez loga a názvu zboží.',
                  'Neutrálna krabica bez loga a názvu tovaru.',
                  'Neutraler Karton ohne Logo und Produktbezeichnung.',
                ),
              },
              {
                icon: 'return',
                title: t('Vrácení do 30 dnů', 'Vrátenie do 30 dní', 'Rückgabe in 30 Tagen'),
                text: t(
                  'Nerozbalené zboží vracejte do 30 dnů bez udání důvodu.',
                  'Nerozbalený tovar môžete vrátiť do 30 dní bez udania dôvodu.',
                  'Ungeöffnete Ware können Sie innerhalb von 30 Tagen ohne Angabe von Gründen zurückgeben.',
                ),
              },
              {
                icon: 'chat',
                title: t('Poradíme', 'Radi poradíme', 'Beratung'),
                text: t(
                  'Odbornice odpovídají na dotazy v pracovní dny.',
                  'Odborníčky odpovedajú na otázky v pracovné dni.',
                  'Unsere Expertinnen beantworten Ihre Fragen an Werktagen.',
                ),
              },
            ],
          },
          {
            type: 'curated_guides',
            block_title: t('Průvodci výběrem', 'Sprievodcovia výberom', 'Kaufratgeber'),
            guide_ids: [GUIDE_IDS.lubricant, GUIDE_IDS.pelvicFloor, GUIDE_IDS.menstrualCup],
          },
          {
            type: 'text_boxes',
            block_title: t('Kde hledat odpovědi', 'Kde hľadať odpovede', 'Wo Sie Antworten finden'),
            background_color: '#F4F8FB',
            text_boxes: [
              {
                text: t(
                  '<h3>Časté dotazy</h3><p>Doprava, platba, vrácení zboží i diskrétnost: odpovědi na otázky, které dostáváme nejčastěji.</p><p><a href="/nejcastejsi-dotazy">Přejít na časté dotazy</a></p>',
                  '<h3>Časté otázky</h3><p>Doprava, platba, vrátenie tovaru aj diskrétnosť: odpovede na otázky, ktoré dostávame najčastejšie.</p><p><a href="/nejcastejsi-dotazy">Prejsť na časté otázky</a></p>',
                  '<h3>Häufige Fragen</h3><p>Versand, Zahlung, Rückgabe und Diskretion: Antworten auf die Fragen, die uns am häufigsten erreichen.</p><p><a href="/nejcastejsi-dotazy">Zu den häufigen Fragen</a></p>',
                ),
                box_styles: ['bordered', 'rounded'],
              },
              {
                text: t(
                  '<h3>Nákupní rádce</h3><p>Články o lubrikaci, intimní hygieně, cvičení pánevního dna, józe i posilování.</p><p><a href="/nakupni-radce">Číst články</a></p>',
                  '<h3>Nákupný radca</h3><p>Články o lubrikácii, intímnej hygiene, cvičení panvového dna, joge aj posilňovaní.</p><p><a href="/nakupni-radce">Čítať články</a></p>',
                  '<h3>Einkaufsratgeber</h3><p>Artikel über Gleitmittel, Intimhygiene, Beckenbodentraining, Yoga und Krafttraining.</p><p><a href="/nakupni-radce">Artikel lesen</a></p>',
                ),
                box_styles: ['bordered', 'rounded'],
              },
              {
                text: t(
                  '<h3>Výkladový slovník</h3><p>Co znamená osmolalita, hybridní gel nebo TPE? Pojmy vysvětlené lidsky.</p><p><a href="/vykladovy-slovnik-pojmu">Otevřít slovník</a></p>',
                  '<h3>Výkladový slovník</h3><p>Čo znamená osmolalita, hybridný gél alebo TPE? Pojmy vysvetlené ľudsky.</p><p><a href="/vykladovy-slovnik-pojmu">Otvoriť slovník</a></p>',
                  '<h3>Glossar</h3><p>Was bedeuten Osmolalität, Hybridgel oder TPE? Fachbegriffe verständlich erklärt.</p><p><a href="/vykladovy-slovnik-pojmu">Zum Glossar</a></p>',
                ),
                background_color: '#FFFFFF',
                box_styles: ['shadow', 'rounded'],
              },
            ],
            button: {
              text: t('Napište nám', 'Napíšte nám', 'Schreiben Sie uns'),
              button_link: '/kontakt',
              background_color: '#6B3FA0',
              text_color: '#FFFFFF',
              style: 'filled',
            },
          },
          {
            type: 'text',
            text: t(
              '<h2 class="rt-align-center">Jak s poradnou pracovat</h2>' +
                '<img src="/media/400x400/fit/noupscale/cms/guides/plakat.svg.webp" alt="" class="rt-float-right" width="200" height="200">' +
                '<p>Začněte průvodcem, který odpovídá vaší otázce. Každý průvodce vysvětlí rozdíly mezi druhy výrobků a nabídne několik osvědčených kousků ze skladu.</p>' +
                '<h3>Co v průvodcích najdete</h3><ul><li>rozdíly mezi druhy výrobků,</li><li>na co si dát pozor,</li><li>výrobky, které zákazníci hodnotí nejlépe.</li></ul>' +
                '<h4>Srovnání lubrikačních gelů</h4>' +
                '<table><thead><tr><th scope="col">Báze</th><th scope="col">S kondomem</th><th scope="col">Se silikonovou pomůckou</th></tr></thead>' +
                '<tbody><tr><td>vodní</td><td>ano</td><td>ano</td></tr><tr><td>silikonová</td><td>ano</td><td>ne</td></tr><tr><td>olejová</td><td>ne (latex)</td><td>ano</td></tr></tbody></table>' +
                '<h5>Potřebujete víc?</h5>' +
                '<p class="rt-full-width">Zavolejte nám nebo napište, odpovídáme v pracovní dny od 8 do 16 hodin.</p>' +
                '<p><a href="/kontakt" class="rt-button rt-button-primary rt-button-lg rt-icon-chat">Kontaktujte nás</a> ' +
                '<a href="https://www.nzip.cz/" target="_blank" class="rt-button rt-button-outline rt-button-sm rt-icon-external">Národní zdravotnický portál</a></p>',
              '<h2 class="rt-align-center">Ako s poradňou pracovať</h2>' +
                '<img src="/media/400x400/fit/noupscale/cms/guides/plakat.svg.webp" alt="" class="rt-float-right" width="200" height="200">' +
                '<p>Začnite sprievodcom, ktorý zodpovedá vašej otázke. Každý sprievodca vysvetlí rozdiely medzi druhmi výrobkov a ponúkne niekoľko osvedčených kúskov zo skladu.</p>' +
                '<h3>Čo v sprievodcoch nájdete</h3><ul><li>rozdiely medzi druhmi výrobkov,</li><li>na čo si dať pozor,</li><li>výrobky, ktoré zákazníci hodnotia najlepšie.</li></ul>' +
                '<h4>Porovnanie lubrikačných gélov</h4>' +
                '<table><thead><tr><th scope="col">Báza</th><th scope="col">S kondómom</th><th scope="col">So silikónovou pomôckou</th></tr></thead>' +
                '<tbody><tr><td>vodná</td><td>áno</td><td>áno</td></tr><tr><td>silikónová</td><td>áno</td><td>nie</td></tr><tr><td>olejová</td><td>nie (latex)</td><td>áno</td></tr></tbody></table>' +
                '<h5>Potrebujete viac?</h5>' +
                '<p class="rt-full-width">Zavolajte nám alebo napíšte, odpovedáme v pracovné dni od 8 do 16 hodín.</p>' +
                '<p><a href="/kontakt" class="rt-button rt-button-primary rt-button-lg rt-icon-chat">Kontaktujte nás</a> ' +
                // The portal is the Czech state's health portal, in Czech: the label says so.
                '<a href="https://www.nzip.cz/" target="_blank" class="rt-button rt-button-outline rt-button-sm rt-icon-external">Národný zdravotnícky portál ČR</a></p>',
              '<h2 class="rt-align-center">So nutzen Sie den Ratgeber</h2>' +
                '<img src="/media/400x400/fit/noupscale/cms/guides/plakat.svg.webp" alt="" class="rt-float-right" width="200" height="200">' +
                '<p>Beginnen Sie mit dem Kaufratgeber, der zu Ihrer Frage passt. Jeder Kaufratgeber erklärt die Unterschiede zwischen den Produktarten und stellt einige bewährte Produkte vor, die wir auf Lager haben.</p>' +
                '<h3>Was Sie in den Kaufratgebern finden</h3><ul><li>die Unterschiede zwischen den Produktarten,</li><li>worauf Sie achten sollten,</li><li>die Produkte, die unsere Kundschaft am besten bewertet.</li></ul>' +
                '<h4>Gleitgele im Vergleich</h4>' +
                '<table><thead><tr><th scope="col">Basis</th><th scope="col">Mit Kondom</th><th scope="col">Mit Silikonprodukt</th></tr></thead>' +
                '<tbody><tr><td>Wasser</td><td>ja</td><td>ja</td></tr><tr><td>Silikon</td><td>ja</td><td>nein</td></tr><tr><td>Öl</td><td>nein (Latex)</td><td>ja</td></tr></tbody></table>' +
                '<h5>Noch Fragen?</h5>' +
                '<p class="rt-full-width">Rufen Sie uns an oder schreiben Sie uns: Wir antworten werktags von 8 bis 16 Uhr.</p>' +
                '<p><a href="/kontakt" class="rt-button rt-button-primary rt-button-lg rt-icon-chat">Kontakt aufnehmen</a> ' +
                '<a href="https://www.nzip.cz/" target="_blank" class="rt-button rt-button-outline rt-button-sm rt-icon-external">Tschechisches Gesundheitsportal (auf Tschechisch)</a></p>',
            ),
          },
          {
            type: 'collapsible',
            title: t(
              'Jak rychle zboží dorazí?',
              'Ako rýchlo tovar príde?',
              'Wie schnell kommt meine Bestellung an?',
            ),
            text: t(
              '<p>Objednávky přijaté v pracovní den do 14:00 odesíláme ještě týž den. Doručení obvykle trvá 1–2 pracovní dny. <a href="/vse-o-nakupu/doprava">Více o dopravě</a></p>',
              '<p>Objednávky prijaté v pracovný deň do 14:00 odosielame ešte v ten istý deň. Doručenie zvyčajne trvá 1–2 pracovné dni. <a href="/vse-o-nakupu/doprava">Viac o doprave</a></p>',
              '<p>Bestellungen, die an einem Werktag bis 14:00 Uhr eingehen, versenden wir noch am selben Tag. Nach Deutschland und Österreich dauert die Zustellung in der Regel 3–5 Werktage. <a href="/vse-o-nakupu/doprava">Mehr zum Versand</a></p>',
            ),
          },
          {
            type: 'collapsible',
            title: t(
              'Pozná někdo, co jsem si objednal(a)?',
              'Zistí niekto, čo som si objednal(a)?',
              'Erfährt jemand, was ich bestellt habe?',
            ),
            text: t(
              '<p>Ne. Zásilky balíme do neutrálních krabic bez loga, na faktuře i výpisu z účtu je jen obecný název firmy. <a href="/vse-o-nakupu/diskretnost-nakupu">Jak chráníme vaše soukromí</a></p>',
              '<p>Nie. Zásielky balíme do neutrálnych krabíc bez loga, na faktúre aj na výpise z účtu je len všeobecný názov firmy. <a href="/vse-o-nakupu/diskretnost-nakupu">Ako chránime vaše súkromie</a></p>',
              '<p>Nein. Wir verpacken Sendungen in neutrale Kartons ohne Logo, auf der Rechnung und dem Kontoauszug steht nur ein allgemeiner Firmenname. <a href="/vse-o-nakupu/diskretnost-nakupu">So schützen wir Ihre Privatsphäre</a></p>',
            ),
          },
          {
            type: 'categoryBoxes',
            block_title: t('Oblíbené kategorie', 'Obľúbené kategórie', 'Beliebte Kategorien'),
            category_ids: [
              cat('lubrikacni-gely'),
              cat('menstruace'),
              cat('trenazery-panevniho-dna'),
              cat('joga-a-pilates'),
            ],
          },
          // Page 2
          {
            type: 'benefit_body',
            icon_type: 'exclamation',
            content: t(
              '<p><strong>Poradna nenahrazuje lékaře.</strong> Při bolesti, krvácení nebo dlouhodobých potížích navštivte gynekologa, urologa nebo fyzioterapeuta.</p>',
              '<p><strong>Poradňa nenahrádza lekára.</strong> Pri bolesti, krvácaní alebo dlhodobých ťažkostiach navštívte gynekológa, urológa alebo fyzioterapeuta.</p>',
              '<p><strong>Der Ratgeber ersetzt keinen Arztbesuch.</strong> Bei Schmerzen, Blutungen oder anhaltenden Beschwerden suchen Sie bitte eine gynäkologische oder urologische Praxis oder eine Physiotherapie auf.</p>',
            ),
          },
          {
            type: 'quote',
            text: t(
              'Nejčastější otázka, kterou dostáváme, je, jaký gel se hodí ke kondomům. Odpověď je jednoduchá: vodní nebo silikonový, nikdy olejový.',
              'Najčastejšia otázka, ktorú dostávame, je, aký gél sa hodí ku kondómom. Odpoveď je jednoduchá: vodný alebo silikónový, nikdy olejový.',
              'Die häufigste Frage an uns lautet: Welches Gel passt zu Kondomen? Die Antwort ist einfach: eines auf Wasser- oder Silikonbasis, niemals eines auf Ölbasis.',
            ),
            author: 'Tým zákaznické péče Intimfit',
          },
          {
            type: 'productBoxes',
            block_title: t(
              'Zákazníci se nejčastěji ptají na',
              'Zákazníci sa najčastejšie pýtajú na',
              'Danach fragen unsere Kundinnen und Kunden am häufigsten',
            ),
            product_ids: [
              ...pick(products, ['lubrikacni-gely-na-vodni-bazi'], 1),
              ...pick(products, ['menstruacni-kalisky'], 1),
              ...pick(products, ['venusiny-kulicky'], 1),
              ...pick(products, ['intimni-myci-gely'], 1),
            ],
          },
          {
            type: 'row',
            block_title: t(
              'Regenerace po cvičení',
              'Regenerácia po cvičení',
              'Regeneration nach dem Training',
            ),
            category_ids: [cat('regenerace')],
            product_ids: pick(products, ['foam-rollery', 'masazni-micky'], 3),
          },
          {
            type: 'categories',
            block_title: t('Všechny hlavní kategorie', 'Všetky hlavné kategórie', 'Alle Hauptkategorien'),
            block_title_color: '#FFFFFF',
            block_title_background_color: '#0D6B63',
            top_category_ids: [
              'top-lubrikacni-gely',
              'top-menstruace',
              'top-trenazery-panevniho-dna',
              'top-posilovani',
            ],
          },
          {
            type: 'layout_images',
            block_title: t('Cvičení, které baví', 'Cvičenie, ktoré baví', 'Training, das Spaß macht'),
            images: [
              {
                path: GUIDE_IMAGES.pelvicFloor,
                alt: t(
                  'Ilustrace: cvičení pánevního dna',
                  'Ilustrácia: cvičenie panvového dna',
                  'Illustration: Beckenbodentraining',
                ),
                position: 'left',
                rotation: -4,
              },
              {
                path: GUIDE_IMAGES.menstrualCup,
                alt: t(
                  'Ilustrace: menstruační kalíšek',
                  'Ilustrácia: menštruačný kalíšok',
                  'Illustration: Menstruationstasse',
                ),
                position: 'right',
                offset_y: 10,
                rotation: 5,
              },
              {
                path: POSTER,
                alt: t(''),
                position: 'center',
                wallpaper: true,
              },
            ],
          },
          {
            type: 'newsletter',
            newsletter_type: 'with_text',
            block_title: t(
              'Novinky z poradny e-mailem',
              'Novinky z poradne e-mailom',
              'Neues aus dem Ratgeber per E-Mail',
            ),
            text: t(
              '<p>Jednou za měsíc pošleme nové články, průvodce a slevy jen pro odběratele. Odhlásit se můžete kdykoli jedním kliknutím.</p>',
              '<p>Raz za mesiac vám pošleme nové články, sprievodcov a zľavy len pre odberateľov. Odhlásiť sa môžete kedykoľvek jedným kliknutím.</p>',
              '<p>Einmal im Monat schicken wir Ihnen neue Artikel, Kaufratgeber und Rabatte exklusiv für Abonnentinnen und Abonnenten. Abmelden können Sie sich jederzeit mit einem Klick.</p>',
            ),
          },
        ],
      },
    ],
    wideBanners: [
      {
        title: t('Průvodci výběrem', 'Sprievodcovia výberom', 'Kaufratgeber'),
        text1: t(
          'Lubrikační gel, pánevní dno, menstruační kalíšek',
          'Lubrikačný gél, panvové dno, menštruačný kalíšok',
          'Gleitgel, Beckenboden, Menstruationstasse',
        ),
        text2: t(
          'Vybírejte s jistotou podle našich odbornic.',
          'Vyberajte s istotou podľa rád našich odborníčok.',
          'Mit dem Rat unserer Expertinnen sicher auswählen.',
        ),
        buttonText: t('Do poradny', 'Do poradne', 'Zum Ratgeber'),
        image: WIDE_BANNER_IMAGES.guides,
        url: '/poradna',
        weight: 30,
        enabled: true,
        itemId: 'wb-poradna',
        itemName: 'Poradna',
      },
      {
        title: t('Podzimní výprodej', 'Jesenný výpredaj', 'Herbstschlussverkauf'),
        text1: t(
          'Slevy až 40 % na vybrané zboží',
          'Zľavy až 40 % na vybraný tovar',
          'Bis zu 40 % Rabatt auf ausgewählte Artikel',
        ),
        text2: t('Jen do vyprodání zásob.', 'Len do vypredania zásob.', 'Nur solange der Vorrat reicht.'),
        buttonText: t('Do výprodeje', 'Do výpredaja', 'Zum Ausverkauf'),
        image: WIDE_BANNER_IMAGES.autumn,
        url: '/vyprodej',
        weight: 20,
        enabled: true,
        // Running: from a month before the data set's date for ten years.
        timeLimit: { start: at(-30), end: at(3650) },
        itemId: 'wb-vyprodej',
        itemName: 'Podzimní výprodej',
      },
      {
        title: t('Odesíláme ještě dnes', 'Odosielame ešte dnes', 'Versand noch heute'),
        text1: t(
          'Objednejte do 14:00 a zboží odešleme týž den.',
          'Objednajte do 14:00 a tovar odošleme v ten istý deň.',
          'Bestellen Sie bis 14:00 Uhr, und wir versenden noch am selben Tag.',
        ),
        buttonText: t('Doprava a platba', 'Doprava a platba', 'Versand und Zahlung'),
        image: WIDE_BANNER_IMAGES.shipping,
        url: '/vse-o-nakupu/doprava',
        weight: 10,
        enabled: true,
        itemId: 'wb-doprava',
        itemName: 'Odeslání do 14:00',
      },
      {
        title: t('Letní akce na podložky', 'Letná akcia na podložky', 'Sommeraktion für Trainingsmatten'),
        text1: t(
          'Skončila: na webu se už neukazuje.',
          'Skončila: na webe sa už nezobrazuje.',
          'Beendet: wird im Shop nicht mehr angezeigt.',
        ),
        image: WIDE_BANNER_IMAGES.summer,
        url: '/podlozky-na-cviceni',
        weight: 40,
        enabled: true,
        timeLimit: { start: at(-150), end: at(-60) },
        itemId: 'wb-leto',
        itemName: 'Letní akce',
      },
      {
        title: t(
          'Vánoční dárky (připravujeme)',
          'Vianočné darčeky (pripravujeme)',
          'Weihnachtsgeschenke (in Vorbereitung)',
        ),
        image: WIDE_BANNER_IMAGES.guides,
        url: '/poradna',
        weight: 50,
        enabled: false,
      },
    ],
    infoBoxes: [
      {
        boxColor: 'info',
        order: 1,
        enabled: true,
        text: t(
          '<p><strong>Objednávky do 14:00 odesíláme ještě dnes.</strong> Doručení obvykle do 2 pracovních dnů.</p>',
          '<p><strong>Objednávky do 14:00 odosielame ešte dnes.</strong> Doručenie zvyčajne do 2 pracovných dní.</p>',
          '<p><strong>Bestellungen bis 14:00 Uhr versenden wir noch heute.</strong> Nach Deutschland und Österreich in der Regel in 3–5 Werktagen.</p>',
        ),
      },
      {
        boxColor: 'success',
        order: 2,
        enabled: true,
        text: t(
          '<p>Balíme diskrétně, do neutrální krabice bez loga. <a href="/vse-o-nakupu/diskretnost-nakupu">Jak chráníme vaše soukromí</a></p>',
          '<p>Balíme diskrétne, do neutrálnej krabice bez loga. <a href="/vse-o-nakupu/diskretnost-nakupu">Ako chránime vaše súkromie</a></p>',
          '<p>Wir verpacken diskret in einem neutralen Karton ohne Logo. <a href="/vse-o-nakupu/diskretnost-nakupu">So schützen wir Ihre Privatsphäre</a></p>',
        ),
      },
      {
        boxColor: 'warning',
        order: 3,
        enabled: false,
        text: t(
          '<p>Mezi svátky odesíláme jen v pracovní dny.</p>',
          '<p>Medzi sviatkami odosielame len v pracovné dni.</p>',
          '<p>Zwischen den Feiertagen versenden wir nur an Werktagen.</p>',
        ),
      },
    ],
    textPageBlocks: [
      {
        pageSlug: 'diskretnost-nakupu',
        blocks: [
          {
            type: 'collapsible',
            title: t('Co je napsáno na balíku?', 'Čo je napísané na balíku?', 'Was steht auf dem Paket?'),
            text: t(
              `<p>Jen vaše adresa a jako odesílatel neutrální ${DISCREET_NAME}, bez názvu obchodu. Krabice je hnědá, bez loga a bez popisu obsahu.</p>`,
              `<p>Len vaša adresa a ako odosielateľ neutrálne ${DISCREET_NAME}, bez názvu obchodu. Krabica je hnedá, bez loga a bez popisu obsahu.</p>`,
              `<p>Nur Ihre Adresse und als Absender das neutrale ${DISCREET_NAME}, ohne den Namen des Shops. Der Karton ist braun, ohne Logo und ohne Inhaltsangabe.</p>`,
            ),
          },
          {
            type: 'collapsible',
            title: t(
              'Co uvidím na výpisu z účtu?',
              'Čo uvidím na výpise z účtu?',
              'Was sehe ich auf meinem Kontoauszug?',
            ),
            text: t(
              `<p>Platba se zobrazí pod neutrálním označením ${DISCREET_NAME}, ne pod názvem e-shopu.</p>`,
              `<p>Platba sa zobrazí pod neutrálnym označením ${DISCREET_NAME}, nie pod názvom e-shopu.</p>`,
              `<p>Die Zahlung erscheint unter der neutralen Bezeichnung ${DISCREET_NAME}, nicht unter dem Namen des Shops.</p>`,
            ),
          },
        ],
      },
    ],
  };
  return { data, images: images() };
}

/** The top banner: on the Czech domain only, pointing at the shopping guide. */
export const TOP_BANNER: NonNullable<SettingsRow['topBanner']> = {
  enabled: true,
  domains: ['cz'],
  text: {
    cs: 'Nevíte si rady s výběrem? Průvodci v poradně vám pomohou.',
    sk: 'Neviete si rady s výberom? Sprievodcovia v poradni vám pomôžu.',
    de: 'Unsicher bei der Auswahl? Unser Ratgeber hilft.',
  },
  url: '/poradna',
  linkText: { cs: 'Do poradny', sk: 'Do poradne', de: 'Zum Ratgeber' },
};
