/**
 * German product texts of each family in catalogue.ts: the same sentences in the same order, so a
 * product draws the same text in every language. The standards keep their German designation.
 */
import type { FamilyCode, FamilyText } from './catalogue.ts';

export const FAMILIES_DE: Record<FamilyCode, FamilyText> = {
  lubricant: {
    perex: [
      'Sanftes Gleitgel {brand} {line} für angenehme Feuchtigkeit ohne klebriges Gefühl.',
      'Gleitmittel {brand} {line} mit neutralem pH-Wert, auch für empfindliche Haut geeignet.',
    ],
    about: [
      '{brand} {line} ergänzt die natürliche Feuchtigkeit und verringert die Reibung. Das Gel ist frei von Farb- und Duftstoffen, hinterlässt keine Flecken auf der Wäsche und ist dermatologisch getestet.',
      'Das Gleitgel {brand} {line} ist für den täglichen Gebrauch bestimmt. Es hilft bei Trockenheitsgefühl, etwa nach der Geburt, in den Wechseljahren oder bei hormoneller Verhütung.',
    ],
    composition: [
      'Kurze Zutatenliste, ohne Farb- und Duftstoffe. Das Gel ist geschmacks- und geruchsneutral und lässt sich mit Kondomen aus Latex und Polyisopren verwenden.',
      'Enthält weder Parabene noch Pflanzenöle. Schon eine kleine Menge genügt; bei Bedarf können Sie nachdosieren.',
    ],
    care: [
      'Bei Raumtemperatur und vor direkter Sonne geschützt lagern. Nach dem Öffnen innerhalb von 12 Monaten aufbrauchen. Lässt sich mit lauwarmem Wasser leicht von Haut und Textilien abwaschen.',
      'Den Verschluss nach Gebrauch stets fest zudrehen. Bei Reizungen das Gel absetzen und ärztlichen Rat einholen.',
    ],
  },
  condom: {
    perex: [
      'Kondome {brand} {line} mit Reservoir und sanftem Gleitgel.',
      'Zuverlässige Kondome {brand} {line} für ein sicheres und angenehmes Gefühl.',
    ],
    about: [
      'Kondome {brand} {line} schützen vor ungewollter Schwangerschaft und vor sexuell übertragbaren Infektionen. Jedes Stück ist elektronisch geprüft und erfüllt die Norm DIN EN ISO 4074.',
      'Die Serie {line} von {brand} ist auf einfaches Abrollen und ein natürliches Gefühl ausgelegt. Die anatomische Form sitzt sicher an ihrem Platz.',
    ],
    composition: [
      'Die Kondome sind mit Gleitmittel auf Silikonbasis befeuchtet und haben ein Reservoir. Wählen Sie die nominale Breite nach dem Penisumfang; eine Größentabelle finden Sie in unserem Ratgeber.',
      'Jedes Kondom ist einzeln eingeschweißt, mit aufgedrucktem Haltbarkeitsdatum. Die Verpackung ist diskret und ohne auffällige Bilder.',
    ],
    care: [
      'Trocken und kühl lagern, vor scharfen Gegenständen und direkter Sonne schützen. Nicht mit Gleitmitteln auf Ölbasis verwenden, da diese Latex angreifen.',
      'Ein Kondom nur einmal verwenden. Nach Gebrauch in Papier einwickeln und im Restmüll entsorgen, nicht in der Toilette.',
    ],
  },
  cup: {
    perex: [
      'Menstruationstasse {brand} {line} aus weichem medizinischem Silikon für bis zu 12 Stunden.',
      'Tasse {brand} {line} – der sparsame und umweltfreundliche Ersatz für Tampons.',
    ],
    about: [
      'Die Tasse {brand} {line} fängt das Menstruationsblut auf, statt es aufzusaugen. Sie hält bis zu 12 Stunden und begleitet Sie bei richtiger Pflege mehrere Jahre.',
      'Die Form der Tasse {line} lässt sich leicht einführen und entnehmen. Den Stiel können Sie nach Bedarf kürzen, die Rillen am Körper helfen, den Unterdruck zu lösen.',
    ],
    composition: [
      'Aus 100 % medizinischem Silikon, frei von Latex, BPA und Farbstoffen. Größe S ist für eine schwächere Periode und für Frauen gedacht, die noch nicht entbunden haben, die Größen M und L für eine mittlere bis starke Periode.',
      'Im Lieferumfang sind ein Baumwollbeutel zur Aufbewahrung und eine kurze Anleitung auf Deutsch enthalten.',
    ],
    care: [
      'Vor dem ersten Gebrauch und nach jedem Zyklus 5 Minuten in Wasser auskochen. Während der Periode erst mit kaltem, dann mit warmem Wasser ausspülen.',
      'Die Tasse trocken in einem luftdurchlässigen Beutel aufbewahren. Keine aggressiven Reinigungsmittel verwenden.',
    ],
  },
  panties: {
    perex: [
      'Periodenslip {brand} {line} mit saugfähiger Schicht, den ganzen Tag bequem.',
      'Wiederverwendbarer Periodenslip {brand} {line}.',
    ],
    about: [
      'Der Slip {brand} {line} ersetzt Binden und Tampons. Die saugfähige Schicht hält das Blut zurück, läuft nicht aus und fühlt sich trocken an.',
      'Der Schnitt {line} schneidet nirgends ein und zeichnet sich unter der Kleidung nicht ab. Er eignet sich allein und als zusätzlicher Schutz zur Menstruationstasse.',
    ],
    composition: [
      'Das Obermaterial besteht aus Bio-Baumwolle oder Viskose mit Elasthan, der saugfähige Kern aus vier Lagen mit einer undurchlässigen Membran. Ohne Silber und andere Biozide.',
      'Die Größen entsprechen üblicher Unterwäsche; liegen Sie zwischen zwei Größen, wählen Sie die größere.',
    ],
    care: [
      'Nach dem Tragen in kaltem Wasser ausspülen und bei 30 °C ohne Weichspüler waschen. An der Luft trocknen, nicht bügeln und nicht in den Trockner geben.',
      'Bei richtiger Pflege hält der Slip bei regelmäßigem Gebrauch etwa zwei Jahre.',
    ],
  },
  wash: {
    perex: [
      'Intimwaschgel {brand} {line} mit Milchsäure für die tägliche Hygiene.',
      'Mildes Waschgel {brand} {line} für den empfindlichen Intimbereich.',
    ],
    about: [
      'Das Gel {brand} {line} reinigt sanft und unterstützt das natürliche saure Milieu des Intimbereichs. Es eignet sich auch während der Periode und in der Schwangerschaft.',
      'Das Waschgel {line} trocknet nicht aus, schäumt nicht übermäßig und hinterlässt keinen Film. Es wurde unter gynäkologischer Aufsicht getestet.',
    ],
    composition: [
      'Enthält Milchsäure, Panthenol und Kamillen- oder Aloe-vera-Extrakt. Ohne Seife, SLS und Parabene; pH 4,5.',
      'Milde Tenside pflanzlichen Ursprungs, ohne Farbstoffe. Die Pumpflasche ist recycelbar.',
    ],
    care: [
      'Nur äußerlich anwenden, ein- bis zweimal täglich. Bei höchstens 25 °C lagern.',
      'Vor Frost und direkter Sonne schützen. Nach dem Öffnen innerhalb von 12 Monaten aufbrauchen.',
    ],
  },
  wipes: {
    perex: [
      'Intimtücher {brand} {line} in der praktischen Packung für die Handtasche.',
      'Feuchte Intimtücher {brand} {line} für Frische unterwegs.',
    ],
    about: [
      'Die Tücher {brand} {line} sind überall dort praktisch, wo kein Wasser zur Hand ist: auf Reisen, bei der Arbeit oder nach dem Sport.',
      'Die sanften Tücher {line} erfrischen, ohne die natürliche Scheidenflora zu stören. Die Packung lässt sich wieder verschließen.',
    ],
    composition: [
      'Vliesstoff aus Viskose, getränkt mit einer Lotion mit Milchsäure und Aloe vera. Ohne Alkohol und Duftstoffe.',
      'Die Tücher sind biologisch abbaubar, gehören aber nicht in die Toilette.',
    ],
    care: [
      'Die Packung nach dem Öffnen stets gut verschließen, damit die Tücher nicht austrocknen. Vor direkter Sonne geschützt lagern.',
      'Benutzte Tücher im Hausmüll entsorgen.',
    ],
  },
  oil: {
    perex: [
      'Massageöl {brand} {line} für eine entspannende Ganzkörpermassage.',
      'Natürliches Massageöl {brand} {line} mit sanfter Textur.',
    ],
    about: [
      'Das Öl {brand} {line} gleitet gut, zieht langsam ein und hinterlässt eine geschmeidige Haut. Es eignet sich für entspannende Massagen und für Partnermassagen.',
      'Das Massageöl {line} ist für die Massage des ganzen Körpers bestimmt. Der Dosierverschluss hilft, die richtige Menge abzumessen.',
    ],
    composition: [
      'Grundlage ist eine Mischung aus Mandel-, Aprikosenkern- und Sonnenblumenöl mit Vitamin E. Die duftenden Varianten enthalten natürliche ätherische Öle.',
      'Das Öl ist nicht für die intime Anwendung mit Latexkondomen geeignet, da es Latex angreift.',
    ],
    care: [
      'Vor Gebrauch schütteln. Kühl und dunkel lagern, nach dem Öffnen innerhalb von 12 Monaten aufbrauchen.',
      'Ölflecken auf Textilien vor dem Waschen mit einem Fettlöser vorbehandeln.',
    ],
  },
  kegel: {
    perex: [
      'Liebeskugeln {brand} {line} zur Stärkung des Beckenbodens.',
      'Beckenboden-Trainingsset {brand} {line} aus medizinischem Silikon.',
    ],
    about: [
      'Regelmäßiges Training mit den Kugeln {brand} {line} stärkt die Beckenbodenmuskulatur, unterstützt die Rückbildung nach der Geburt und beugt ungewolltem Harnverlust vor.',
      'Die Kugeln {line} werden bei alltäglichen Tätigkeiten 15 bis 30 Minuten am Tag getragen. Die Belastung wird schrittweise nach der Anleitung gesteigert.',
    ],
    composition: [
      'Die Oberfläche besteht aus glattem medizinischem Silikon ohne Latex und Phthalate, im Inneren liegt ein Gewicht. Das Rückholbändchen ist fest mit den Kugeln verbunden.',
      'Das Set enthält Kugeln mit unterschiedlichem Gewicht, sodass Sie sich von der Einsteiger- zur Fortgeschrittenenstufe steigern können.',
    ],
    care: [
      'Vor und nach dem Gebrauch mit warmem Wasser und milder Seife reinigen. Mit Gleitmittel auf Wasserbasis verwenden.',
      'Im beiliegenden Beutel aufbewahren. In der Schwangerschaft ärztlichen Rat einholen.',
    ],
  },
  trainer: {
    perex: [
      'Smarter Beckenbodentrainer {brand} {line} mit App auf Deutsch.',
      'Trainer {brand} {line}: Beckenbodentraining mit Biofeedback auf dem Smartphone.',
    ],
    about: [
      'Der Trainer {brand} {line} misst die Muskelkraft, und die App führt Sie spielerisch durch kurze Übungen. So verfolgen Sie Ihre Fortschritte und wie regelmäßig Sie trainieren.',
      'Das Programm in der App haben Physiotherapeutinnen und Physiotherapeuten entwickelt. Fünf Minuten am Tag genügen; erste Ergebnisse bemerken Anwenderinnen nach sechs Wochen.',
    ],
    composition: [
      'Körper aus medizinischem Silikon, der Akku wird über USB‑C geladen und reicht für etwa 10 Trainingseinheiten. Verbindung zum Smartphone über Bluetooth, App für Android und iOS.',
      'Die Trainingsdaten werden auf dem Smartphone gespeichert und ohne Ihre Einwilligung nicht weitergegeben.',
    ],
    care: [
      'Nach jedem Gebrauch mit Wasser und milder Seife reinigen, keinen Alkohol verwenden. Der Trainer ist wasserdicht (IPX7), das Ladegerät jedoch vor Feuchtigkeit schützen.',
      'Für die Garantie von 24 Monaten gelten die üblichen Reklamationsregeln.',
    ],
  },
  supplement: {
    perex: [
      'Nahrungsergänzungsmittel {brand} {line} mit Vitaminen und Pflanzenextrakten.',
      '{brand} {line}: Kapseln zur täglichen Unterstützung des Körpers.',
    ],
    about: [
      '{brand} {line} ist ein Nahrungsergänzungsmittel mit einer ausgewogenen Kombination aus Vitaminen, Mineralstoffen und Pflanzenextrakten. Es wird langfristig eingenommen, mindestens drei Monate lang.',
      'Das Präparat {line} wird in Tschechien nach den Standards der guten Herstellungspraxis hergestellt. Die Kapseln sind pflanzlich und leicht zu schlucken.',
    ],
    composition: [
      'Empfohlene Verzehrmenge: 1 Kapsel täglich zu einer Mahlzeit mit ausreichend Wasser. Die empfohlene tägliche Verzehrmenge nicht überschreiten.',
      'Nahrungsergänzungsmittel sind kein Ersatz für eine abwechslungsreiche Ernährung und eine gesunde Lebensweise. Nicht für Kinder, Schwangere und Stillende bestimmt.',
    ],
    care: [
      'Für Kinder unzugänglich, trocken und bei höchstens 25 °C aufbewahren. Nach dem Öffnen innerhalb von 6 Monaten aufbrauchen.',
      'In der Originalverpackung aufbewahren. Das Mindesthaltbarkeitsdatum steht auf dem Boden der Packung.',
    ],
  },
  dumbbell: {
    perex: [
      'Kurzhantel {brand} {line} für das Krafttraining zu Hause und im Fitnessstudio.',
      'Hantel {brand} {line} mit rutschfestem Griff.',
    ],
    about: [
      'Die Hanteln {brand} {line} eignen sich für das Training von Armen, Schultern und dem ganzen Körper. Die Sechskantform verhindert, dass sie nach dem Ablegen wegrollen.',
      'Die Serie {line} hat einen ergonomischen, gerändelten Chromgriff, der auch in verschwitzten Händen sicher liegt.',
    ],
    composition: [
      'Der Gusseisenkern mit Gummi- oder Vinylummantelung schont den Boden und dämpft Geräusche. Das Gewicht ist an beiden Enden angegeben.',
      'Die Gewichtstoleranz beträgt bis zu ±3 %. Die Hanteln werden einzeln verkauft.',
    ],
    care: [
      'Nach dem Training mit einem feuchten Tuch abwischen und trocknen lassen. Nicht in direkter Sonne lagern.',
      'Die Hanteln nicht aus der Höhe auf harten Boden fallen lassen.',
    ],
  },
  kettlebell: {
    perex: [
      'Kettlebell {brand} {line} für Swings, Kniebeugen und funktionelles Training.',
      'Robuste Kettlebell {brand} {line} mit breitem Griff.',
    ],
    about: [
      'Die Kettlebell {brand} {line} trainiert Kraft, Schnellkraft und Ausdauer. Sie ist die Grundlage für funktionelles Training und Zirkeltraining zu Hause.',
      'Der breite Griff der Serie {line} lässt sich mit beiden Händen fassen, der flache Boden sorgt für einen sicheren Stand.',
    ],
    composition: [
      'Aus einem Stück Gusseisen ohne Schweißnähte gegossen, pulverbeschichtet oder mit Vinyl ummantelt. Farbliche Kennzeichnung nach Gewicht.',
      'Die Kettlebells der Wettkampfserie haben in allen Gewichtsklassen dieselben Maße.',
    ],
    care: [
      'Den Griff trocken und sauber halten; bei intensiver Nutzung gelegentlich mit feinem Schleifpapier nachschleifen.',
      'Trocken lagern, damit sie nicht rostet.',
    ],
  },
  band: {
    perex: [
      'Widerstandsband {brand} {line} für Kraftaufbau, Reha und Dehnung.',
      'Fitnessband {brand} {line} in mehreren Widerstandsstufen.',
    ],
    about: [
      'Die Bänder {brand} {line} sind leicht und platzsparend, also ideal für unterwegs und zu Hause. Damit trainieren Sie Kniebeugen, Ruderzüge, Drückübungen und Übungen für den Po.',
      'Die Serie {line} ist nach Widerstandsstärke farblich gekennzeichnet; beginnen Sie mit einem leichteren Band und steigern Sie sich nach und nach.',
    ],
    composition: [
      'Aus geschichtetem Naturlatex oder, für Allergiker, aus TPE. Die Stoffvarianten haben eine rutschfeste Innenseite.',
      'Prüfen Sie das Band vor jedem Gebrauch auf Risse.',
    ],
    care: [
      'Nach dem Training mit einem feuchten Tuch abwischen, keine Lösungsmittel verwenden. Vor direkter Sonne und scharfen Kanten schützen.',
      'Locker lagern, nicht über scharfe Ecken spannen.',
    ],
  },
  mat: {
    perex: [
      'Yogamatte {brand} {line} mit rutschfester Oberfläche.',
      'Leichte Trainingsmatte {brand} {line} für Yoga und Pilates.',
    ],
    about: [
      'Die Matte {brand} {line} liegt fest auf dem Boden und verrutscht auch bei dynamischen Abfolgen nicht. Das Maß von 183 × 61 cm passt den meisten Trainierenden.',
      'Die Serie {line} dämpft Stöße und schont die Gelenke bei Übungen im Knien und im Liegen.',
    ],
    composition: [
      'Das Material TPE ist frei von PVC und Latex, Korkmatten haben eine Unterseite aus Naturkautschuk. Die Matte wird mit einem Tragegurt geliefert.',
      'Die beiden Seiten sind unterschiedlich strukturiert; die gröbere Seite gehört nach unten.',
    ],
    care: [
      'Mit einem feuchten Tuch und einem Tropfen milder Seife reinigen und an der Luft trocknen lassen. Nicht in der Waschmaschine waschen.',
      'Aufgerollt, mit der Oberseite nach außen und vor direkter Sonne geschützt lagern.',
    ],
  },
  block: {
    perex: [
      'Yogablock {brand} {line} für Stabilität und die richtige Haltung.',
      'Fester Block {brand} {line} für Yoga und Dehnübungen.',
    ],
    about: [
      'Der Block {brand} {line} hilft Ihnen, die richtige Position einzunehmen, solange die Beweglichkeit noch fehlt. Er eignet sich auch für Pilates und Reha-Übungen.',
      'Die Blöcke {line} lassen sich in drei Höhen aufstellen und allein oder zu zweit verwenden.',
    ],
    composition: [
      'Maße 23 × 15 × 7,5 cm, abgerundete Kanten. EVA-Schaum ist leicht, Kork ist fester und natürlich.',
      'Das Material riecht nicht und enthält kein Latex.',
    ],
    care: [
      'Mit einem feuchten Tuch abwischen und trocknen lassen.',
      'Vor längerer direkter Sonneneinstrahlung schützen.',
    ],
  },
  roller: {
    perex: [
      'Massagerolle {brand} {line} zum Lockern von Muskeln und Faszien.',
      'Faszienrolle {brand} {line} für die Regeneration nach dem Training.',
    ],
    about: [
      'Die Rolle {brand} {line} lockert verspannte Muskeln nach dem Laufen und dem Krafttraining. 5 bis 10 Minuten nach dem Training genügen.',
      'Die Serie {line} gibt es in verschiedenen Härtegraden; weich eignet sich für Einsteiger, hart für die Tiefenmassage.',
    ],
    composition: [
      'Fester Kern aus ABS-Kunststoff mit einer Oberfläche aus EVA-Schaum, Länge 33 cm, Durchmesser 14 cm. Belastbar bis 150 kg.',
      'Die erhabene Oberflächenstruktur ahmt die Hände und Finger eines Masseurs nach.',
    ],
    care: ['Mit einem feuchten Tuch abwischen.', 'Nicht an der Heizung oder in direkter Sonne lagern.'],
  },
  ball: {
    perex: [
      'Massageball {brand} {line} für Triggerpunkte und Fußsohlen.',
      'Kleiner Massageball {brand} {line} für Tasche und Büro.',
    ],
    about: [
      'Der Ball {brand} {line} lockert überlastete Stellen, die eine Rolle nicht erreicht: Fußsohlen, Waden, Nacken und Schulterblätter.',
      'Die Serie {line} eignet sich auch für die Selbstmassage zwischendurch bei der Arbeit.',
    ],
    composition: [
      'Durchmesser 6 bis 8 cm, fester Gummi oder TPE. Die Noppen fördern die Durchblutung.',
      'Enthält weder Latex noch Phthalate.',
    ],
    care: ['Mit Wasser und Seife reinigen.', 'Vor direkter Sonne geschützt lagern.'],
  },
  rope: {
    perex: [
      'Springseil {brand} {line} mit verstellbarer Seillänge.',
      'Speed Rope {brand} {line} für das Konditionstraining.',
    ],
    about: [
      'Das Springseil {brand} {line} ist das einfachste Cardiotraining: Zehn Minuten Seilspringen entsprechen einer halben Stunde Joggen.',
      'Die Serie {line} hat kugelgelagerte Griffe, die sich gleichmäßig und leise drehen.',
    ],
    composition: [
      'Stahlseil mit PVC-Ummantelung, Länge bis 3 m verstellbar. Griffe aus Aluminium oder Kunststoff mit rutschfester Oberfläche.',
      'Stellen Sie die Länge so ein, dass die Griffenden bis unter die Achseln reichen, wenn Sie mit einem Fuß auf dem Seil stehen.',
    ],
    care: [
      'Auf ebenem Untergrund springen; auf rauem Beton nutzt sich das Seil schneller ab.',
      'Locker aufgerollt lagern.',
    ],
  },
};
