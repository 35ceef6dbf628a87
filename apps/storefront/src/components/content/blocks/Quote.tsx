import type { BlockProps } from './types';

/** quote: a quotation with its author. */
export function Quote({ block }: BlockProps<'QuoteBlock'>) {
  return (
    <figure className="mx-auto max-w-3xl border-l-4 border-brand py-2 pl-5">
      <blockquote className="text-lg italic md:text-xl">
        <p>„{block.text}“</p>
      </blockquote>
      {block.author && (
        <figcaption className="mt-2 text-sm font-semibold text-muted">{block.author}</figcaption>
      )}
    </figure>
  );
}
