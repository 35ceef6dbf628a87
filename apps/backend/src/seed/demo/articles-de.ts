import type { ArticleSection } from './article-sections.ts';

/** The German bodies of the shopping guide's articles, by the article's slug. */
export const ARTICLE_BODIES_DE: Record<string, ArticleSection[]> = {
  'jak-vybrat-lubrikacni-gel': [
    [
      'Gleitgel auf Wasserbasis',
      'Die vielseitigste Wahl. Es lässt sich leicht mit Wasser abwaschen, hinterlässt keine Flecken auf der Wäsche und eignet sich für alle Arten von Kondomen und Produkten, auch für solche aus Silikon.',
      'Der Nachteil: Es zieht nach und nach ein und verdunstet. Bei längerer Anwendung genügen ein paar Tropfen Gel oder etwas Wasser.',
    ],
    [
      'Gleitgel auf Silikonbasis',
      'Es hält deutlich länger, ist sehr gleitfähig und eignet sich auch für die Anwendung im Wasser. Es verträgt sich mit Kondomen aus Latex und aus Polyisopren.',
      'Verwenden Sie es nicht mit Produkten aus Silikon: Silikon auf Silikon kann die Oberfläche des Produkts angreifen. Es lässt sich mit Seife und warmem Wasser abwaschen.',
    ],
    [
      'Hybridgel',
      'Es verbindet eine Wasserbasis mit einem geringen Silikonanteil. Es hält länger als ein reines Gel auf Wasserbasis und lässt sich trotzdem gut abwaschen.',
      'Bei Produkten aus Silikon testen Sie die Verträglichkeit zuerst an einer kleinen Stelle.',
    ],
    [
      'Worauf Sie auf der Verpackung achten sollten',
      [
        'die Inhaltsstoffe: je kürzer die Liste, desto besser für empfindliche Haut,',
        'einen pH-Wert um 4,5 für den weiblichen Intimbereich,',
        'den Hinweis, ob es mit Kondomen verwendet werden kann,',
        'das Mindesthaltbarkeitsdatum.',
      ],
    ],
  ],
  'lubrikanty-a-kondomy': [
    [
      'Warum das wichtig ist',
      'Latex ist elastisch, aber empfindlich gegenüber Ölen. Körperöl, Vaseline oder Massageöl schwächen ihn innerhalb weniger Minuten, und das Kondom kann leichter reißen.',
    ],
    [
      'Was sicher ist',
      [
        'Gele auf Wasserbasis: mit allen Kondomen,',
        'Gele auf Silikonbasis: mit Latex und Polyisopren,',
        'Hybridgele: mit allen Kondomen, sofern der Hersteller nichts anderes angibt.',
      ],
    ],
    [
      'Was Sie meiden sollten',
      'Öle, Handcremes, Vaseline und Kosmetikprodukte, die nicht für den Intimbereich bestimmt sind. Kondome aus Polyurethan vertragen Öl, trotzdem empfehlen wir auch hier ein Gel.',
    ],
  ],
  'silikonovy-gel-a-silikonove-pomucky': [
    [
      'Was passiert',
      'Ein Gleitmittel auf Silikonbasis kann in die Oberfläche eines Silikonprodukts eindringen. Die Oberfläche wird dann oft klebrig, matt oder rau und lässt sich schlechter reinigen.',
    ],
    [
      'So gehen Sie vor',
      'Verwenden Sie für alle Produkte aus Silikon, auch für Menstruationstassen und Beckenbodentrainer, ein Gel auf Wasserbasis. Wenn Sie ein Silikongel möchten, wählen Sie ein Produkt aus Glas, Metall oder Hartplastik.',
    ],
  ],
  'jak-vybrat-velikost-kondomu': [
    [
      'Nennbreite',
      'Auf der Packung finden Sie die Nennbreite in Millimetern: Sie entspricht dem halben Umfang des ungedehnten Kondoms. Den meisten Männern passen 52 bis 54 mm.',
    ],
    [
      'So messen Sie richtig',
      'Messen Sie den Umfang an der breitesten Stelle mit einem Maßband und wählen Sie die Breite nach der Übersicht unten. Das Kondom sollte etwas schmaler sein als der halbe Umfang, damit es gut sitzt und nicht abrutscht.',
      [
        'Umfang bis 11 cm: Breite 49 mm und weniger,',
        'Umfang 11 bis 12 cm: Breite 52–54 mm,',
        'Umfang über 12 cm: Breite 57 mm und mehr (Größe XL).',
      ],
    ],
    [
      'Warum die Größe wichtig ist',
      'Ein zu enges Kondom ist unbequem und reißt leichter, ein zu weites kann abrutschen. Probieren Sie mehrere Größen aus – im Shop finden Sie auch kleinere Packungen.',
    ],
  ],
  'kondomy-bez-latexu': [
    [
      'Polyisopren',
      'Eine synthetische Alternative zu Latex: weich und elastisch, aber ohne die Eiweiße des Naturlatex. Öl schadet ihm genauso wie Latex.',
    ],
    [
      'Polyurethan',
      'Ein dünnes und reißfestes Material, das Wärme gut leitet. Es ist weniger elastisch, deshalb ist die richtige Größe besonders wichtig. Es verträgt auch Gleitmittel auf Ölbasis.',
    ],
    [
      'So erkennen Sie eine Empfindlichkeit',
      'Rötungen, Juckreiz oder Brennen nach der Verwendung eines Latexkondoms können verschiedene Ursachen haben. Wenn die Beschwerden wiederholt auftreten, lassen Sie sich ärztlich beraten.',
    ],
  ],
  'masazni-oleje-pro-partnerskou-masaz': [
    [
      'Neutrale Öle',
      'Mandel-, Jojoba- oder Sonnenblumenöl ohne Duft eignet sich für empfindliche Haut und für alle, die Düfte nicht mögen.',
    ],
    [
      'Aromatische Öle',
      'Sie enthalten ätherische Öle, etwa Lavendel oder Orange. Testen Sie vor der ersten Massage eine kleine Menge am Unterarm.',
    ],
    [
      'Praktische Tipps',
      [
        'das Öl in den Handflächen anwärmen, niemals in der Mikrowelle,',
        'ein Handtuch unterlegen, denn Öl lässt sich schlecht aus Textilien auswaschen,',
        'Massageöl ist kein Gleitmittel und darf nicht mit Kondomen verwendet werden.',
      ],
    ],
  ],
  'skladovani-lubrikantu-a-kondomu': [
    [
      'Wärme und Reibung schaden',
      'Bewahren Sie Kondome trocken, bei Zimmertemperatur und vor direkter Sonne geschützt auf. In der Geldbörse scheuert die Verpackung, und im Auto wird sie im Sommer zu heiß.',
    ],
    [
      'Haltbarkeit',
      'Jedes Kondom und jedes Gleitmittel trägt auf der Verpackung ein Mindesthaltbarkeitsdatum. Verbrauchen Sie das Gel nach dem Öffnen innerhalb der vom Hersteller angegebenen Frist, meist innerhalb von 6 bis 12 Monaten.',
    ],
  ],
  'intimni-hygiena-zaklady': [
    [
      'Ein- bis zweimal täglich genügt',
      'Der Intimbereich hat einen eigenen Schutz: ein leicht saures Milieu und eine natürliche Mikroflora. Häufiges Waschen, besonders mit Seife, kann ihn stören.',
    ],
    [
      'Womit Sie sich waschen',
      'Lauwarmes Wasser genügt, bei Bedarf ein mildes Waschgel ohne Parfum mit einem pH-Wert um 4,5. Waschen Sie immer von vorne nach hinten und nur äußerlich.',
    ],
    [
      'Was Sie meiden sollten',
      [
        'Vaginalspülungen ohne ärztliche Empfehlung,',
        'parfümierte Seifen und Duschgele,',
        'enge Unterwäsche aus Kunstfasern den ganzen Tag über.',
      ],
    ],
  ],
  'jak-vybrat-intimni-myci-gel': [
    [
      'pH-Wert',
      'Für Frauen eignen sich Gele mit einem pH-Wert von 3,5 bis 5, für Männer und Kinder eher pH-neutrale. Die Angabe finden Sie auf der Verpackung oder in der Produktbeschreibung.',
    ],
    [
      'Inhaltsstoffe',
      'Milde Tenside, Milchsäure und beruhigende Inhaltsstoffe wie Panthenol oder Aloe vera. Meiden Sie intensive Duftstoffe und Farbstoffe.',
    ],
    [
      'Wann Sie das Gel wechseln sollten',
      'Wenn Sie nach dem Waschen ein Spannungsgefühl, Juckreiz oder Brennen spüren, probieren Sie ein Gel ohne Parfum. Halten die Beschwerden an, lassen Sie sich ärztlich beraten.',
    ],
  ],
  'intimni-ubrousky-na-cesty': [
    [
      'Wann Sie zum Tuch greifen',
      'Auf Reisen, bei der Arbeit, nach dem Sport oder während der Periode, wenn gerade keine Dusche zur Hand ist.',
    ],
    [
      'Worauf Sie achten sollten',
      'Wählen Sie Tücher ohne Alkohol und Parfum. Spülen Sie sie nicht die Toilette hinunter, auch wenn die Verpackung das verspricht: Sie verstopfen die Kanalisation.',
    ],
  ],
  'intimni-hygiena-pri-sportu': [
    [
      'Nach dem Training',
      'Ziehen Sie feuchte Sportkleidung nach dem Training so bald wie möglich aus. Duschen Sie lauwarm und ziehen Sie Unterwäsche aus Baumwolle an.',
    ],
    [
      'Schwimmbad und Baden',
      'Wechseln Sie nach dem Baden die nasse Badekleidung gegen trockene. Spülen Sie gechlortes Wasser mit klarem Wasser von der Haut ab.',
    ],
  ],
  'intimni-probiotika': [
    [
      'Was Intimprobiotika sind',
      'Nahrungsergänzungsmittel oder Vaginalkapseln mit Laktobazillen-Stämmen, die natürlicherweise im weiblichen Intimbereich vorkommen.',
    ],
    [
      'Wann sie infrage kommen',
      'Manche nehmen sie während oder nach einer Antibiotikabehandlung ein, andere vorbeugend. Ein Nahrungsergänzungsmittel ersetzt weder eine abwechslungsreiche Ernährung noch eine Behandlung. Wenden Sie sich bei Beschwerden immer an Ihre Frauenärztin oder Ihren Frauenarzt.',
    ],
  ],
  'jak-zacit-s-menstruacnim-kaliskem': [
    [
      'Vor der ersten Anwendung',
      'Kochen Sie die Tasse 3 bis 5 Minuten in einem Topf mit Wasser aus. Waschen Sie sich die Hände und wählen Sie einen ruhigen Moment, am besten zu Hause.',
    ],
    [
      'Einführen',
      'Falten Sie die Tasse C-förmig oder zu einer Blüte, führen Sie sie schräg nach hinten ein und lassen Sie sie los. Prüfen Sie durch leichtes Drehen oder indem Sie mit dem Finger an der Wand der Tasse entlangfahren, ob sie sich entfaltet hat.',
    ],
    [
      'Entfernen',
      'Drücken Sie den Boden der Tasse zusammen, um den Unterdruck zu lösen, und entnehmen Sie sie im Knien oder in der Hocke. Ziehen Sie nicht am Stiel, er dient nur zum Ertasten.',
    ],
    [
      'Wie oft Sie sie leeren',
      'Je nach Stärke der Blutung, spätestens nach 12 Stunden. In den ersten Zyklen empfehlen wir zur Sicherheit zusätzlich eine Slipeinlage oder einen Periodenslip.',
    ],
  ],
  'velikost-menstruacniho-kalisku': [
    [
      'Höhe des Gebärmutterhalses',
      'Ertasten Sie während der Periode mit einem sauberen Finger Ihren Gebärmutterhals. Spüren Sie ihn gleich am Scheideneingang, wählen Sie eine kürzere Tasse; können Sie ihn nicht ertasten, eine längere.',
    ],
    [
      'Stärke der Blutung und Geburt',
      'Bei starker Blutung eignet sich ein größeres Fassungsvermögen. Hersteller empfehlen Frauen nach einer vaginalen Geburt meist die größere Größe, entscheidend ist aber Ihr eigener Tragekomfort.',
    ],
    [
      'Härte',
      'Eine weichere Tasse ist für empfindliche Frauen angenehmer, eine festere entfaltet sich leichter und eignet sich für den Sport.',
    ],
  ],
  'cisteni-menstruacniho-kalisku': [
    [
      'Während der Periode',
      'Leeren Sie die Tasse nach dem Entnehmen aus und spülen Sie sie erst mit kaltem, dann mit warmem Wasser ab. Kaltes Wasser verhindert, dass sich Blut in der Oberfläche festsetzt.',
    ],
    [
      'Nach der Periode',
      'Kochen Sie die Tasse 3 bis 5 Minuten aus, trocknen Sie sie ab und bewahren Sie sie in einem atmungsaktiven Beutel auf. Eine geschlossene Kunststoffdose ist nicht geeignet.',
    ],
    [
      'Verfärbungen',
      'Eine leichte Verfärbung ist normal und beeinträchtigt die Funktion nicht. Ist die Oberfläche klebrig oder rissig oder riecht die Tasse auch nach dem Auskochen unangenehm, ersetzen Sie sie.',
    ],
  ],
  'menstruacni-kalhotky': [
    [
      'Wie sie funktionieren',
      'Mehrere Stofflagen saugen das Blut auf, halten es zurück und lassen nichts nach außen dringen. Je nach Saugstärke wählen Sie sie für leichte oder für starke Tage.',
    ],
    [
      'Pflege',
      [
        'nach dem Tragen in kaltem Wasser ausspülen,',
        'bei 30 bis 40 °C ohne Weichspüler waschen,',
        'nicht im Trockner und nicht auf der Heizung trocknen.',
      ],
    ],
  ],
  'sport-behem-menstruace': [
    [
      'Bewegung ist in Ordnung',
      'Moderate Bewegung wie Spazierengehen, Yoga oder Schwimmen ist während der Periode für die meisten Frauen unbedenklich. Passen Sie die Intensität Ihrem Befinden an.',
    ],
    [
      'Welcher Schutz',
      'Die Menstruationstasse eignet sich auch fürs Schwimmbad, Periodenslips für Yoga und Laufen. Zu einem langen Training nehmen Sie Ersatz mit.',
    ],
  ],
  'cviceni-panevniho-dna-pro-zacatecniky': [
    [
      'Wo der Beckenboden liegt',
      'Die Beckenbodenmuskeln bilden eine „Hängematte“ zwischen Schambein und Steißbein. Sie stützen die Organe des kleinen Beckens und helfen, den Urin zu halten.',
    ],
    [
      'So finden Sie die Muskeln',
      'Stellen Sie sich vor, Sie wollten einen Wind zurückhalten und gleichzeitig die Scheide oder die Hoden langsam nach oben ziehen. Gesäß, Oberschenkel und Bauch bleiben dabei locker.',
    ],
    [
      'Die erste Übung',
      [
        'in Rückenlage mit angewinkelten Knien einatmen,',
        'beim Ausatmen die Muskeln anspannen und nach oben ziehen, 5 Sekunden halten,',
        '10 Sekunden entspannen und 8- bis 10-mal wiederholen.',
      ],
      'Das Entspannen ist genauso wichtig wie das Anspannen. Bei Schmerzen oder Unsicherheit lassen Sie sich von einer Physiotherapeutin oder einem Physiotherapeuten beraten.',
    ],
  ],
  'venusiny-kulicky-jak-na-ne': [
    [
      'Wie sie wirken',
      'Das Gewicht in der Scheide aktiviert ganz natürlich die Beckenbodenmuskeln, die es halten. Die Kugeln ergänzen das bewusste Training, ersetzen es aber nicht.',
    ],
    [
      'Plan für den ersten Monat',
      [
        '1. Woche: die leichteste Kugel, 5 bis 10 Minuten täglich in Ruhe,',
        '2. Woche: 15 Minuten bei alltäglichen Tätigkeiten zu Hause,',
        '3. und 4. Woche: 20 bis 30 Minuten oder eine schwerere Kugel.',
      ],
    ],
    [
      'Hygiene',
      'Waschen Sie die Kugeln vor und nach der Anwendung mit warmem Wasser und Seife. Verwenden Sie zum Einführen ein Gel auf Wasserbasis.',
    ],
  ],
  'joga-doma-jak-zacit': [
    [
      'Ausrüstung',
      'Eine rutschfeste Matte, ein oder zwei Yogablöcke und bequeme Kleidung. Der Block hilft, wenn Sie den Boden noch nicht erreichen.',
    ],
    [
      'Eine Folge für 15 Minuten',
      [
        'Atmen im Sitzen: 2 Minuten,',
        'Katze und Kuh: 10 Wiederholungen,',
        'Herabschauender Hund: 5 Atemzüge,',
        'Krieger I und II auf jeder Seite: 5 Atemzüge,',
        'Kindhaltung und Entspannung im Liegen: 5 Minuten.',
      ],
    ],
    [
      'Wie es weitergeht',
      'Üben Sie lieber kürzer und dafür öfter. Lassen Sie Haltungen, die schmerzen, weg oder passen Sie sie mit einem Block als Stütze an.',
    ],
  ],
  'jak-vybrat-podlozku-na-cviceni': [
    [
      'Dicke',
      'Für Yoga eignen sich 4 bis 6 mm: Die Matte gibt Halt im Stand und bei Gleichgewichtsübungen. Für Pilates und Übungen im Liegen wählen Sie 8 bis 15 mm, das schont die Wirbelsäule.',
    ],
    [
      'Material',
      [
        'TPE: leicht, günstiger, gut zu reinigen,',
        'Naturkautschuk: bietet den besten Halt, ist aber schwerer und kann einen Eigengeruch haben,',
        'PVC: strapazierfähig und günstig, aber schwerer zu recyceln.',
      ],
    ],
    [
      'Pflege',
      'Wischen Sie die Matte mit einem feuchten Tuch und einem Tropfen Seife ab und lassen Sie sie ausgebreitet trocknen, nicht in der Sonne.',
    ],
  ],
  'kettlebell-pro-zacatecniky': [
    [
      'Welches Gewicht',
      'Frauen beginnen meist mit 8 kg, Männer mit 12 bis 16 kg. Für Kniebeugen und Swings eignet sich später eine schwerere, für Übungen über Kopf eine leichtere Kettlebell.',
    ],
    [
      'Swing',
      'Die Bewegung kommt aus der Hüfte, nicht aus den Armen. Schwingen Sie die Kettlebell mit geradem Rücken zwischen die Beine zurück und bringen Sie sie durch kräftiges Strecken der Hüfte auf Schulterhöhe.',
    ],
    [
      'Goblet Squat',
      'Halten Sie die Kettlebell am Griff vor der Brust, die Füße schulterbreit. Gehen Sie mit geradem Rücken in die Hocke, die Knie zeigen in Richtung der Fußspitzen.',
    ],
    [
      'Sicherheit',
      'Trainieren Sie auf ebenem Untergrund, mit Abstand zu Möbeln, und beginnen Sie mit kurzen Sätzen, bis die Technik sitzt.',
    ],
  ],
  'posilovani-s-odporovymi-gumami': [
    [
      'Farben und Widerstand',
      'Die Farbe des Bandes steht meist für den Widerstand, doch jeder Hersteller hat seine eigene Skala. Beginnen Sie mit einem Band, mit dem Sie 12 bis 15 Wiederholungen in sauberer Technik schaffen.',
    ],
    [
      'Fünf Übungen',
      [
        'Kniebeuge mit dem Band über den Knien,',
        'Rudern mit dem Band zur Taille in Vorbeuge,',
        'Drücken des Bandes nach vorne im Stand,',
        'Brücke in Rückenlage mit dem Band über den Knien,',
        'Arme seitlich öffnen mit dem Band hinter dem Rücken.',
      ],
    ],
    [
      'Pflege',
      'Prüfen Sie das Band vor dem Training. Ein angerissenes Band kann reißen, tauschen Sie es deshalb aus.',
    ],
  ],
  'foam-roller-regenerace': [
    [
      'So rollen Sie richtig',
      'Rollen Sie langsam, etwa 2 bis 3 Zentimeter pro Sekunde, 30 bis 60 Sekunden pro Muskelpartie. Atmen Sie ruhig und steuern Sie den Druck, indem Sie sich mit den Händen abstützen.',
    ],
    [
      'Wo Sie nicht rollen sollten',
      'Über Gelenke, die Lendenwirbelsäule, den Nacken und Stellen mit Blutergüssen oder Schwellungen.',
    ],
    [
      'Härte der Rolle',
      'Eine weichere Rolle eignet sich für Einsteiger, eine härtere mit Rillenprofil für alle, die das Rollen bereits gewohnt sind.',
    ],
  ],
  'masazni-micek-na-chodidla-a-zada': [
    [
      'Füße',
      'Rollen Sie den Ball im Sitzen oder Stehen langsam unter der Fußsohle von der Ferse bis zu den Zehen, eine Minute pro Fuß.',
    ],
    [
      'Rücken und Schultern',
      'Lehnen Sie sich mit dem Rücken an eine Wand, den Ball zwischen Schulterblatt und Wirbelsäule. Bewegen Sie den Ball, indem Sie die Knie beugen und strecken; die Wirbelsäule selbst sparen Sie aus.',
    ],
  ],
  'pilates-a-panevni-dno': [
    [
      'Gemeinsame Grundlage',
      'Pilates arbeitet mit der tiefen Rumpfmuskulatur: dem Zwerchfell, dem queren Bauchmuskel, den Muskeln entlang der Wirbelsäule und dem Beckenboden. Sie funktionieren als Einheit.',
    ],
    [
      'So fangen Sie an',
      'Beginnen Sie mit Übungen im Liegen auf der Matte und achten Sie auf die Atmung und ein ruhiges Tempo. Spannen Sie den Beckenboden beim Ausatmen sanft an und lassen Sie ihn beim Einatmen los.',
    ],
    [
      'Nach der Geburt',
      'Beginnen Sie nach der Geburt erst nach der ärztlichen Kontrolle und idealerweise unter Anleitung einer Physiotherapeutin oder eines Physiotherapeuten. Zuerst Atmung und Beckenboden, dann Belastung.',
    ],
  ],
  'zimni-treninkovy-plan': [
    [
      'Plan für drei Monate',
      'Dreimal pro Woche Ganzkörpertraining, einmal pro Woche Dehnen und Regeneration. Fügen Sie alle vier Wochen einen Satz hinzu oder greifen Sie zu einem schwereren Trainingsgerät.',
    ],
  ],
};
