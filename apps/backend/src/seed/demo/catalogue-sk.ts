/**
 * Slovak product texts of each family in catalogue.ts: the same sentences in the same order, so a
 * product draws the same text in every language. The standards keep their Slovak designation.
 */
import type { FamilyCode, FamilyText } from './catalogue.ts';

export const FAMILIES_SK: Record<FamilyCode, FamilyText> = {
  lubricant: {
    perex: [
      'Jemný lubrikačný gél {brand} {line} na príjemné zvlhčenie bez lepkavého pocitu.',
      'Lubrikant {brand} {line} s neutrálnym pH, vhodný aj pre citlivú pokožku.',
    ],
    about: [
      '{brand} {line} dopĺňa prirodzenú vlhkosť a znižuje trenie. Gél je bez farbív a parfumácie, nezanecháva škvrny na bielizni a je dermatologicky testovaný.',
      'Lubrikačný gél {brand} {line} je určený na každodenné použitie. Pomáha pri pocite suchosti, napríklad po pôrode, v menopauze alebo pri užívaní hormonálnej antikoncepcie.',
    ],
    composition: [
      'Zloženie je krátke, bez farbív a parfumácie. Gél nemá chuť ani vôňu a je vhodný na použitie s latexovými aj polyizoprénovými kondómami.',
      'Neobsahuje parabény ani rastlinné oleje. Stačí malé množstvo gélu; podľa potreby môžete aplikáciu zopakovať.',
    ],
    care: [
      'Skladujte pri izbovej teplote mimo priameho slnka. Po otvorení spotrebujte do 12 mesiacov. Z pokožky aj textílie sa ľahko zmyje vlažnou vodou.',
      'Uzáver po použití vždy pevne zatvorte. Pri podráždení gél prestaňte používať a poraďte sa s lekárom.',
    ],
  },
  condom: {
    perex: [
      'Kondómy {brand} {line} so zásobníkom a jemným lubrikačným gélom.',
      'Spoľahlivé kondómy {brand} {line} pre bezpečný a pohodlný pocit.',
    ],
    about: [
      'Kondómy {brand} {line} chránia pred nechceným tehotenstvom aj pohlavne prenosnými infekciami. Každý kus je elektronicky testovaný a spĺňa normu STN EN ISO 4074.',
      'Rad {line} od značky {brand} je navrhnutý na pohodlné nasadenie a prirodzený pocit. Anatomický tvar dobre drží na svojom mieste.',
    ],
    composition: [
      'Kondómy sú lubrikované silikónovým lubrikantom a majú zásobník. Nominálnu šírku zvoľte podľa obvodu penisu; tabuľku veľkostí nájdete v poradni.',
      'Každý kondóm je zatavený v samostatnom obale s vyznačeným dátumom spotreby. Balenie je diskrétne, bez výrazných obrázkov.',
    ],
    care: [
      'Skladujte v suchu a chlade, chráňte pred ostrými predmetmi a priamym slnkom. Nepoužívajte s olejovými lubrikantmi, ktoré narúšajú latex.',
      'Kondóm použite len raz. Po použití ho zabaľte do papiera a vyhoďte do zmesového odpadu, nie do toalety.',
    ],
  },
  cup: {
    perex: [
      'Menštruačný kalíšok {brand} {line} z mäkkého lekárskeho silikónu až na 12 hodín.',
      'Kalíšok {brand} {line} – úsporná a ekologická náhrada tampónov.',
    ],
    about: [
      'Kalíšok {brand} {line} zachytáva menštruačnú krv namiesto toho, aby ju vsakoval. Vydrží až 12 hodín a pri správnej starostlivosti slúži niekoľko rokov.',
      'Tvar kalíška {line} sa ľahko zavádza aj vyberá. Stopku môžete podľa potreby skrátiť a drážky na tele pomáhajú uvoľniť podtlak.',
    ],
    composition: [
      'Vyrobené zo 100 % lekárskeho silikónu bez latexu, BPA a farbív. Veľkosť S je určená na slabšiu menštruáciu a pre ženy, ktoré nerodili, veľkosti M a L na strednú až silnú menštruáciu.',
      'Súčasťou balenia je bavlnené vrecúško na uloženie a stručný návod v slovenčine.',
    ],
    care: [
      'Pred prvým použitím a po každom cykle kalíšok vyvarte 5 minút vo vode. Počas menštruácie ho oplachujte studenou a potom teplou vodou.',
      'Kalíšok odkladajte suchý v priedušnom vrecúšku. Nepoužívajte agresívne čistiace prostriedky.',
    ],
  },
  panties: {
    perex: [
      'Menštruačné nohavičky {brand} {line} so savou vrstvou, pohodlné po celý deň.',
      'Opakovane použiteľné menštruačné nohavičky {brand} {line}.',
    ],
    about: [
      'Nohavičky {brand} {line} nahradia vložky aj tampóny. Savá vrstva zadrží krv, nepresakuje a na dotyk zostáva suchá.',
      'Strih {line} nikde neškrtí a pod oblečením nie je vidieť. Sú vhodné samostatne aj ako poistka ku kalíšku.',
    ],
    composition: [
      'Vrchný materiál je z bio bavlny alebo viskózy s elastanom, savé jadro má štyri vrstvy s nepriepustnou membránou. Neobsahujú striebro ani iné biocídy.',
      'Veľkosti zodpovedajú bežnej spodnej bielizni; ak ste medzi dvoma veľkosťami, zvoľte väčšiu.',
    ],
    care: [
      'Po nosení vymáchajte v studenej vode a perte na 30 °C bez aviváže. Sušte voľne, nežehlite a nesušte v sušičke.',
      'Pri správnej starostlivosti vydržia nohavičky približne dva roky pravidelného používania.',
    ],
  },
  wash: {
    perex: [
      'Intímny umývací gél {brand} {line} s kyselinou mliečnou na každodennú hygienu.',
      'Šetrný umývací gél {brand} {line} pre citlivú intímnu oblasť.',
    ],
    about: [
      'Gél {brand} {line} jemne umýva a podporuje prirodzené kyslé prostredie intímnej oblasti. Je vhodný aj počas menštruácie a v tehotenstve.',
      'Umývací gél {line} nevysušuje, nadmerne nepení a nezanecháva film. Bol testovaný pod gynekologickým dohľadom.',
    ],
    composition: [
      'Obsahuje kyselinu mliečnu, panthenol a extrakt z harmančeka alebo aloe vera. Neobsahuje mydlo, SLS ani parabény; pH 4,5.',
      'Jemné tenzidy rastlinného pôvodu; bez farbív. Balenie s pumpičkou je recyklovateľné.',
    ],
    care: [
      'Používajte iba zvonka, raz až dvakrát denne. Skladujte pri teplote do 25 °C.',
      'Chráňte pred mrazom a priamym slnkom. Po otvorení spotrebujte do 12 mesiacov.',
    ],
  },
  wipes: {
    perex: [
      'Intímne obrúsky {brand} {line} v praktickom balení do kabelky.',
      'Vlhčené intímne obrúsky {brand} {line} pre sviežosť na cestách.',
    ],
    about: [
      'Obrúsky {brand} {line} sa hodia všade tam, kde nie je poruke voda: na cesty, do práce alebo po športe.',
      'Jemné obrúsky {line} osviežia a nenarušia prirodzenú mikroflóru. Balenie môžete opakovane uzavrieť.',
    ],
    composition: [
      'Netkaná textília z viskózy napustená roztokom s kyselinou mliečnou a aloe vera. Bez alkoholu a parfumácie.',
      'Obrúsky sú biologicky rozložiteľné, ale nesplachujte ich do toalety.',
    ],
    care: [
      'Po otvorení balenie vždy starostlivo uzavrite, aby obrúsky nevyschli. Skladujte mimo priameho slnka.',
      'Použitý obrúsok vyhoďte do koša.',
    ],
  },
  oil: {
    perex: [
      'Masážny olej {brand} {line} na uvoľňujúcu masáž celého tela.',
      'Prírodný masážny olej {brand} {line} s jemnou textúrou.',
    ],
    about: [
      'Olej {brand} {line} dobre kĺže, pomaly sa vstrebáva a pokožku zanechá hebkú. Je vhodný na relaxačnú aj partnerskú masáž.',
      'Masážny olej {line} je určený na masáž celého tela. Dávkovací uzáver pomáha odmerať správne množstvo.',
    ],
    composition: [
      'Základom je zmes mandľového, marhuľového a slnečnicového oleja s vitamínom E. Voňavé varianty obsahujú prírodné éterické oleje.',
      'Olej nie je vhodný na intímne použitie s latexovými kondómami, pretože latex narúša.',
    ],
    care: [
      'Pred použitím pretrepte. Skladujte v chlade a tme, po otvorení spotrebujte do 12 mesiacov.',
      'Škvrny od oleja na textílii vopred ošetrite prostriedkom na mastnotu.',
    ],
  },
  kegel: {
    perex: [
      'Venušine guličky {brand} {line} na posilnenie panvového dna.',
      'Súprava na tréning panvového dna {brand} {line} z lekárskeho silikónu.',
    ],
    about: [
      'Pravidelný tréning s guličkami {brand} {line} posilňuje svaly panvového dna, pomáha pri regenerácii po pôrode a ako prevencia úniku moču.',
      'Guličky {line} sa nosia pri bežných činnostiach 15 až 30 minút denne. Záťaž sa zvyšuje postupne podľa pokynov v návode.',
    ],
    composition: [
      'Povrch je z hladkého lekárskeho silikónu bez latexu a ftalátov, vnútri je závažie. Vyberacie pútko je pevne spojené s telom guličiek.',
      'Súprava obsahuje guličky s rôznou hmotnosťou, takže s nimi môžete postupovať od začiatočníckej záťaže k pokročilej.',
    ],
    care: [
      'Pred použitím aj po ňom umyte teplou vodou a jemným mydlom. Používajte s lubrikantom na vodnej báze.',
      'Odkladajte v priloženom vrecúšku. Počas tehotenstva sa poraďte s lekárom.',
    ],
  },
  trainer: {
    perex: [
      'Inteligentný trenažér panvového dna {brand} {line} s aplikáciou v slovenčine.',
      'Trenažér {brand} {line}: cvičenie panvového dna s biofeedbackom v telefóne.',
    ],
    about: [
      'Trenažér {brand} {line} meria stisk svalov a aplikácia vás hravou formou prevedie krátkymi cvikmi. Sledujete pokrok aj pravidelnosť cvičenia.',
      'Program v aplikácii pripravili fyzioterapeuti. Stačí päť minút denne; prvé výsledky používateľky pozorujú po šiestich týždňoch.',
    ],
    composition: [
      'Telo z lekárskeho silikónu, batéria sa nabíja cez USB‑C a vydrží približne 10 tréningov. Spojenie s telefónom cez Bluetooth, aplikácia pre Android aj iOS.',
      'Údaje o tréningu sa ukladajú do telefónu a bez vášho súhlasu sa nezdieľajú.',
    ],
    care: [
      'Po každom použití umyte vodou a jemným mydlom, nepoužívajte alkohol. Trenažér je vodotesný (IPX7), nabíjačku však chráňte pred vlhkom.',
      'Na záruku 24 mesiacov sa vzťahujú bežné pravidlá reklamácie.',
    ],
  },
  supplement: {
    perex: [
      'Výživový doplnok {brand} {line} s vitamínmi a rastlinnými extraktmi.',
      '{brand} {line}: kapsuly na každodennú podporu organizmu.',
    ],
    about: [
      '{brand} {line} je výživový doplnok s vyváženou kombináciou vitamínov, minerálov a rastlinných extraktov. Užíva sa dlhodobo, najmenej tri mesiace.',
      'Prípravok {line} je vyrobený v Česku podľa štandardov správnej výrobnej praxe. Kapsuly sú rastlinné a ľahko sa prehĺtajú.',
    ],
    composition: [
      'Odporúčané dávkovanie: 1 kapsula denne s jedlom a dostatočným množstvom vody. Neprekračujte odporúčanú dennú dávku.',
      'Výživový doplnok nie je náhradou pestrej stravy a zdravého životného štýlu. Nie je určený pre deti, tehotné a dojčiace ženy.',
    ],
    care: [
      'Uchovávajte mimo dosahu detí pri teplote do 25 °C v suchu. Po otvorení spotrebujte do 6 mesiacov.',
      'Uchovávajte v pôvodnom obale. Dátum minimálnej trvanlivosti je uvedený na dne balenia.',
    ],
  },
  dumbbell: {
    perex: [
      'Jednoručná činka {brand} {line} na posilňovanie doma aj v posilňovni.',
      'Činka {brand} {line} s protišmykovým úchopom.',
    ],
    about: [
      'Činky {brand} {line} sa hodia na posilňovanie paží, ramien aj celého tela. Šesťhranný tvar zabraňuje odkotúľaniu po položení na zem.',
      'Rad {line} má ergonomický chrómový úchop s vrúbkovaním, ktorý drží aj v spotenej ruke.',
    ],
    composition: [
      'Liatinové jadro s povrchom z gumy alebo vinylu chráni podlahu a tlmí hluk. Hmotnosť je vyznačená na oboch koncoch.',
      'Tolerancia hmotnosti je do ±3 %. Činky sa predávajú po jednom kuse.',
    ],
    care: [
      'Po tréningu utrite vlhkou handričkou a nechajte vyschnúť. Neskladujte na priamom slnku.',
      'Nepúšťajte činky z výšky na tvrdú podlahu.',
    ],
  },
  kettlebell: {
    perex: [
      'Kettlebell {brand} {line} na švihy, drepy a funkčný tréning.',
      'Odolný kettlebell {brand} {line} so širokou rukoväťou.',
    ],
    about: [
      'Kettlebell {brand} {line} rozvíja silu, výbušnosť aj vytrvalosť. Je základom funkčného tréningu aj kruhových tréningov doma.',
      'Široká rukoväť {line} umožňuje úchop oboma rukami, plochá základňa zaisťuje stabilitu.',
    ],
    composition: [
      'Odliaty z jedného kusa liatiny bez zvarov, povrch je práškovo lakovaný alebo potiahnutý vinylom. Farebné označenie podľa hmotnosti.',
      'Kettlebelly súťažného radu majú rovnaké rozmery vo všetkých hmotnostiach.',
    ],
    care: [
      'Rukoväť udržujte suchú a čistú; pri intenzívnom používaní ju občas prebrúste jemným brúsnym papierom.',
      'Skladujte na suchom mieste, aby nekorodoval.',
    ],
  },
  band: {
    perex: [
      'Odporová guma {brand} {line} na posilňovanie, rehabilitáciu aj strečing.',
      'Posilňovacia guma {brand} {line} v niekoľkých silách odporu.',
    ],
    about: [
      'Gumy {brand} {line} sú ľahké a skladné, takže sa hodia na cesty aj domov. Cvičiť s nimi môžete drepy, príťahy, tlaky aj cviky na zadok.',
      'Rad {line} je farebne odlíšený podľa sily odporu; začnite ľahšou gumou a pridávajte postupne.',
    ],
    composition: [
      'Vyrobené z vrstveného prírodného latexu alebo z TPE pre alergikov. Textilné varianty majú protišmykovú vnútornú stranu.',
      'Gumu pred každým použitím skontrolujte, či nie je natrhnutá.',
    ],
    care: [
      'Po cvičení utrite vlhkou handričkou, nepoužívajte rozpúšťadlá. Chráňte pred priamym slnkom a ostrými hranami.',
      'Skladujte voľne, nenaťahujte cez ostré rohy.',
    ],
  },
  mat: {
    perex: [
      'Podložka na jogu {brand} {line} s protišmykovým povrchom.',
      'Ľahká podložka na cvičenie {brand} {line} na jogu aj pilates.',
    ],
    about: [
      'Podložka {brand} {line} drží na podlahe a nekĺže ani pri dynamických zostavách. Rozmer 183 × 61 cm vyhovie väčšine cvičencov.',
      'Rad {line} tlmí nárazy a chráni kĺby pri cvikoch v kľaku aj v ľahu.',
    ],
    composition: [
      'Materiál TPE je bez PVC a latexu, korkové podložky majú spodnú vrstvu z prírodného kaučuku. Podložka sa dodáva s popruhom na nosenie.',
      'Obe strany majú odlišnú štruktúru; hrubšia strana patrí k podlahe.',
    ],
    care: [
      'Čistite vlhkou handričkou s kvapkou jemného mydla a nechajte voľne vyschnúť. Neperte v práčke.',
      'Skladujte zrolovanú, lícom von, mimo priameho slnka.',
    ],
  },
  block: {
    perex: [
      'Jogový blok {brand} {line} pre stabilitu a správne držanie tela.',
      'Pevný blok {brand} {line} na jogu a strečing.',
    ],
    about: [
      'Blok {brand} {line} pomáha dosiahnuť správnu pozíciu, keď ešte chýba flexibilita. Hodí sa aj na pilates a rehabilitačné cviky.',
      'Bloky {line} môžete postaviť do troch výšok a používať samostatne aj vo dvojici.',
    ],
    composition: [
      'Rozmer 23 × 15 × 7,5 cm, zaoblené hrany. EVA pena je ľahká, korok je pevnejší a prírodný.',
      'Materiál nezapácha a neobsahuje latex.',
    ],
    care: ['Utrite vlhkou handričkou a nechajte vyschnúť.', 'Chráňte pred dlhodobým priamym slnkom.'],
  },
  roller: {
    perex: [
      'Masážny valec {brand} {line} na uvoľnenie svalov a fascií.',
      'Foam roller {brand} {line} na regeneráciu po tréningu.',
    ],
    about: [
      'Valec {brand} {line} uvoľňuje stuhnuté svaly po behu aj posilňovaní. Stačí 5 až 10 minút po tréningu.',
      'Rad {line} je k dispozícii v rôznych tvrdostiach; mäkký je vhodný pre začiatočníkov, tvrdý na hĺbkovú masáž.',
    ],
    composition: [
      'Pevné jadro z ABS plastu s povrchom z EVA peny, dĺžka 33 cm, priemer 14 cm. Nosnosť do 150 kg.',
      'Vystúpená štruktúra povrchu napodobňuje dlane a prsty maséra.',
    ],
    care: ['Utrite vlhkou handričkou.', 'Neskladujte pri kúrení ani na priamom slnku.'],
  },
  ball: {
    perex: [
      'Masážna loptička {brand} {line} na spúšťové body a chodidlá.',
      'Malá masážna loptička {brand} {line} do tašky aj kancelárie.',
    ],
    about: [
      'Loptička {brand} {line} uvoľní preťažené miesta, na ktoré valec nedosiahne: chodidlá, lýtka, šiju aj lopatky.',
      'Rad {line} sa hodí aj na automasáž počas dňa v práci.',
    ],
    composition: [
      'Priemer 6 až 8 cm, pevná guma alebo TPE. Ježatý povrch podporuje prekrvenie.',
      'Je bez latexu a ftalátov.',
    ],
    care: ['Umyte vodou a mydlom.', 'Skladujte mimo priameho slnka.'],
  },
  rope: {
    perex: [
      'Švihadlo {brand} {line} s nastaviteľnou dĺžkou lanka.',
      'Rýchlostné švihadlo {brand} {line} na kondičný tréning.',
    ],
    about: [
      'Švihadlo {brand} {line} je najjednoduchší kardio tréning: desať minút skákania zodpovedá polhodine klusu.',
      'Rad {line} má rukoväte s ložiskami, ktoré sa otáčajú plynulo a ticho.',
    ],
    composition: [
      'Oceľové lanko v PVC obale, dĺžka nastaviteľná až do 3 m. Rukoväte z hliníka alebo plastu s protišmykovým povrchom.',
      'Dĺžku nastavte tak, aby konce rukovätí pri stúpnutí na lanko siahali do podpazušia.',
    ],
    care: [
      'Skáčte na rovnom povrchu, na hrubom betóne sa lanko rýchlejšie opotrebuje.',
      'Skladujte voľne stočené.',
    ],
  },
};
