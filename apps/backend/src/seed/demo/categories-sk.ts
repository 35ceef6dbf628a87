/** Slovak category texts (opening paragraph, 'how to choose' points, text below the products), by slug. */
export const CATEGORY_TEXTS_SK: Record<string, { intro: string; tips: string[]; below?: string }> = {
  'intimni-zdravi': {
    intro:
      'Všetko pre intímnu pohodu na jednom mieste: lubrikačné gély, kondómy, menštruačné pomôcky, intímna hygiena a pomôcky na posilnenie panvového dna. Tovar balíme diskrétne do neutrálnej krabice bez loga.',
    tips: [
      'Diskrétne balenie bez názvu obchodu a obsahu',
      'Objednávky do 14:00 odosielame ešte v ten istý deň',
      'Vrátenie tovaru do 30 dní (pri hygienickom tovare len neotvorený)',
    ],
  },
  'lubrikacni-gely': {
    intro:
      'Lubrikačné gély pomáhajú pri pocite suchosti a spríjemňujú intímne chvíle. Vyberajte podľa bázy: gély na vodnej báze sú univerzálne, silikónové vydržia dlhšie a hybridné spájajú výhody oboch.',
    tips: [
      'S kondómami kombinujte gély na vodnej alebo silikónovej báze',
      'Na citlivú pokožku voľte gély bez parfumácie a s pH okolo 4,5',
      'Silikónové gély nie sú vhodné k silikónovým pomôckam',
    ],
    below:
      'Lubrikačný gél nie je antikoncepcia a nechráni pred pohlavne prenosnými infekciami. Ak suchosť pretrváva dlhodobo, poraďte sa s gynekológom.',
  },
  'lubrikacni-gely-na-vodni-bazi': {
    intro:
      'Gély na vodnej báze sú najuniverzálnejšie: hodia sa ku kondómom aj pomôckam, nešpinia a ľahko sa zmývajú.',
    tips: ['Vhodné ku všetkým typom kondómov', 'Ľahko sa zmývajú vodou'],
  },
  'silikonove-lubrikacni-gely': {
    intro: 'Silikónové lubrikanty vydržia najdlhšie, nevysychajú a sú vhodné aj do vody.',
    tips: ['Malé množstvo vystačí na dlho', 'Nepoužívajte so silikónovými pomôckami'],
  },
  'hybridni-lubrikacni-gely': {
    intro: 'Hybridné gély kombinujú vodný základ s prímesou silikónu: sú jemné, a pritom vydržia dlhšie.',
    tips: ['Krémová textúra', 'Vhodné s kondómami'],
  },
  kondomy: {
    intro:
      'Kondómy sú jediná antikoncepcia, ktorá chráni aj pred pohlavne prenosnými infekciami. Ponúkame klasické, tenké, väčšie veľkosti aj varianty bez latexu pre alergikov.',
    tips: [
      'Veľkosť určuje nominálna šírka; bežná je 52 až 54 mm',
      'Alergikom na latex odporúčame kondómy z polyizoprénu alebo polyuretánu',
      'Kondómy skladujte v chlade a kontrolujte dátum spotreby',
    ],
    // The same standard EN ISO 4074, under its Slovak designation.
    below: 'Všetky kondómy v ponuke spĺňajú normu STN EN ISO 4074 a sú elektronicky testované.',
  },
  'klasicke-kondomy': {
    intro: 'Osvedčené kondómy štandardnej hrúbky a veľkosti s lubrikáciou.',
    tips: ['Spoľahlivá ochrana', 'Výhodné veľké balenia'],
  },
  'tenke-kondomy': {
    intro: 'Tenšia stena pre prirodzenejší pocit pri zachovaní spoľahlivosti.',
    tips: ['Rovnaká norma ako pri klasických kondómoch', 'Hrúbka od 0,045 mm'],
  },
  'kondomy-xl': {
    intro: 'Väčšie kondómy s nominálnou šírkou od 57 mm pre pohodlie bez škrtenia.',
    tips: ['Správna veľkosť znižuje riziko skĺznutia', 'Šírky 57, 60 a 64 mm'],
  },
  'kondomy-bez-latexu': {
    intro: 'Kondómy z polyizoprénu alebo polyuretánu pre alergikov na latex.',
    tips: ['Vhodné pre alergikov', 'Kombinujte s gélmi na vodnej báze'],
  },
  menstruace: {
    intro:
      'Opakovane použiteľné menštruačné pomôcky šetria peniaze aj prírodu. Kalíšok vydrží až 12 hodín, menštruačné nohavičky nahradia vložky.',
    tips: [
      'Kalíšok vydrží pri správnej starostlivosti niekoľko rokov',
      'Nohavičky perte na 30 °C bez aviváže',
    ],
  },
  'menstruacni-kalisky': {
    intro: 'Kalíšky z lekárskeho silikónu vo veľkostiach S, M a L.',
    tips: ['S pre slabšiu menštruáciu a ženy, ktoré nerodili', 'M a L pre strednú až silnú menštruáciu'],
  },
  'menstruacni-kalhotky': {
    intro: 'Savé nohavičky na slabšiu až silnú menštruáciu, vo veľkostiach XS až XXL.',
    tips: ['Vydržia až 12 hodín', 'Neobsahujú biocídy'],
  },
  'intimni-hygiena': {
    intro:
      'Šetrné umývacie gély a obrúsky s kyselinou mliečnou, ktoré rešpektujú prirodzené pH intímnej oblasti.',
    tips: ['Bez mydla a parabénov', 'Vhodné aj počas menštruácie'],
  },
  'intimni-myci-gely': {
    intro: 'Jemné umývacie gély na každodennú intímnu hygienu.',
    tips: ['pH 4,5', 'Dermatologicky testované'],
  },
  'intimni-ubrousky': {
    intro: 'Vlhčené intímne obrúsky na cesty, do práce aj po športe.',
    tips: ['Bez alkoholu', 'Praktické balenie do kabelky'],
  },
  'masazni-oleje': {
    intro: 'Masážne oleje z rastlinných olejov na relaxačnú aj partnerskú masáž.',
    tips: ['Oleje narúšajú latex: nepoužívajte ich s latexovými kondómami', 'Skladujte v chlade a tme'],
  },
  'aromaticke-masazni-oleje': {
    intro: 'Oleje s prírodnými éterickými olejmi: levanduľa, vanilka, ylang-ylang.',
    tips: ['Prírodná vôňa', 'Vhodné na relaxáciu'],
  },
  'neutralni-masazni-oleje': {
    intro: 'Neparfumované oleje pre citlivú pokožku.',
    tips: ['Vhodné pre citlivú pokožku', 'Bez éterických olejov'],
  },
  'trenazery-panevniho-dna': {
    intro:
      'Silné panvové dno pomáha po pôrode, v menopauze aj ako prevencia úniku moču. Vyberte si klasické venušine guličky alebo inteligentný trenažér s aplikáciou.',
    tips: [
      'Začnite s ľahšou záťažou',
      'Cvičte pravidelne, stačí pár minút denne',
      'Po pôrode sa poraďte s fyzioterapeutom',
    ],
  },
  'venusiny-kulicky': {
    intro: 'Guličky z lekárskeho silikónu s rôznou hmotnosťou na postupný tréning.',
    tips: ['Používajte s gélom na vodnej báze', 'Sady so závažiami na postupné pridávanie'],
  },
  'trenazery-s-aplikaci': {
    intro: 'Trenažéry s biofeedbackom a aplikáciou v češtine.',
    tips: ['Merajú silu stisku', 'Cvičenie formou hry'],
  },
  'doplnky-stravy': {
    intro:
      'Vitamíny, minerály a probiotiká pre ženy aj mužov. Doplnok stravy nie je náhradou pestrej stravy.',
    tips: ['Dodržiavajte odporúčané dávkovanie', 'Užívajte dlhodobo, najmenej 3 mesiace'],
  },
  'doplnky-stravy-pro-zeny': {
    intro: 'Doplnky stravy na menštruačný cyklus, menopauzu a močové cesty.',
    tips: ['Brusnica pre močové cesty', 'Folát pri plánovaní rodiny'],
  },
  'doplnky-stravy-pro-muze': {
    intro: 'Zinok, selén a rastlinné extrakty pre vitalitu mužov.',
    tips: ['Zinok prispieva k normálnej plodnosti', 'Selén prispieva k normálnej funkcii imunitného systému'],
  },
  'intimni-probiotika': {
    intro: 'Probiotiká s laktobacilmi pre rovnováhu intímnej mikroflóry.',
    tips: ['Vhodné po antibiotikách', 'Uchovávajte v suchu'],
  },
  fitness: {
    intro:
      'Vybavenie na cvičenie doma aj vonku: činky, kettlebelly, odporové gumy, podložky na jogu, masážne valce a švihadlá. Väčšinu tovaru máme skladom v Prahe a Brne.',
    tips: ['Doprava zadarmo od 60 €', 'Ťažký tovar si môžete vyzdvihnúť na pobočke', 'Vrátenie do 30 dní'],
  },
  posilovani: {
    intro: 'Činky, kettlebelly a odporové gumy na posilňovanie celého tela.',
    tips: ['Začnite s nižšou záťažou a dbajte na techniku', 'Gumy sú ideálne na cesty'],
    below: 'Činky a kettlebelly nad 20 kg odporúčame vyzdvihnúť na pobočke alebo poslať kuriérom.',
  },
  'cinky-a-zavazi': {
    intro: 'Jednoručné činky od 1 do 12 kg s pogumovaným alebo vinylovým povrchom.',
    tips: ['Predávame po kusoch', 'Šesťhranný tvar sa neodkotúľa'],
  },
  kettlebelly: {
    intro: 'Liatinové a vinylové kettlebelly od 4 do 32 kg.',
    tips: ['Ženy zvyčajne začínajú s 8 kg, muži s 12 až 16 kg', 'Súťažný rad má rovnaké rozmery'],
  },
  'odporove-gumy': {
    intro: 'Odporové gumy v piatich silách, farebne odlíšené.',
    tips: ['Alergikom odporúčame gumy z TPE', 'Sila je odlíšená farbou'],
  },
  'joga-a-pilates': {
    intro: 'Podložky a pomôcky na jogu, pilates a strečing.',
    tips: ['Hrúbka 4 až 6 mm je univerzálna', 'Korok je prírodný a dobre drží'],
  },
  'podlozky-na-cviceni': {
    intro: 'Protišmykové podložky z TPE, NBR, PVC a korku.',
    tips: ['TPE je ľahké a bez PVC', 'NBR 10 mm je mäkká na cviky v ľahu'],
  },
  'jogove-bloky': {
    intro: 'Bloky z EVA peny a korku pre stabilitu v pozíciách.',
    tips: ['Používajte v pároch', 'Korok je pevnejší'],
  },
  regenerace: {
    intro: 'Masážne valce a loptičky na rýchlejšiu regeneráciu po tréningu.',
    tips: ['Začínajte s mäkším valcom', 'Valcujte pomaly, 1 až 2 minúty na partiu'],
  },
  'foam-rollery': {
    intro: 'Masážne valce v mäkkom, strednom a tvrdom vyhotovení.',
    tips: ['Hladký povrch je šetrnejší', 'Drážkovaný ide viac do hĺbky'],
  },
  'masazni-micky': {
    intro: 'Loptičky na trigger pointy, chodidlá a šiju.',
    tips: ['Zmestia sa do každej tašky', 'Povrch s výstupkami podporuje prekrvenie'],
  },
  kardio: {
    intro: 'Pomôcky na kondičný a kardio tréning doma.',
    tips: ['Desať minút so švihadlom rozprúdi krv', 'Cvičte na rovnom povrchu'],
  },
  svihadla: {
    intro: 'Rýchlostné, korálkové aj záťažové švihadlá s nastaviteľnou dĺžkou.',
    tips: ['Dĺžku nastavte podľa výšky', 'Ložiská zabezpečujú plynulú rotáciu'],
  },
};
