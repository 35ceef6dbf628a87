import type { ArticleSection } from './article-sections.ts';

/** The Slovak bodies of the shopping guide's articles, by the article's slug. */
export const ARTICLE_BODIES_SK: Record<string, ArticleSection[]> = {
  'jak-vybrat-lubrikacni-gel': [
    [
      'Gél na vodnej báze',
      'Najuniverzálnejšia voľba. Ľahko sa zmyje vodou, nešpiní bielizeň a je vhodný pre všetky druhy kondómov aj pomôcok vrátane silikónových.',
      'Nevýhodou je, že sa postupne vsakuje a odparuje. Pri dlhšom použití stačí pridať pár kvapiek gélu alebo trochu vody.',
    ],
    [
      'Gél na silikónovej báze',
      'Vydrží výrazne dlhšie, je veľmi klzký a hodí sa aj do vody. Môžete ho používať s kondómami z latexu aj polyizoprénu.',
      'Nepoužívajte ho so silikónovými pomôckami: silikón v kontakte so silikónom môže povrch pomôcky narušiť. Zmýva sa mydlom a teplou vodou.',
    ],
    [
      'Hybridný gél',
      'Kombinuje vodný základ s malým podielom silikónu. Vydrží dlhšie ako čisto vodný gél, a pritom sa dobre zmýva.',
      'Pri silikónových pomôckach si najprv vyskúšajte znášanlivosť na malej ploche.',
    ],
    [
      'Na čo sa pozerať na obale',
      [
        'zloženie: čím kratšie, tým lepšie pre citlivú pokožku,',
        'pH okolo 4,5 pre ženskú intímnu oblasť,',
        'informáciu, či je gél vhodný na použitie s kondómami,',
        'dátum minimálnej trvanlivosti.',
      ],
    ],
  ],
  'lubrikanty-a-kondomy': [
    [
      'Prečo na tom záleží',
      'Latex je pružný, ale citlivý na oleje. Telový olej, vazelína alebo masážny olej ho v priebehu niekoľkých minút oslabia a kondóm sa môže ľahšie roztrhnúť.',
    ],
    [
      'Čo je bezpečné',
      [
        'gély na vodnej báze: so všetkými kondómami,',
        'gély na silikónovej báze: s latexovými aj polyizoprénovými kondómami,',
        'hybridné gély: so všetkými kondómami, ak výrobca neuvádza inak.',
      ],
    ],
    [
      'Čomu sa vyhnúť',
      'Olejom, krémom na ruky, vazelíne a kozmetickým prípravkom, ktoré nie sú určené na intímne použitie. Kondómy z polyuretánu olej znesú, aj tak však odporúčame gél.',
    ],
  ],
  'silikonovy-gel-a-silikonove-pomucky': [
    [
      'Čo sa deje',
      'Silikónový lubrikant môže prenikať do povrchu silikónovej pomôcky. Povrch potom býva lepkavý, matný alebo drsný a horšie sa čistí.',
    ],
    [
      'Ako postupovať',
      'So všetkými silikónovými pomôckami vrátane menštruačných kalíškov a trenažérov panvového dna používajte gél na vodnej báze. Ak chcete silikónový gél, zvoľte pomôcku zo skla, kovu alebo tvrdého plastu.',
    ],
  ],
  'jak-vybrat-velikost-kondomu': [
    [
      'Nominálna šírka',
      'Na krabičke nájdete nominálnu šírku v milimetroch: je to polovica obvodu nenatiahnutého kondómu. Väčšine mužov sedí 52 až 54 mm.',
    ],
    [
      'Ako sa zmerať',
      'Krajčírskym metrom zmerajte obvod v najširšom mieste a šírku vyberte podľa prehľadu nižšie. Kondóm má byť o niečo užší ako polovica obvodu, aby dobre držal a nezošmykol sa.',
      [
        'obvod do 11 cm: šírka 49 mm a menej,',
        'obvod 11 až 12 cm: šírka 52–54 mm,',
        'obvod nad 12 cm: šírka 57 mm a viac (veľkosti XL).',
      ],
    ],
    [
      'Prečo na veľkosti záleží',
      'Príliš tesný kondóm je nepohodlný a ľahšie praskne, voľný zasa môže skĺznuť. Vyskúšajte niekoľko veľkostí, v obchode nájdete aj menšie balenia.',
    ],
  ],
  'kondomy-bez-latexu': [
    [
      'Polyizoprén',
      'Syntetická obdoba latexu: je mäkký a pružný, ale neobsahuje bielkoviny prírodného latexu. Olej mu škodí rovnako ako latexu.',
    ],
    [
      'Polyuretán',
      'Tenký a pevný materiál, ktorý dobre vedie teplo. Je menej pružný, preto je dôležité zvoliť správnu veľkosť. Znesie aj lubrikanty na báze oleja.',
    ],
    [
      'Ako rozpoznať citlivosť',
      'Začervenanie, svrbenie alebo pálenie po použití latexového kondómu môže mať rôzne príčiny. Ak sa ťažkosti opakujú, poraďte sa s lekárom.',
    ],
  ],
  'masazni-oleje-pro-partnerskou-masaz': [
    [
      'Neutrálne oleje',
      'Mandľový, jojobový alebo slnečnicový olej bez vône sa hodí na citlivú pokožku a pre tých, ktorým vôňa prekáža.',
    ],
    [
      'Aromatické oleje',
      'Obsahujú esenciálne oleje, napríklad levanduľový alebo pomarančový. Pred prvou masážou vyskúšajte malé množstvo na predlaktí.',
    ],
    [
      'Praktické tipy',
      [
        'olej nahrejte v dlaniach, nikdy nie v mikrovlnnej rúre,',
        'podložte uterák, olej sa z látok ťažko vyperie,',
        'masážny olej nie je lubrikant a nepatrí ku kondómom.',
      ],
    ],
  ],
  'skladovani-lubrikantu-a-kondomu': [
    [
      'Teplo a trenie škodia',
      'Kondómy skladujte v suchu, pri izbovej teplote a mimo priameho slnka. V peňaženke sa obal odiera a v aute sa v lete prehrieva.',
    ],
    [
      'Trvanlivosť',
      'Každý kondóm aj lubrikant má na obale dátum minimálnej trvanlivosti. Otvorený gél spotrebujte v lehote, ktorú uvádza výrobca, zvyčajne do 6 až 12 mesiacov.',
    ],
  ],
  'intimni-hygiena-zaklady': [
    [
      'Raz až dvakrát denne stačí',
      'Intímna oblasť má vlastnú ochranu: mierne kyslé prostredie a prirodzenú mikroflóru. Časté umývanie, najmä mydlom, ju môže narušiť.',
    ],
    [
      'Čím sa umývať',
      'Stačí vlažná voda, prípadne jemný umývací gél s pH okolo 4,5 bez parfumácie. Umývajte sa vždy spredu dozadu a len zvonka.',
    ],
    [
      'Čomu sa vyhnúť',
      [
        'vaginálnym výplachom bez odporúčania lekára,',
        'parfumovaným mydlám a sprchovým gélom,',
        'celodennému noseniu tesnej syntetickej bielizne.',
      ],
    ],
  ],
  'jak-vybrat-intimni-myci-gel': [
    [
      'pH',
      'Pre ženy sú vhodné gély s pH 3,5 až 5, pre mužov a deti skôr neutrálne. Údaj nájdete na obale alebo v popise produktu.',
    ],
    [
      'Zloženie',
      'Jemné tenzidy, kyselina mliečna a upokojujúce zložky ako panthenol alebo aloe. Vyhnite sa výrazným parfumom a farbivám.',
    ],
    [
      'Kedy gél vymeniť',
      'Ak po umytí cítite napätie pokožky, svrbenie alebo pálenie, vyskúšajte gél bez parfumácie. Ak ťažkosti pretrvávajú, poraďte sa s lekárom.',
    ],
  ],
  'intimni-ubrousky-na-cesty': [
    [
      'Kedy siahnuť po obrúsku',
      'Na cestách, v práci, po športe alebo počas menštruácie, keď nemáte poruke sprchu.',
    ],
    [
      'Na čo si dať pozor',
      'Vyberajte obrúsky bez alkoholu a parfumu. Nesplachujte ich do toalety, ani keď to obal sľubuje: upchávajú kanalizáciu.',
    ],
  ],
  'intimni-hygiena-pri-sportu': [
    [
      'Po tréningu',
      'Vlhké športové oblečenie si po tréningu čo najskôr vyzlečte. Osprchujte sa vlažnou vodou a oblečte si bavlnenú bielizeň.',
    ],
    [
      'Bazén a kúpanie',
      'Mokré plavky si po kúpaní vymeňte za suché. Chlórovanú vodu z pokožky opláchnite čistou vodou.',
    ],
  ],
  'intimni-probiotika': [
    [
      'Čo sú intímne probiotiká',
      'Doplnky stravy alebo vaginálne kapsuly s kmeňmi laktobacilov, ktoré sa prirodzene vyskytujú v ženskej intímnej oblasti.',
    ],
    [
      'Kedy o nich uvažovať',
      'Niekto ich užíva počas liečby antibiotikami alebo po nej, iný preventívne. Doplnok stravy nenahrádza pestrú stravu ani liečbu. Pri ťažkostiach sa vždy obráťte na gynekológa.',
    ],
  ],
  'jak-zacit-s-menstruacnim-kaliskem': [
    [
      'Pred prvým použitím',
      'Kalíšok vyvárajte 3 až 5 minút v hrnci s vodou. Umyte si ruky a vyberte si pokojnú chvíľu, ideálne doma.',
    ],
    [
      'Zavedenie',
      'Kalíšok preložte do tvaru písmena C alebo kvietka, zaveďte ho šikmo dozadu a pustite. Pootočením alebo prejdením prstom po jeho stene overte, či sa roztvoril.',
    ],
    [
      'Vybratie',
      'Stlačte spodok kalíška, aby sa uvoľnil podtlak, a vyberte ho v kľaku alebo v podrepe. Za stopku neťahajte, slúži len na nahmatanie.',
    ],
    [
      'Ako často ho vyprázdňovať',
      'Podľa sily menštruácie, najneskôr po 12 hodinách. Počas prvých cyklov odporúčame poistiť sa slipovou vložkou alebo menštruačnými nohavičkami.',
    ],
  ],
  'velikost-menstruacniho-kalisku': [
    [
      'Výška krčka maternice',
      'Počas menštruácie si čistým prstom nahmatajte krčok maternice. Ak ho cítite hneď pri vchode, zvoľte kratší kalíšok, ak ho nenahmatáte, dlhší.',
    ],
    [
      'Sila menštruácie a pôrod',
      'Pri silnej menštruácii sa hodí väčší objem. Výrobcovia zvyčajne odporúčajú väčšiu veľkosť ženám po vaginálnom pôrode, rozhodujúce je však vaše vlastné pohodlie.',
    ],
    [
      'Tvrdosť',
      'Mäkší kalíšok je príjemnejší pre citlivé ženy, tvrdší sa ľahšie roztvorí a hodí sa pri športe.',
    ],
  ],
  'cisteni-menstruacniho-kalisku': [
    [
      'Počas menštruácie',
      'Po vybratí kalíšok vylejte a opláchnite najprv studenou, potom teplou vodou. Studená voda zabráni tomu, aby sa krv zapiekla do povrchu.',
    ],
    [
      'Po skončení cyklu',
      'Kalíšok vyvárajte 3 až 5 minút, osušte ho a uložte do priedušného vrecúška. Uzavretá plastová krabička nie je vhodná.',
    ],
    [
      'Zmena farby',
      'Mierne zafarbenie je bežné a funkciu neovplyvní. Ak je povrch lepkavý, popraskaný alebo zapácha aj po vyváraní, kalíšok vymeňte.',
    ],
  ],
  'menstruacni-kalhotky': [
    [
      'Ako fungujú',
      'Niekoľko vrstiev látky krv vsiakne, udrží ju a neprepustí von. Podľa savosti si ich vyberáte na slabšie alebo silnejšie dni.',
    ],
    [
      'Starostlivosť',
      [
        'po nosení ich vymáchajte v studenej vode,',
        'perte ich pri 30 až 40 °C bez aviváže,',
        'nesušte ich v sušičke ani na radiátore.',
      ],
    ],
  ],
  'sport-behem-menstruace': [
    [
      'Pohyb je v poriadku',
      'Mierny pohyb, napríklad chôdza, jóga alebo plávanie, je počas menštruácie pre väčšinu žien v poriadku. Intenzitu prispôsobte tomu, ako sa cítite.',
    ],
    [
      'Aká ochrana',
      'Menštruačný kalíšok sa hodí aj do bazéna, nohavičky na jógu a beh. Na dlhý tréning si zoberte náhradné.',
    ],
  ],
  'cviceni-panevniho-dna-pro-zacatecniky': [
    [
      'Kde je panvové dno',
      'Svaly panvového dna tvoria „hojdaciu sieť“ medzi lonovou kosťou a kostrčou. Podopierajú orgány malej panvy a pomáhajú udržať moč.',
    ],
    [
      'Ako ich nájsť',
      'Predstavte si, že chcete zadržať plyny a zároveň pomaly vtiahnuť pošvu alebo semenníky nahor. Sedacie svaly, stehná a brucho zostávajú uvoľnené.',
    ],
    [
      'Prvé cvičenie',
      [
        'v ľahu na chrbte s pokrčenými kolenami sa nadýchnite,',
        's výdychom svaly stiahnite a vtiahnite nahor, 5 sekúnd vydržte,',
        '10 sekúnd uvoľnite a opakujte 8- až 10-krát.',
      ],
      'Uvoľnenie je rovnako dôležité ako stiahnutie. Pri bolesti alebo neistote sa poraďte s fyzioterapeutom.',
    ],
  ],
  'venusiny-kulicky-jak-na-ne': [
    [
      'Ako fungujú',
      'Závažie v pošve prirodzene zapája svaly panvového dna, ktoré ho udržiavajú na mieste. Guličky vedomé cvičenie dopĺňajú, nenahrádzajú ho.',
    ],
    [
      'Plán na prvý mesiac',
      [
        '1. týždeň: najľahšia gulička, 5 až 10 minút denne v pokoji,',
        '2. týždeň: 15 minút pri bežných činnostiach doma,',
        '3. a 4. týždeň: 20 až 30 minút alebo ťažšia gulička.',
      ],
    ],
    [
      'Hygiena',
      'Guličky pred použitím aj po ňom umyte teplou vodou a mydlom. Na zavedenie použite gél na vodnej báze.',
    ],
  ],
  'joga-doma-jak-zacit': [
    [
      'Vybavenie',
      'Protišmyková podložka, jeden alebo dva jogové bloky a pohodlné oblečenie. Blok pomôže, keď ešte nedosiahnete na zem.',
    ],
    [
      'Zostava na 15 minút',
      [
        'dýchanie v sede: 2 minúty,',
        'mačka a krava: 10 opakovaní,',
        'pes hlavou nadol: 5 nádychov,',
        'bojovník I a II na každú stranu: 5 nádychov,',
        'pozícia dieťaťa a relaxácia v ľahu: 5 minút.',
      ],
    ],
    [
      'Ako pokračovať',
      'Cvičte radšej kratšie a častejšie. Pozície, ktoré bolia, vynechajte alebo si ich upravte s oporou bloku.',
    ],
  ],
  'jak-vybrat-podlozku-na-cviceni': [
    [
      'Hrúbka',
      'Na jógu sa hodí 4 až 6 mm: podložka je stabilná v stoji aj v rovnovážnych pozíciách. Na pilates a cviky v ľahu zvoľte 8 až 15 mm, ktoré chránia chrbticu.',
    ],
    [
      'Materiál',
      [
        'TPE: ľahká, lacnejšia, dobre sa čistí,',
        'prírodný kaučuk: najlepšie drží, ale je ťažšia a môže voňať,',
        'PVC: odolná a lacná, horšie sa recykluje.',
      ],
    ],
    [
      'Starostlivosť',
      'Podložku utierajte vlhkou handričkou s kvapkou mydla a nechajte ju vyschnúť rozloženú, nie na slnku.',
    ],
  ],
  'kettlebell-pro-zacatecniky': [
    [
      'Akú váhu',
      'Ženy zvyčajne začínajú s 8 kg, muži s 12 až 16 kg. Na drepy a švihy sa neskôr hodí ťažší, na cviky nad hlavou ľahší kettlebell.',
    ],
    [
      'Švih',
      'Pohyb vychádza z bedier, nie z rúk. Kettlebell pošlite medzi nohy, chrbát držte rovno a prudkým vystretím bedier ho vyšvihnite do výšky ramien.',
    ],
    [
      'Pohárový drep',
      'Kettlebell držte pri hrudníku za rukoväť, chodidlá na šírku ramien. Choďte do drepu s rovným chrbtom a kolenami v smere špičiek.',
    ],
    [
      'Bezpečnosť',
      'Cvičte na rovnom povrchu, ďaleko od nábytku, a kým si techniku neosvojíte, začnite s krátkymi sériami.',
    ],
  ],
  'posilovani-s-odporovymi-gumami': [
    [
      'Farby a odpor',
      'Farba gumy zvyčajne označuje odpor, ale každý výrobca má vlastnú škálu. Začnite s gumou, s ktorou zvládnete 12 až 15 opakovaní so správnou technikou.',
    ],
    [
      'Päť cvikov',
      [
        'drep s gumou nad kolenami,',
        'priťahovanie gumy k pásu v predklone,',
        'tlaky gumy pred seba v stoji,',
        'mostík v ľahu s gumou nad kolenami,',
        'rozpažovanie s gumou za chrbtom.',
      ],
    ],
    ['Starostlivosť', 'Gumu pred cvičením skontrolujte. Natrhnutá guma môže prasknúť, preto ju vymeňte.'],
  ],
  'foam-roller-regenerace': [
    [
      'Ako valcovať',
      'Valcujte pomaly, asi 2 až 3 centimetre za sekundu, 30 až 60 sekúnd na jednu svalovú partiu. Dýchajte pokojne a tlak regulujte oporou rúk.',
    ],
    ['Čo nevalcovať', 'Kĺby, driekovú chrbticu, krk a miesta s modrinou alebo opuchom.'],
    [
      'Tvrdosť valca',
      'Mäkší valec je vhodný pre začiatočníkov, tvrdší a vrúbkovaný pre tých, ktorí sú na valcovanie zvyknutí.',
    ],
  ],
  'masazni-micek-na-chodidla-a-zada': [
    [
      'Chodidlá',
      'V sede alebo v stoji pomaly prevaľujte loptičku pod chodidlom od päty k prstom, minútu na každú nohu.',
    ],
    [
      'Chrbát a ramená',
      'Oprite sa chrbtom o stenu tak, aby bola loptička medzi lopatkou a chrbticou. Pohybom v kolenách loptičku posúvajte, samotnú chrbticu vynechajte.',
    ],
  ],
  'pilates-a-panevni-dno': [
    [
      'Spoločný základ',
      'Pilates pracuje s hlbokými svalmi trupu: bránicou, priečnym brušným svalom, svalmi pozdĺž chrbtice a panvovým dnom. Fungujú ako jeden celok.',
    ],
    [
      'Ako začať',
      'Začnite cvikmi v ľahu na podložke, s dôrazom na dych a pokojné tempo. Panvové dno pri výdychu jemne zapojte, pri nádychu uvoľnite.',
    ],
    [
      'Po pôrode',
      'Po pôrode začnite cvičiť až po kontrole u lekára a ideálne pod vedením fyzioterapeuta. Najprv dych a panvové dno, potom záťaž.',
    ],
  ],
  'zimni-treninkovy-plan': [
    [
      'Plán na tri mesiace',
      'Trikrát týždenne celé telo, raz týždenne strečing a regenerácia. Každé štyri týždne pridajte sériu alebo ťažšiu pomôcku.',
    ],
  ],
};
