import { DISCREET_NAME, SHOP_CONTACT } from './company.ts';
import type { FaqTopic } from './faq-topic.ts';

const c = SHOP_CONTACT;

/** The Slovak FAQ: the Czech topics and questions in the same order. */
export const FAQ_SK: FaqTopic[] = [
  {
    topic: 'Objednávanie',
    questions: [
      [
        'Musím sa pred nákupom zaregistrovať?',
        'Nemusíte. Objednať si môžete aj bez registrácie. So zákazníckym účtom však uvidíte históriu objednávok, uložené adresy a obľúbený tovar a tovar rýchlejšie vrátite alebo reklamujete.',
      ],
      [
        'Ako zistím, v akom stave je moja objednávka?',
        'Po odoslaní objednávky vám príde potvrdenie e-mailom a ďalší e-mail vo chvíli, keď zásielku odovzdáme dopravcovi, aj s odkazom na sledovanie. Prihlásení zákazníci vidia stav objednávky vo svojom <a href="/uzivatel/objednavky">účte</a>.',
      ],
      [
        'Môžem objednávku zmeniť alebo zrušiť?',
        'Kým objednávku nezabalíme, áno. Napíšte nám čo najskôr na <a href="mailto:' +
          c.email +
          '">' +
          c.email +
          '</a> alebo zavolajte; podrobnosti nájdete na stránke <a href="/vse-o-nakupu/zmeny-v-objednavce">Zmeny v objednávke</a>.',
      ],
      [
        'Aká je minimálna hodnota objednávky?',
        'Objednávku prijmeme od 8 € (200 Kč) za tovar. Pri nižšej sume vás košík ďalej nepustí a ukáže, koľko ešte chýba.',
      ],
      [
        'Nakupujem pre firmu. Môžem zadať IČO a DIČ?',
        'Áno. V dodacích údajoch zaškrtnite nákup na firmu a vyplňte IČO; názov a adresu firmy doplníme z obchodného registra. Firemní zákazníci s veľkoobchodnou zmluvou vidia po prihlásení svoje ceny.',
      ],
    ],
  },
  {
    topic: 'Doručenie a platba',
    questions: [
      [
        'Kedy mi príde zásielka?',
        'Objednávky prijaté v pracovné dni do 14:00 odosielame ešte v ten istý deň. Kuriér doručuje nasledujúci pracovný deň, na výdajné miesto príde zásielka zvyčajne do dvoch pracovných dní.',
      ],
      [
        'Koľko stojí doprava?',
        'Na Slovensko vám zásielku doručí kuriér za 3,90 €, na výdajné miesto alebo do boxu za 2,90 €. Od 60 € za tovar doručujeme zadarmo. Osobný odber na našich predajniach v Česku je zadarmo. Všetky možnosti nájdete na stránke <a href="/vse-o-nakupu/doprava">Doprava</a>.',
      ],
      [
        'Ako môžem zaplatiť?',
        'Kartou online (aj cez Apple Pay a Google Pay), bankovým prevodom s QR kódom alebo na dobierku za 1,50 €. Viac na stránke <a href="/vse-o-nakupu/platba">Platba</a>.',
      ],
      [
        'Doručujete na Slovensko a do ďalších krajín?',
        'Na Slovensko doručujeme na výdajné miesta a slovenským kuriérom do dvoch pracovných dní, ceny v slovenskej verzii obchodu sú v eurách. Do Nemecka, Rakúska, Poľska a Maďarska posielame medzinárodným kuriérom.',
      ],
      [
        'Platba kartou neprešla. Čo teraz?',
        'Objednávka zostáva uložená. Zaplatiť ju môžete znova z potvrdzujúceho e-mailu alebo v účte tlačidlom „Zaplatiť“. Ak objednávku s platbou kartou do hodiny nezaplatíte, zrušíme ju a tovar vrátime do predaja.',
      ],
    ],
  },
  {
    topic: 'Vrátenie a reklamácie',
    questions: [
      [
        'Dokedy môžem tovar vrátiť?',
        'Zákon vám dáva 14 dní na odstúpenie od zmluvy bez uvedenia dôvodu. My túto lehotu predlžujeme na 30 dní od prevzatia zásielky. Vrátenie začnete formulárom <a href="/vraceni-zbozi">Vrátenie tovaru</a>.',
      ],
      [
        'Dá sa vrátiť aj otvorený lubrikačný gél alebo menštruačný kalíšok?',
        'Žiaľ, nie. Tovar, ktorý z hygienických dôvodov nemožno vrátiť po porušení ochranného obalu (kondómy, gély, menštruačné kalíšky a nohavičky, venušine guličky), po otvorení obalu vrátiť nemožno (§ 1837 českého Občianskeho zákonníka). Neotvorený tovar vrátiť môžete.',
      ],
      [
        'Kedy dostanem peniaze späť?',
        'Do 14 dní od odstúpenia od zmluvy, najskôr však vo chvíli, keď nám tovar príde späť alebo nám preukážete, že ste ho odoslali; rovnakým spôsobom, akým ste platili. Pri platbe na dobierku alebo prevodom pošleme peniaze na účet, ktorý uvediete vo formulári.',
      ],
      [
        'Ako reklamovať vadný tovar?',
        'Vyplňte formulár <a href="/reklamace">Reklamácia</a> s číslom objednávky a popisom vady, prípadne priložte fotografiu. Reklamáciu vybavíme do 30 dní, zvyčajne do týždňa. Záruka je 24 mesiacov.',
      ],
      [
        'Prišiel mi poškodený alebo iný tovar.',
        'Ospravedlňujeme sa. Napíšte nám do 3 dní od prevzatia a priložte fotografiu zásielky a jej obsahu; chybu napravíme na naše náklady a správny tovar vám pošleme prednostne.',
      ],
    ],
  },
  {
    topic: 'Diskrétnosť',
    questions: [
      [
        'Spozná niekto, čo je v balíku?',
        'Nie. Zásielky balíme do hnedej krabice bez loga a bez názvu obchodu. Ako odosielateľ je uvedené len neutrálne označenie ' +
          DISCREET_NAME +
          ', nie názov obchodu ani obsah zásielky.',
      ],
      [
        'Čo uvidím na výpise z účtu?',
        'Platba sa na výpise zobrazí pod neutrálnym názvom spoločnosti, bez názvu tovaru.',
      ],
      [
        'Môže zásielku prevziať niekto iný?',
        'Na výdajnom mieste zásielku vydajú tomu, kto pozná kód z SMS. Ak nechcete, aby balík prevzal niekto z domácnosti, zvoľte výdajný box alebo osobný odber na predajni.',
      ],
      [
        'Budú mi po nákupe chodiť reklamné e-maily?',
        'Len ak sa prihlásite na odber noviniek. Infomail posielame približne raz mesačne a odhlásiť sa môžete jedným kliknutím v každom e-maile.',
      ],
      [
        'Môžem sa poradiť osobne a v súkromí?',
        'Áno. Na predajniach je pokojný kútik na osobnú konzultáciu a poradiť sa môžete aj e-mailom alebo telefonicky; otázky vybavujú vyškolené kolegyne a kolegovia.',
      ],
    ],
  },
  {
    topic: 'Výrobky',
    questions: [
      [
        'Ktorý lubrikačný gél je vhodný ku kondómom?',
        'Gély na vodnej a silikónovej báze. Olejové prípravky a masážne oleje narúšajú latex, preto ich s latexovými kondómami nepoužívajte. Rozdiely vysvetľujeme vo <a href="/vykladovy-slovnik-pojmu/lubrikacni-gel">výkladovom slovníku</a>.',
      ],
      [
        'Akú veľkosť menštruačného kalíška zvoliť?',
        'Menšia veľkosť (S) je vhodná pre mladšie ženy a ženy, ktoré nerodili, väčšia (L) po pôrode alebo pri silnejšej menštruácii. Každý výrobca uvádza veľkosť v parametroch produktu.',
      ],
      [
        'Mám alergiu na latex. Čo môžem používať?',
        'Vyberte si kondómy z polyizoprénu alebo polyuretánu a pomôcky z lekárskeho silikónu. Všetky výrobky bez latexu nájdete v ponuke <a href="/bez-latexu">Bez latexu</a>.',
      ],
      [
        'Ako dlho trvá, kým posilňovanie panvového dna prinesie výsledky?',
        'Pri pravidelnom cvičení niekoľkokrát týždenne zvyčajne za 6 až 12 týždňov. Pri problémoch s únikom moču alebo po pôrode sa najprv poraďte s fyzioterapeutom.',
      ],
      [
        'Ako čistiť silikónové pomôcky?',
        'Po každom použití teplou vodou a jemným mydlom alebo čistiacim prípravkom, menštruačný kalíšok navyše medzi cyklami vyvarte 3 až 5 minút. Na silikón nepoužívajte silikónové gély.',
      ],
    ],
  },
];
