import { RichText } from './RichText';
import type { BlockProps } from './types';

/** collapsible: a disclosure that opens and closes without JavaScript (`<details>`). */
export function Collapsible({ block, locale }: BlockProps<'CollapsibleBlock'>) {
  return (
    <details className="group rounded-lg border border-line bg-white">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 px-4 py-3 font-semibold [&::-webkit-details-marker]:hidden">
        <span>{block.title}</span>
        <svg
          viewBox="0 0 24 24"
          width="20"
          height="20"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
          className="shrink-0 transition-transform group-open:rotate-180"
        >
          <path d="m6 9 6 6 6-6" />
        </svg>
      </summary>
      <RichText html={block.text} locale={locale} className="px-4 pb-4 [&>:first-child]:mt-0" />
    </details>
  );
}
