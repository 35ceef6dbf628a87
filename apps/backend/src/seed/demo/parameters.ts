/** Product and variant parameters (filters) with their values; ids are assigned in table order. */
import type { ParameterRow, ParameterValueRow, Translated } from '../dataset.ts';

type ValueDef = [code: string, cs: string, sk: string, de: string, colorHex?: string];

interface ParameterDef {
  code: string;
  name: Translated;
  kind: ParameterRow['kind'];
  unit?: string;
  variantDefining: boolean;
  values: ValueDef[];
}

/** A number parameter whose value names read the same in every language. */
function numbers(unit: string, list: number[]): ValueDef[] {
  return list.map((n) => {
    const text = `${String(n).replace('.', ',')} ${unit}`;
    return [String(n).replace('.', '-'), text, text, text];
  });
}

function same(list: string[]): ValueDef[] {
  return list.map((text) => [text.toLowerCase(), text, text, text]);
}

const YES_NO: ValueDef[] = [
  ['ano', 'Ano', 'Áno', 'Ja'],
  ['ne', 'Ne', 'Nie', 'Nein'],
];

const DEFS: ParameterDef[] = [
  {
    code: 'barva',
    name: { cs: 'Barva', sk: 'Farba', de: 'Farbe' },
    kind: 'color',
    variantDefining: true,
    values: [
      ['cerna', 'Černá', 'Čierna', 'Schwarz', '#2B2B2E'],
      ['bila', 'Bílá', 'Biela', 'Weiß', '#F4F4F2'],
      ['ruzova', 'Růžová', 'Ružová', 'Rosa', '#E79AB4'],
      ['fialova', 'Fialová', 'Fialová', 'Lila', '#9A7BC9'],
      ['modra', 'Modrá', 'Modrá', 'Blau', '#4F7FD1'],
      ['tyrkysova', 'Tyrkysová', 'Tyrkysová', 'Türkis', '#3BB1AE'],
      ['zelena', 'Zelená', 'Zelená', 'Grün', '#6BB26E'],
      ['seda', 'Šedá', 'Sivá', 'Grau', '#8C9099'],
      ['cervena', 'Červená', 'Červená', 'Rot', '#D4525C'],
      ['bezova', 'Béžová', 'Béžová', 'Beige', '#D8C1A2'],
      ['zluta', 'Žlutá', 'Žltá', 'Gelb', '#EDC84B'],
      ['oranzova', 'Oranžová', 'Oranžová', 'Orange', '#EE8F45'],
      ['vinova', 'Vínová', 'Vínová', 'Weinrot', '#8E2F4A'],
      ['pruhledna', 'Průhledná', 'Priehľadná', 'Transparent', '#DCEBF0'],
      ['mentolova', 'Mentolová', 'Mentolová', 'Mint', '#9ED9C3'],
    ],
  },
  {
    code: 'objem',
    name: { cs: 'Objem', sk: 'Objem', de: 'Volumen' },
    kind: 'number',
    unit: 'ml',
    variantDefining: true,
    values: numbers('ml', [30, 50, 100, 150, 200, 250]),
  },
  {
    code: 'velikost-kondomu',
    name: { cs: 'Velikost kondomu (šířka)', sk: 'Veľkosť kondómu (šírka)', de: 'Kondomgröße (Breite)' },
    kind: 'select',
    unit: 'mm',
    variantDefining: true,
    values: numbers('mm', [49, 52, 54, 57, 60, 64]),
  },
  {
    code: 'velikost-kalisku',
    name: { cs: 'Velikost kalíšku', sk: 'Veľkosť kalíška', de: 'Tassengröße' },
    kind: 'select',
    variantDefining: true,
    values: same(['S', 'M', 'L']),
  },
  {
    code: 'velikost-pradla',
    name: { cs: 'Velikost prádla', sk: 'Veľkosť bielizne', de: 'Wäschegröße' },
    kind: 'select',
    variantDefining: true,
    values: same(['XS', 'S', 'M', 'L', 'XL', 'XXL']),
  },
  {
    code: 'odpor',
    name: { cs: 'Síla odporu', sk: 'Sila odporu', de: 'Widerstand' },
    kind: 'select',
    variantDefining: true,
    values: [
      ['extra-lehky', 'Extra lehký', 'Extra ľahký', 'Extra leicht'],
      ['lehky', 'Lehký', 'Ľahký', 'Leicht'],
      ['stredni', 'Střední', 'Stredný', 'Mittel'],
      ['silny', 'Silný', 'Silný', 'Stark'],
      ['extra-silny', 'Extra silný', 'Extra silný', 'Extra stark'],
    ],
  },
  {
    code: 'hmotnost',
    name: { cs: 'Hmotnost', sk: 'Hmotnosť', de: 'Gewicht' },
    kind: 'number',
    unit: 'kg',
    variantDefining: true,
    values: numbers('kg', [0.5, 1, 1.5, 2, 3, 4, 5, 6, 8, 10, 12, 14, 16, 20, 24, 28, 32]),
  },
  {
    code: 'tloustka',
    name: { cs: 'Tloušťka', sk: 'Hrúbka', de: 'Stärke' },
    kind: 'number',
    unit: 'mm',
    variantDefining: false,
    values: numbers('mm', [3, 4, 6, 8, 10, 15]),
  },
  {
    code: 'baleni',
    name: { cs: 'Balení', sk: 'Balenie', de: 'Packung' },
    kind: 'select',
    unit: 'ks',
    variantDefining: true,
    values: numbers('ks', [10, 12, 15, 20, 25, 30, 60, 90, 120]),
  },
  {
    code: 'tvrdost',
    name: { cs: 'Tvrdost', sk: 'Tvrdosť', de: 'Härte' },
    kind: 'select',
    variantDefining: true,
    values: [
      ['mekky', 'Měkký', 'Mäkký', 'Weich'],
      ['stredni', 'Střední', 'Stredný', 'Mittel'],
      ['tvrdy', 'Tvrdý', 'Tvrdý', 'Hart'],
    ],
  },
  {
    code: 'material',
    name: { cs: 'Materiál', sk: 'Materiál', de: 'Material' },
    kind: 'select',
    variantDefining: false,
    values: [
      ['latex', 'Přírodní latex', 'Prírodný latex', 'Naturlatex'],
      ['polyisopren', 'Polyisopren', 'Polyizoprén', 'Polyisopren'],
      ['polyuretan', 'Polyuretan', 'Polyuretán', 'Polyurethan'],
      ['lekarsky-silikon', 'Lékařský silikon', 'Lekársky silikón', 'Medizinisches Silikon'],
      ['tpe', 'TPE', 'TPE', 'TPE'],
      ['pvc', 'PVC', 'PVC', 'PVC'],
      ['nbr', 'NBR pěna', 'NBR pena', 'NBR-Schaum'],
      ['prirodni-kaucuk', 'Přírodní kaučuk', 'Prírodný kaučuk', 'Naturkautschuk'],
      ['bio-bavlna', 'Bio bavlna', 'Bio bavlna', 'Bio-Baumwolle'],
      ['litina', 'Litina', 'Liatina', 'Gusseisen'],
      ['neopren', 'Neopren', 'Neoprén', 'Neopren'],
      ['eva-pena', 'EVA pěna', 'EVA pena', 'EVA-Schaum'],
      ['korek', 'Korek', 'Korok', 'Kork'],
      ['ocel', 'Ocel', 'Oceľ', 'Stahl'],
      ['viskoza', 'Viskózová vlákna', 'Viskózové vlákna', 'Viskosefasern'],
      ['rostlinne-oleje', 'Rostlinné oleje', 'Rastlinné oleje', 'Pflanzenöle'],
      ['voda-a-glycerin', 'Voda a glycerin', 'Voda a glycerín', 'Wasser und Glycerin'],
      ['dimethicone', 'Dimethicone', 'Dimethicone', 'Dimethicone'],
      ['kapsle', 'Rostlinné kapsle', 'Rastlinné kapsuly', 'Pflanzliche Kapseln'],
    ],
  },
  {
    code: 'baze',
    name: { cs: 'Báze', sk: 'Báza', de: 'Basis' },
    kind: 'select',
    variantDefining: false,
    values: [
      ['vodni', 'Vodní', 'Vodná', 'Wasser'],
      ['silikonova', 'Silikonová', 'Silikónová', 'Silikon'],
      ['hybridni', 'Hybridní', 'Hybridná', 'Hybrid'],
      ['olejova', 'Olejová', 'Olejová', 'Öl'],
    ],
  },
  {
    code: 'ucel',
    name: { cs: 'Účel', sk: 'Účel', de: 'Zweck' },
    kind: 'select',
    variantDefining: false,
    values: [
      ['zvlhceni', 'Zvlhčení', 'Zvlhčenie', 'Befeuchtung'],
      ['citliva-pokozka', 'Citlivá pokožka', 'Citlivá pokožka', 'Empfindliche Haut'],
      ['antikoncepce', 'Antikoncepce', 'Antikoncepcia', 'Verhütung'],
      ['menstruace', 'Menstruace', 'Menštruácia', 'Menstruation'],
      ['intimni-hygiena', 'Intimní hygiena', 'Intímna hygiena', 'Intimhygiene'],
      ['masaz', 'Masáž', 'Masáž', 'Massage'],
      ['relaxace', 'Relaxace', 'Relaxácia', 'Entspannung'],
      ['panevni-dno', 'Posílení pánevního dna', 'Posilnenie panvového dna', 'Beckenbodentraining'],
      ['doplnek-stravy', 'Doplněk stravy', 'Doplnok stravy', 'Nahrungsergänzung'],
      ['posilovani', 'Posilování', 'Posilňovanie', 'Krafttraining'],
      ['joga', 'Jóga a pilates', 'Jóga a pilates', 'Yoga und Pilates'],
      ['regenerace', 'Regenerace', 'Regenerácia', 'Regeneration'],
      ['kardio', 'Kardio', 'Kardio', 'Cardio'],
      ['cestovani', 'Na cesty', 'Na cesty', 'Für unterwegs'],
    ],
  },
  {
    code: 'bez-latexu',
    name: { cs: 'Bez latexu', sk: 'Bez latexu', de: 'Latexfrei' },
    kind: 'select',
    variantDefining: false,
    values: YES_NO,
  },
  {
    code: 'kompatibilni-s-kondomy',
    name: { cs: 'Vhodné s kondomy', sk: 'Vhodné s kondómami', de: 'Kondomverträglich' },
    kind: 'select',
    variantDefining: false,
    values: YES_NO,
  },
  {
    code: 'vegan',
    name: { cs: 'Vhodné pro vegany', sk: 'Vhodné pre vegánov', de: 'Vegan' },
    kind: 'select',
    variantDefining: false,
    values: YES_NO,
  },
  {
    code: 'pocet-kusu',
    name: { cs: 'Počet kusů v balení', sk: 'Počet kusov v balení', de: 'Stück pro Packung' },
    kind: 'number',
    unit: 'ks',
    variantDefining: false,
    values: numbers('ks', [3, 10, 12, 18, 24, 36]),
  },
  {
    code: 'vune',
    name: { cs: 'Vůně', sk: 'Vôňa', de: 'Duft' },
    kind: 'select',
    variantDefining: false,
    values: [
      ['bez-vune', 'Bez vůně', 'Bez vône', 'Duftfrei'],
      ['levandule', 'Levandule', 'Levanduľa', 'Lavendel'],
      ['vanilka', 'Vanilka', 'Vanilka', 'Vanille'],
      ['mandle', 'Mandle', 'Mandle', 'Mandel'],
      ['ylang-ylang', 'Ylang-ylang', 'Ylang-ylang', 'Ylang-Ylang'],
      ['hermanek', 'Heřmánek', 'Harmanček', 'Kamille'],
      ['aloe-vera', 'Aloe vera', 'Aloe vera', 'Aloe vera'],
    ],
  },
];

function build(): ParameterRow[] {
  let valueId = 0;
  return DEFS.map((def, index) => {
    const values: ParameterValueRow[] = def.values.map(([code, cs, sk, de, colorHex], position) => ({
      id: ++valueId,
      code,
      name: { cs, sk, de },
      ...(colorHex ? { colorHex } : {}),
      position,
    }));
    return {
      id: index + 1,
      code: def.code,
      name: def.name,
      kind: def.kind,
      ...(def.unit ? { unit: def.unit } : {}),
      variantDefining: def.variantDefining,
      values,
    };
  });
}

export const PARAMETERS: ParameterRow[] = build();

const byCode = new Map(PARAMETERS.map((p) => [p.code, p]));

export function parameter(code: string): ParameterRow {
  const found = byCode.get(code);
  if (!found) throw new Error(`Unknown parameter '${code}'`);
  return found;
}

const valueByCode = new Map(
  PARAMETERS.flatMap((p) => p.values.map((v) => [`${p.code}|${v.code}`, v] as const)),
);

export function parameterValue(parameterCode: string, valueCode: string): ParameterValueRow {
  const found = valueByCode.get(`${parameterCode}|${valueCode}`);
  if (!found) throw new Error(`Unknown value '${valueCode}' of parameter '${parameterCode}'`);
  return found;
}
