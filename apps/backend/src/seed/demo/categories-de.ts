/** German category texts (opening paragraph, buying-guide points, text below the products), by slug. */
export const CATEGORY_TEXTS_DE: Record<string, { intro: string; tips: string[]; below?: string }> = {
  'intimni-zdravi': {
    intro:
      'Alles für Ihr intimes Wohlbefinden an einem Ort: Gleitgele, Kondome, Menstruationsprodukte, Intimpflege und Hilfsmittel zur Stärkung des Beckenbodens. Wir verpacken diskret in einem neutralen Karton ohne Logo.',
    tips: [
      'Diskrete Verpackung ohne Shopnamen und Inhaltsangabe',
      'Bestellungen bis 14:00 Uhr versenden wir noch am selben Tag',
      'Rückgabe innerhalb von 30 Tagen (Hygieneartikel nur ungeöffnet)',
    ],
  },
  'lubrikacni-gely': {
    intro:
      'Gleitgele helfen bei Trockenheit und machen intime Momente angenehmer. Entscheidend ist die Basis: Gele auf Wasserbasis sind echte Allrounder, Silikongele halten länger und Hybridgele vereinen die Vorteile beider.',
    tips: [
      'Mit Kondomen Gele auf Wasser- oder Silikonbasis verwenden',
      'Bei empfindlicher Haut parfümfreie Gele mit einem pH-Wert um 4,5 wählen',
      'Silikongele eignen sich nicht für Toys aus Silikon',
    ],
    below:
      'Gleitgel ist kein Verhütungsmittel und schützt nicht vor sexuell übertragbaren Infektionen. Hält die Trockenheit länger an, sprechen Sie mit Ihrer Frauenärztin oder Ihrem Frauenarzt.',
  },
  'lubrikacni-gely-na-vodni-bazi': {
    intro:
      'Gele auf Wasserbasis sind am vielseitigsten: Sie passen zu Kondomen und Toys, hinterlassen keine Flecken und lassen sich leicht abwaschen.',
    tips: ['Für alle Kondomarten geeignet', 'Lassen sich leicht mit Wasser abwaschen'],
  },
  'silikonove-lubrikacni-gely': {
    intro:
      'Gleitmittel auf Silikonbasis halten am längsten, trocknen nicht aus und eignen sich auch fürs Wasser.',
    tips: ['Schon eine kleine Menge reicht lange', 'Nicht mit Toys aus Silikon verwenden'],
  },
  'hybridni-lubrikacni-gely': {
    intro:
      'Hybridgele verbinden eine Wasserbasis mit einem Anteil Silikon: Sie sind sanft und halten trotzdem länger.',
    tips: ['Cremige Textur', 'Mit Kondomen verwendbar'],
  },
  kondomy: {
    intro:
      'Kondome sind das einzige Verhütungsmittel, das auch vor sexuell übertragbaren Infektionen schützt. Wir führen klassische und dünne Kondome, größere Größen und latexfreie Varianten für Allergiker.',
    tips: [
      'Die Größe richtet sich nach der nominalen Breite; üblich sind 52 bis 54 mm',
      'Bei Latexallergie empfehlen wir Kondome aus Polyisopren oder Polyurethan',
      'Kondome kühl lagern und das Haltbarkeitsdatum prüfen',
    ],
    // The same standard EN ISO 4074, under its German designation.
    below:
      'Alle Kondome in unserem Sortiment erfüllen die Norm DIN EN ISO 4074 und sind elektronisch geprüft.',
  },
  'klasicke-kondomy': {
    intro: 'Bewährte Kondome in Standardstärke und -größe, mit Gleitmittel.',
    tips: ['Zuverlässiger Schutz', 'Günstige Großpackungen'],
  },
  'tenke-kondomy': {
    intro: 'Eine dünnere Wand für ein natürlicheres Gefühl bei gleicher Zuverlässigkeit.',
    tips: ['Dieselbe Norm wie bei klassischen Kondomen', 'Wandstärke ab 0,045 mm'],
  },
  'kondomy-xl': {
    intro: 'Größere Kondome ab 57 mm nominaler Breite für bequemen Sitz ohne Einschnüren.',
    tips: ['Die richtige Größe senkt das Risiko des Abrutschens', 'Breiten 57, 60 und 64 mm'],
  },
  'kondomy-bez-latexu': {
    intro: 'Kondome aus Polyisopren oder Polyurethan für Menschen mit Latexallergie.',
    tips: ['Für Allergiker geeignet', 'Am besten mit Gelen auf Wasserbasis kombinieren'],
  },
  menstruace: {
    intro:
      'Wiederverwendbare Menstruationsprodukte sparen Geld und schonen die Umwelt. Eine Menstruationstasse hält bis zu 12 Stunden, Periodenunterwäsche ersetzt Binden.',
    tips: [
      'Bei richtiger Pflege hält eine Tasse mehrere Jahre',
      'Periodenunterwäsche bei 30 °C ohne Weichspüler waschen',
    ],
  },
  'menstruacni-kalisky': {
    intro: 'Tassen aus medizinischem Silikon in den Größen S, M und L.',
    tips: [
      'S für schwächere Blutungen und Frauen, die noch nicht entbunden haben',
      'M und L für mittlere bis starke Blutungen',
    ],
  },
  'menstruacni-kalhotky': {
    intro: 'Saugfähige Slips für schwache bis starke Blutungen, in den Größen XS bis XXL.',
    tips: ['Hält bis zu 12 Stunden', 'Ohne Biozide'],
  },
  'intimni-hygiena': {
    intro:
      'Sanfte Waschgele und Tücher mit Milchsäure, die den natürlichen pH-Wert des Intimbereichs respektieren.',
    tips: ['Ohne Seife und Parabene', 'Auch während der Periode geeignet'],
  },
  'intimni-myci-gely': {
    intro: 'Milde Waschgele für die tägliche Intimpflege.',
    tips: ['pH-Wert 4,5', 'Dermatologisch getestet'],
  },
  'intimni-ubrousky': {
    intro: 'Feuchte Intimpflegetücher für unterwegs, für die Arbeit und nach dem Sport.',
    tips: ['Ohne Alkohol', 'Praktische Packung für die Handtasche'],
  },
  'masazni-oleje': {
    intro: 'Massageöle auf Basis von Pflanzenölen für entspannende Massagen und Partnermassagen.',
    tips: ['Öle greifen Latex an: nicht mit Latexkondomen verwenden', 'Kühl und dunkel lagern'],
  },
  'aromaticke-masazni-oleje': {
    intro: 'Öle mit natürlichen ätherischen Ölen: Lavendel, Vanille, Ylang-Ylang.',
    tips: ['Natürlicher Duft', 'Ideal zum Entspannen'],
  },
  'neutralni-masazni-oleje': {
    intro: 'Unparfümierte Öle für empfindliche Haut.',
    tips: ['Für empfindliche Haut geeignet', 'Ohne ätherische Öle'],
  },
  'trenazery-panevniho-dna': {
    intro:
      'Ein starker Beckenboden hilft nach der Geburt und in den Wechseljahren und beugt Blasenschwäche vor. Wählen Sie klassische Liebeskugeln oder einen smarten Trainer mit App.',
    tips: [
      'Mit leichterem Gewicht beginnen',
      'Regelmäßig trainieren, schon wenige Minuten täglich genügen',
      'Nach der Geburt mit einer Physiotherapeutin oder einem Physiotherapeuten sprechen',
    ],
  },
  'venusiny-kulicky': {
    intro: 'Kugeln aus medizinischem Silikon in verschiedenen Gewichten für ein schrittweises Training.',
    tips: ['Mit Gel auf Wasserbasis verwenden', 'Sets mit Gewichten zum Steigern'],
  },
  'trenazery-s-aplikaci': {
    intro: 'Trainer mit Biofeedback und einer App auf Tschechisch.',
    tips: ['Messen die Kraft der Kontraktion', 'Training als Spiel'],
  },
  'doplnky-stravy': {
    intro:
      'Vitamine, Mineralstoffe und Probiotika für Frauen und Männer. Nahrungsergänzungsmittel sind kein Ersatz für eine abwechslungsreiche Ernährung.',
    tips: ['Empfohlene Tagesdosis einhalten', 'Langfristig einnehmen, mindestens 3 Monate'],
  },
  'doplnky-stravy-pro-zeny': {
    intro: 'Nahrungsergänzungsmittel für den Zyklus, die Wechseljahre und die Harnwege.',
    tips: ['Cranberry für die Harnwege', 'Folat bei Kinderwunsch'],
  },
  'doplnky-stravy-pro-muze': {
    intro: 'Zink, Selen und Pflanzenextrakte für die Vitalität des Mannes.',
    tips: [
      'Zink trägt zu normaler Fruchtbarkeit bei',
      'Selen trägt zu einer normalen Funktion des Immunsystems bei',
    ],
  },
  'intimni-probiotika': {
    intro: 'Probiotika mit Laktobazillen für eine ausgeglichene Intimflora.',
    tips: ['Geeignet nach einer Antibiotikaeinnahme', 'Trocken lagern'],
  },
  fitness: {
    intro:
      'Ausrüstung für das Training zu Hause und im Freien: Hanteln, Kettlebells, Widerstandsbänder, Yogamatten, Faszienrollen und Springseile. Die meisten Artikel haben wir in Prag und Brünn auf Lager.',
    tips: [
      'Versandkostenfrei ab 60 €',
      'Schwere Artikel können Sie in der Filiale abholen',
      'Rückgabe innerhalb von 30 Tagen',
    ],
  },
  posilovani: {
    intro: 'Hanteln, Kettlebells und Widerstandsbänder für ein Ganzkörpertraining.',
    tips: ['Mit wenig Gewicht beginnen und auf die Technik achten', 'Bänder sind ideal für unterwegs'],
    below:
      'Hanteln und Kettlebells über 20 kg holen Sie am besten in der Filiale ab oder lassen sie per Kurier liefern.',
  },
  'cinky-a-zavazi': {
    intro: 'Kurzhanteln von 1 bis 12 kg mit gummierter oder Vinyloberfläche.',
    tips: ['Einzeln erhältlich', 'Die sechseckige Form verhindert das Wegrollen'],
  },
  kettlebelly: {
    intro: 'Kettlebells aus Gusseisen und Vinyl von 4 bis 32 kg.',
    tips: [
      'Frauen beginnen meist mit 8 kg, Männer mit 12 bis 16 kg',
      'Die Wettkampfserie hat einheitliche Maße',
    ],
  },
  'odporove-gumy': {
    intro: 'Widerstandsbänder in fünf Stärken, farblich gekennzeichnet.',
    tips: ['Allergikern empfehlen wir Bänder aus TPE', 'Die Stärke erkennen Sie an der Farbe'],
  },
  'joga-a-pilates': {
    intro: 'Matten und Zubehör für Yoga, Pilates und Stretching.',
    tips: [
      '4 bis 6 mm Stärke sind für fast alles geeignet',
      'Kork ist ein Naturmaterial und bietet guten Halt',
    ],
  },
  'podlozky-na-cviceni': {
    intro: 'Rutschfeste Matten aus TPE, NBR, PVC und Kork.',
    tips: ['TPE ist leicht und PVC-frei', 'NBR mit 10 mm ist weich für Übungen im Liegen'],
  },
  'jogove-bloky': {
    intro: 'Blöcke aus EVA-Schaum und Kork für mehr Stabilität in den Haltungen.',
    tips: ['Am besten paarweise verwenden', 'Kork ist fester'],
  },
  regenerace: {
    intro: 'Faszienrollen und Massagebälle für eine schnellere Regeneration nach dem Training.',
    tips: ['Mit einer weicheren Rolle beginnen', 'Langsam rollen, 1 bis 2 Minuten pro Körperpartie'],
  },
  'foam-rollery': {
    intro: 'Faszienrollen in weicher, mittlerer und harter Ausführung.',
    tips: ['Eine glatte Oberfläche ist sanfter', 'Eine gerillte Oberfläche wirkt tiefer'],
  },
  'masazni-micky': {
    intro: 'Bälle für Triggerpunkte, Fußsohlen und Nacken.',
    tips: ['Passen in jede Tasche', 'Die Noppen fördern die Durchblutung'],
  },
  kardio: {
    intro: 'Zubehör für Ausdauer- und Cardiotraining zu Hause.',
    tips: ['Zehn Minuten Seilspringen bringen den Kreislauf in Schwung', 'Auf ebenem Untergrund trainieren'],
  },
  svihadla: {
    intro: 'Speed-, Perlen- und beschwerte Springseile mit verstellbarer Länge.',
    tips: ['Länge an die Körpergröße anpassen', 'Kugellager sorgen für eine gleichmäßige Rotation'],
  },
};
