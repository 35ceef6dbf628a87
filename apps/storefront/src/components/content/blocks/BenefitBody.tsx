import { RichText } from './RichText';
import type { BlockProps } from './types';

const ICONS = {
  check: 'M20 6 9 17l-5-5',
  exclamation: 'M12 7v6m0 4h.01',
  question: 'M9.1 9a3 3 0 0 1 5.8 1c0 2-3 2.5-3 4.5M12 18h.01',
  quotes: 'M7 7h4v4c0 3-1.5 5-4 6m8-10h4v4c0 3-1.5 5-4 6',
} as const;

/** benefit_body: a benefit or notice with its icon (check, exclamation, question, quotes). */
export function BenefitBody({ block, locale }: BlockProps<'BenefitBodyBlock'>) {
  return (
    <section className="flex items-start gap-4 rounded-lg border border-line bg-tint p-4 md:p-5">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand text-white">
        <svg
          viewBox="0 0 24 24"
          width="22"
          height="22"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
        >
          <path d={ICONS[block.icon_type]} />
        </svg>
      </span>
      <RichText html={block.content} locale={locale} className="[&>:first-child]:mt-0 [&>:last-child]:mb-0" />
    </section>
  );
}
