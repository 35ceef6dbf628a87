/**
 * The German perex and body of every glossary term, keyed by the term's slug; each body has as many
 * paragraphs as the Czech one in glossary.ts.
 */
export const GLOSSARY_DE: Record<string, { perex: string; text: string[] }> = {
  'lubrikacni-gel': {
    perex: 'Ein Mittel, das die Reibung verringert und beim Sex für mehr Komfort sorgt.',
    text: [
      'Gleitgel ergänzt die natürliche Feuchtigkeit der Schleimhaut. Es hilft bei Trockenheit in der Stillzeit, in den Wechseljahren, bei hormoneller Verhütung und bei Stress.',
      'Je nach Grundlage unterscheidet man Gleitgele auf Wasserbasis, auf Silikonbasis und Hybridgele. Für Kondome und Toys aus Latex eignen sich Gele auf Wasser- wie auf Silikonbasis; ölhaltige Produkte greifen Latex an.',
    ],
  },
  'gel-na-vodni-bazi': {
    perex: 'Das vielseitigste Gleitmittel: leicht abwaschbar und für Kondome wie für Toys geeignet.',
    text: [
      'Gleitgele auf Wasserbasis schaden weder Latex noch Silikon und hinterlassen keine Flecken auf der Wäsche. Sie ziehen nach und nach ein, deshalb muss man beim Sex manchmal nachdosieren.',
      'Bei empfindlicher Haut wählen Sie ein Gel ohne Duftstoffe und Glycerin, mit einem pH-Wert um 4,5 und niedriger Osmolalität.',
    ],
  },
  'silikonovy-lubrikant': {
    perex: 'Bleibt lange gleitfähig, zieht nicht ein und eignet sich auch für den Einsatz im Wasser.',
    text: [
      'Silikon-Gleitmittel ziehen nicht in die Haut ein, daher genügt eine kleinere Menge, und sie halten länger als Gele auf Wasserbasis. Sie sind für Latexkondome geeignet.',
      'Verwenden Sie sie nicht mit Toys aus Silikon, denn sie können deren Oberfläche angreifen. Von der Haut lassen sie sich mit Seife und warmem Wasser abwaschen.',
    ],
  },
  'hybridni-lubrikant': {
    perex: 'Wasserbasis mit einem kleinen Anteil Silikon: cremige Textur und längere Wirkung.',
    text: [
      'Hybridgele verbinden die leichte Abwaschbarkeit von Gelen auf Wasserbasis mit der Ergiebigkeit von Silikongelen. Sie haben eine leicht cremige Konsistenz.',
      'Mit Latexkondomen lassen sie sich verwenden; bei Toys aus Silikon empfehlen wir, sie zuerst an einer kleinen Stelle zu testen.',
    ],
  },
  osmolalita: {
    perex:
      'Maß für die Konzentration gelöster Stoffe im Gel; ist sie zu hoch, kann sie die Schleimhaut austrocknen.',
    text: [
      'Ein Gel mit hoher Osmolalität entzieht den Schleimhautzellen Wasser und kann so paradoxerweise Trockenheit und Reizungen verstärken. Die Weltgesundheitsorganisation empfiehlt für Gleitmittel einen Wert von höchstens 1.200 mOsm/kg.',
      'Eine niedrige Osmolalität haben meist Gele ohne Glycerin und Propylenglykol.',
    ],
  },
  'ph-intimni-oblasti': {
    perex: 'Das natürlich saure Scheidenmilieu (pH 3,8 bis 4,5) schützt vor Infektionen.',
    text: [
      'Für das saure Milieu sorgen Milchsäurebakterien. Herkömmliche Seifen sind alkalisch und stören das Gleichgewicht, daher eignet sich für die Intimhygiene ein Waschgel mit einem pH-Wert um 4,5 besser.',
      'Ein erhöhter pH-Wert kann mit einer bakteriellen Vaginose zusammenhängen; bei Geruch oder Ausfluss suchen Sie Ihre Frauenärztin oder Ihren Frauenarzt auf.',
    ],
  },
  'intimni-hygiena': {
    perex:
      'Schonende Pflege des Intimbereichs, die den natürlichen Schutz von Haut und Schleimhaut nicht stört.',
    text: [
      'Ein- bis zweimal täglich genügen lauwarmes Wasser und ein mildes Waschgel mit saurem pH-Wert. Scheidenspülungen und parfümierte Produkte sind unnötig und können schaden.',
      'Für unterwegs und fürs Fitnessstudio eignen sich alkoholfreie Intimpflegetücher.',
    ],
  },
  laktobacily: {
    perex: 'Milchsäurebakterien, die den größten Teil der gesunden Scheidenflora bilden.',
    text: [
      'Laktobazillen bilden Milchsäure und halten so den pH-Wert im sauren Bereich, in dem Krankheitserreger schlecht gedeihen.',
      'Ihre Zahl sinkt durch Antibiotika, hormonelle Veränderungen oder ungeeignete Hygiene. Intim-Probiotika können sie wieder auffüllen.',
    ],
  },
  probiotika: {
    perex: 'Lebende Mikroorganismen, die in ausreichender Menge der Gesundheit nützen.',
    text: [
      'Intim-Probiotika enthalten Laktobazillen-Stämme, die aus der Scheidenflora gewonnen wurden. Sie werden geschluckt oder als Vaginalkapseln angewendet, häufig nach einer Behandlung mit Antibiotika.',
      'Kapseln zum Schlucken sind Nahrungsergänzungsmittel, Vaginalkapseln Medizinprodukte; Arzneimittel sind beide nicht. Bei wiederkehrenden Beschwerden sprechen Sie mit Ihrer Ärztin oder Ihrem Arzt.',
    ],
  },
  'vaginalni-mikrobiom': {
    perex: 'Die Gemeinschaft der Mikroorganismen in der Scheide, die vor Infektionen schützt.',
    text: [
      'Ein gesundes Mikrobiom besteht überwiegend aus Laktobazillen. Sein Gleichgewicht beeinflussen Menstruation, Schwangerschaft, Verhütung, Antibiotika und die Art der Intimhygiene.',
    ],
  },
  kondom: {
    perex: 'Barriere-Verhütungsmittel, das zugleich vor sexuell übertragbaren Infektionen schützt.',
    text: [
      'Richtig angewendet schützt ein Kondom zu 98 % vor einer Schwangerschaft. Es ist das einzige Verhütungsmittel, das zugleich das Risiko einer Übertragung von HIV, Chlamydien und Tripper deutlich senkt.',
      'Wichtig sind die richtige Größe, das Haltbarkeitsdatum und ein Gleitmittel auf Wasser- oder Silikonbasis.',
    ],
  },
  'nominalni-sirka': {
    perex: 'Die Breite des flach liegenden Kondoms in Millimetern; nach ihr richtet sich die Größe.',
    text: [
      'Gängige Kondome haben eine Nennbreite von 52 bis 54 mm, kleinere Größen um 49 mm, Größe XL 57 mm und mehr. Ein zu enges Kondom reißt leichter, ein zu weites rutscht ab.',
    ],
  },
  latex: {
    perex: 'Naturkautschuk, das häufigste Material für Kondome.',
    text: [
      'Latex ist elastisch, dünn und zuverlässig. Öle, Vaseline und Massageöle greifen ihn an; verwenden Sie mit Latexkondomen deshalb nur Gleitmittel auf Wasser- oder Silikonbasis.',
    ],
  },
  'alergie-na-latex': {
    perex: 'Reaktion auf Eiweiße im Naturlatex: Juckreiz, Rötungen, selten auch ernstere Beschwerden.',
    text: [
      'Bei einer Latexallergie wählen Sie Kondome aus Polyisopren oder Polyurethan und Toys aus medizinischem Silikon. Besteht der Verdacht auf eine Allergie, lassen Sie sich allergologisch beraten.',
    ],
  },
  polyisopren: {
    perex: 'Synthetischer Kautschuk ohne die allergenen Eiweiße des Latex, weich und elastisch.',
    text: [
      'Kondome aus Polyisopren fühlen sich ähnlich an wie Latexkondome, sind aber für Allergiker geeignet. Wie Latex werden sie von Ölen angegriffen.',
    ],
  },
  polyuretan: {
    perex: 'Dünner, latexfreier Kunststoff, der Wärme gut leitet.',
    text: [
      'Kondome aus Polyurethan sind sehr dünn und vertragen auch Gleitmittel auf Ölbasis. Sie sind weniger dehnbar als Latex, deshalb kommt es besonders auf die richtige Größe an.',
    ],
  },
  chlamydie: {
    perex: 'Die häufigste bakterielle sexuell übertragbare Infektion, oft ohne Symptome.',
    text: [
      'Eine unbehandelte Chlamydieninfektion kann zu einer Eileiterentzündung und Unfruchtbarkeit führen. Kondome schützen davor; behandelt wird sie mit Antibiotika, die eine Ärztin oder ein Arzt verschreibt.',
      'Bei einer neuen Partnerschaft ist ein Test sinnvoll; angeboten wird er in gynäkologischen, urologischen und dermatologisch-venerologischen Praxen.',
    ],
  },
  'menstruacni-kalisek': {
    perex: 'Wiederverwendbarer Becher aus medizinischem Silikon, der das Menstruationsblut auffängt.',
    text: [
      'Die Tasse kann bis zu 12 Stunden getragen werden und hält bei richtiger Pflege mehrere Jahre. Sie trocknet die Schleimhaut nicht aus und verursacht keinen Müll wie Einwegbinden und Tampons.',
      'Die Größe richtet sich nach Alter, Geburten und Stärke der Blutung. Zwischen den Zyklen kochen Sie die Tasse aus.',
    ],
  },
  'lekarsky-silikon': {
    perex:
      'Silikon, das für den längeren Kontakt mit dem Körper zertifiziert ist, frei von Phthalaten und Latex.',
    text: [
      'Aus medizinischem Silikon werden Menstruationstassen, Liebeskugeln und Beckenbodentrainer hergestellt. Es ist glatt, porenfrei, lässt sich auskochen und löst nur selten Allergien aus.',
      'Kombinieren Sie es nicht mit Gleitmitteln auf Silikonbasis, sie könnten die Oberfläche angreifen.',
    ],
  },
  tpe: {
    perex: 'Weiches, elastisches Material, eine Alternative zu Silikon bei Menstruationstassen und Toys.',
    text: [
      'TPE ist frei von Latex und Phthalaten und etwas weicher als Silikon. Tassen aus TPE lassen sich auskochen, Toys aus TPE vertragen hohe Temperaturen aber nicht so gut wie Silikon.',
    ],
  },
  'sterilizace-kalisku': {
    perex: 'Auskochen der Menstruationstasse zwischen den Zyklen, damit sie sauber und keimfrei ist.',
    text: [
      'Kochen Sie die Tasse 3 bis 5 Minuten in einem Topf mit Wasser aus, ohne dass sie den Boden berührt, oder verwenden Sie einen Sterilisierbecher für die Mikrowelle. Während der Periode genügt es, sie erst mit kaltem und dann mit warmem Wasser abzuspülen.',
    ],
  },
  'syndrom-toxickeho-soku': {
    perex:
      'Seltene, aber ernste Erkrankung, die mit zu langem Tragen von Menstruationsprodukten zusammenhängt.',
    text: [
      'Das Risiko sinkt, wenn Sie Tampons spätestens nach 8 Stunden wechseln und die Menstruationstasse spätestens nach 12 Stunden leeren. Bei plötzlichem Fieber, Hautausschlag und Übelkeit während der Periode entfernen Sie das Produkt und suchen eine Ärztin oder einen Arzt auf.',
    ],
  },
  'menstruacni-kalhotky': {
    perex: 'Waschbare Unterwäsche mit mehrlagiger, saugfähiger Einlage statt Einwegbinden.',
    text: [
      'Die Saugfähigkeit hängt vom Modell ab und reicht von leichten Tagen bis zu starker Blutung. Nach dem Tragen spülen Sie die Periodenunterwäsche in kaltem Wasser aus und waschen sie bei 30 bis 40 °C ohne Weichspüler.',
    ],
  },
  'panevni-dno': {
    perex: 'Muskelgruppe, die die Organe des kleinen Beckens trägt und das Wasserlassen steuert.',
    text: [
      'Schwangerschaft, Geburt, Alter, Übergewicht oder schweres Heben schwächen die Beckenbodenmuskulatur. Ein geschwächter Beckenboden zeigt sich durch Harnverlust beim Husten oder Springen.',
      'Stärken lässt er sich mit Übungen, Liebeskugeln oder einem Trainer mit App. Nach einer Geburt beginnen Sie erst nach Rücksprache mit einer Physiotherapeutin oder einem Physiotherapeuten.',
    ],
  },
  'kegelovy-cviky': {
    perex: 'Wiederholtes Anspannen und Entspannen der Beckenbodenmuskulatur.',
    text: [
      'Spannen Sie die Muskeln 5 Sekunden lang an, entspannen Sie sie ebenso lange und wiederholen Sie das 10-mal, dreimal täglich. Halten Sie dabei nicht die Luft an und spannen Sie weder Po noch Bauch an.',
      'Erste Erfolge zeigen sich meist nach 6 bis 12 Wochen regelmäßigen Trainings.',
    ],
  },
  'venusiny-kulicky': {
    perex:
      'Kleine Gewichte, die in die Scheide eingeführt werden und den Beckenboden auf natürliche Weise fordern.',
    text: [
      'Die Beckenbodenmuskeln halten die Kugeln und werden dabei trainiert. Man beginnt mit einem leichteren Set und kürzerer Tragedauer und steigert das Gewicht nach und nach.',
    ],
  },
  biofeedback: {
    perex: 'Rückmeldung über die Muskelanspannung, die der Trainer in der App anzeigt.',
    text: [
      'Ein Trainer mit Sensor misst die Kraft der Anspannung, und die App leitet das Training danach an. So prüfen Sie, ob Sie die richtigen Muskeln trainieren, und verfolgen Ihre Fortschritte.',
    ],
  },
  'stresova-inkontinence': {
    perex: 'Harnverlust beim Husten, Niesen, Lachen oder Springen.',
    text: [
      'Die häufigste Ursache ist ein geschwächter Beckenboden. Leichte Beschwerden bessern sich oft durch regelmäßiges Training, bei stärkeren helfen Physiotherapie oder eine urologische Praxis weiter.',
    ],
  },
  diastaza: {
    perex: 'Auseinanderweichen der geraden Bauchmuskeln, häufig nach einer Schwangerschaft.',
    text: [
      'Bei einer Rektusdiastase sind klassische Sit-ups nicht zu empfehlen. Geeignet sind Übungen für das tiefe Stabilisationssystem, Pilates unter Anleitung und Beckenbodentraining.',
    ],
  },
  'masazni-olej': {
    perex: 'Öl, das die Hände leicht über die Haut gleiten lässt und sie zugleich pflegt.',
    text: [
      'Massageöle werden aus Trägerölen hergestellt, oft mit einem Zusatz ätherischer Öle. Verwenden Sie sie nicht als Gleitmittel mit Latexkondomen, denn sie greifen Latex an.',
    ],
  },
  'nosny-olej': {
    perex: 'Pflanzenöl als Grundlage von Massagemischungen: Mandel-, Jojoba- oder Aprikosenkernöl.',
    text: [
      'Trägeröle werden für die Massage pur verwendet oder als Basis, der man einige Tropfen ätherisches Öl zugibt. Für empfindliche Haut eignen sich Öle ohne Duftstoffe.',
    ],
  },
  'etericky-olej': {
    perex: 'Duftende Essenz aus Pflanzen, zum Beispiel aus Lavendel oder Orange.',
    text: [
      'Ätherische Öle werden nur verdünnt in einem Trägeröl auf die Haut aufgetragen, meist in einer Konzentration von 1 bis 3 %. In der Schwangerschaft und bei Kindern sollten Sie manche von ihnen meiden.',
    ],
  },
  pilates: {
    perex:
      'Training zur Kräftigung der Körpermitte mit Fokus auf Atmung, Präzision und kontrollierte Bewegung.',
    text: [
      'Pilates kräftigt die tiefe Bauchmuskulatur, den Rücken und den Beckenboden und verbessert die Haltung. Trainiert wird auf der Matte oder an Geräten, mit Bällen und Bändern.',
    ],
  },
  joga: {
    perex: 'Training, das Körperhaltungen (Asanas), Atmung und Entspannung verbindet.',
    text: [
      'Yoga verbessert Beweglichkeit, Kraft und Gleichgewicht. Für den Anfang genügt eine rutschfeste Matte; Yogablöcke helfen dort, wo Sie noch nicht hinkommen.',
    ],
  },
  'foam-roller': {
    perex: 'Schaumstoffrolle zur Selbstmassage von Muskeln und Faszien.',
    text: [
      'Langsames Rollen über den Muskel für 30 bis 90 Sekunden löst Verspannungen nach dem Training und nach einem Tag am Computer. Härtere Rollen mit Noppen wirken in die Tiefe, weichere sind für Einsteiger gedacht.',
    ],
  },
  fascie: {
    perex: 'Bindegewebshüllen der Muskeln, die den ganzen Körper miteinander verbinden.',
    text: [
      'Gesunde Faszien sind elastisch und gleitfähig. Bewegungsmangel und Überlastung machen sie steif, was sich durch Schmerzen und eingeschränkte Beweglichkeit bemerkbar macht.',
    ],
  },
  'myofascialni-uvolneni': {
    perex:
      'Technik, die Muskeln und Faszien durch Druck lockert, etwa mit einer Rolle oder einem Massageball.',
    text: [
      'Druck auf schmerzhafte Punkte und langsames Rollen darüber lösen Verspannungen. Ein Massageball eignet sich für kleinere Flächen: Fußsohlen, Gesäß, Schulterblätter.',
    ],
  },
  kettlebell: {
    perex: 'Gusseiserne Kugel mit Griff für Swings, Kniebeugen und Zugübungen.',
    text: [
      'Die Kettlebell beansprucht mehrere Muskeln gleichzeitig und kräftigt vor allem die hintere Kette: Gesäß, Rücken und hintere Oberschenkelmuskulatur. Frauen beginnen meist mit 8 kg, Männer mit 12 bis 16 kg.',
    ],
  },
  'odporova-guma': {
    perex: 'Elastisches Band, das ohne Hanteln für zusätzlichen Widerstand sorgt.',
    text: [
      'Die Bänder unterscheiden sich in ihrer Stärke, die die Hersteller mit Farben kennzeichnen. Sie eignen sich für das Krafttraining zu Hause, zum Aufwärmen und für die Reha; der Widerstand steigt, je weiter man sie dehnt.',
    ],
  },
  cinka: {
    perex: 'Gewicht fürs Krafttraining: Kurzhantel, Scheibenhantel oder Hantel mit festem Gewicht.',
    text: [
      'Mit Kurzhanteln trainieren Sie jede Körperseite einzeln. Scheibenhanteln wachsen mit Ihrer Kraft mit.',
    ],
  },
  'progresivni-pretizeni': {
    perex: 'Schrittweise Steigerung der Belastung, damit der Muskel wächst und stärker wird.',
    text: [
      'Steigern lassen sich Gewicht, Wiederholungen oder Sätze, oder Sie verkürzen die Pausen. Steigern Sie immer nur eine Variable, und das in kleinen Schritten, höchstens um 5 bis 10 % pro Woche.',
    ],
  },
  svihadlo: {
    perex: 'Einfaches Trainingsgerät für Ausdauer, Koordination und Schnelligkeit.',
    text: [
      'Zehn Minuten Seilspringen sind so anstrengend wie eine halbe Stunde Joggen. Die richtige Länge: Wenn Sie auf die Mitte des Seils treten, reichen die Griffe bis unter die Achseln.',
    ],
  },
  hiit: {
    perex: 'Hochintensives Intervalltraining: kurze Phasen mit voller Kraft im Wechsel mit Pausen.',
    text: [
      'Ein typisches HIIT dauert 15 bis 25 Minuten, zum Beispiel 30 Sekunden Belastung und 30 Sekunden Pause. Es verbessert die Fitness in kürzerer Zeit, verlangt aber Erholung: Planen Sie es zwei- bis dreimal pro Woche ein.',
    ],
  },
  'doplnek-stravy': {
    perex: 'Lebensmittel, das die normale Ernährung um Vitamine, Mineralstoffe oder andere Stoffe ergänzt.',
    text: [
      'Nahrungsergänzungsmittel sind keine Arzneimittel und ersetzen keine abwechslungsreiche Ernährung. Halten Sie sich an die empfohlene Dosierung und sprechen Sie mit Ihrer Ärztin, Ihrem Arzt oder in der Apotheke, wenn Sie Medikamente einnehmen.',
    ],
  },
};
