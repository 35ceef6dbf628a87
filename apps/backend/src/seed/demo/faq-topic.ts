/** A question of the FAQ and its answer (HTML inside a paragraph). */
export type FaqQuestion = [question: string, answer: string];

/** A topic of the FAQ in one language: its title and its questions, in the Czech order. */
export interface FaqTopic {
  topic: string;
  questions: FaqQuestion[];
}
