/**
 * Demo product comments: shoppers' questions about about a third of the products, most of them
 * answered by the shop. Each product's comments come from its own seeded generator.
 */
import type { CommentRow, ProductRow } from '../dataset.ts';
import { Rng, deriveSeed } from './prng.ts';

const AUTHORS = [
  'Jana K.',
  'Petr',
  'Lucie',
  'Martin H.',
  'Tereza',
  'Ondřej',
  'Eva N.',
  'Pavel',
  'Zuzana',
  'Kája',
];

/** A question and the shop's answer to it (null: not answered yet). */
const QUESTIONS: [string, string | null][] = [
  [
    'Dobrý den, je balení opravdu diskrétní? Nechci, aby bylo poznat, co je uvnitř.',
    'Dobrý den, ano. Zboží posíláme v neutrální krabici bez loga a popisu obsahu, na dokladu je uvedeno jen „zboží“.',
  ],
  [
    'Jak dlouho vydrží jedno balení při každodenním používání?',
    'Při běžném dávkování zhruba měsíc. Přesné dávkování najdete v popisu produktu.',
  ],
  [
    'Lze tento výrobek používat i v těhotenství?',
    'Doporučujeme se nejprve poradit s lékařem. Složení najdete v parametrech produktu.',
  ],
  [
    'Bude zase brzy skladem varianta v menším balení?',
    'Novou dodávku čekáme do 14 dnů, můžete si nechat poslat upozornění.',
  ],
  [
    'Je možné zboží vyzvednout osobně na prodejně v Praze?',
    'Ano, na výdejním místě si zboží vyzvednete obvykle následující pracovní den.',
  ],
  ['Hodí se to i pro citlivou pokožku?', 'Ano, výrobek je dermatologicky testovaný a neobsahuje parfemaci.'],
  ['Dá se to mýt v myčce?', 'Nedoporučujeme. Stačí teplá voda s jemným mýdlem nebo čisticí sprej.'],
  ['Máte k tomu i návod v češtině?', null],
  ['Jaký je rozdíl oproti předchozí verzi?', null],
];

const DAY = 86_400_000;

export interface CommentOptions {
  seed: number;
  reference: Date;
}

export function generateComments(products: ProductRow[], { seed, reference }: CommentOptions): CommentRow[] {
  const comments: CommentRow[] = [];
  for (const product of products) {
    const rng = new Rng(deriveSeed(seed, 0xc0de, product.id));
    if (!rng.chance(0.35)) continue;
    const created = new Date(product.createdAt).getTime();
    const span = Math.max(DAY, reference.getTime() - created);
    const count = rng.int(1, 3);
    const asked = new Set<number>();
    for (let i = 0; i < count; i++) {
      const q = rng.int(0, QUESTIONS.length - 1);
      if (asked.has(q)) continue;
      asked.add(q);
      const [text, answer] = QUESTIONS[q]!;
      comments.push({
        id: comments.length + 1,
        productId: product.id,
        authorName: rng.pick(AUTHORS),
        text,
        answer,
        createdAt: new Date(created + rng.int(0, Math.floor(span / 1000)) * 1000).toISOString(),
      });
    }
  }
  return comments;
}
