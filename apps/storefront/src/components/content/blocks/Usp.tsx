import type { BlockProps } from './types';
import { headingId } from './types';

const ICONS = {
  truck: 'M3 7h11v9H3zM14 10h4l3 3v3h-7M7 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4Zm10 0a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z',
  package: 'M3 8l9-5 9 5v8l-9 5-9-5zM3 8l9 5 9-5M12 13v8',
  return: 'M9 14 4 9l5-5M4 9h11a5 5 0 0 1 0 10h-3',
  shield: 'M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6zM9 12l2 2 4-4',
  chat: 'M4 5h16v11H8l-4 4z',
  heart: 'M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.5A4 4 0 0 1 19 10c0 5.5-7 10-7 10Z',
} as const;

/** usp: the shop's unique selling points, an icon, a title and a line each. */
export function Usp({ block }: BlockProps<'UspBlock'>) {
  return (
    <section aria-labelledby={block.block_title ? headingId(block) : undefined}>
      {block.block_title && (
        <h2 id={headingId(block)} className="mb-4 text-xl font-bold md:text-2xl">
          {block.block_title}
        </h2>
      )}
      <ul className="grid gap-4 xs:grid-cols-2 md:grid-cols-4">
        {block.items.map((item, i) => (
          <li key={i} className="flex items-start gap-3">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand">
              <svg
                viewBox="0 0 24 24"
                width="24"
                height="24"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinejoin="round"
                strokeLinecap="round"
                aria-hidden="true"
              >
                <path d={ICONS[item.icon]} />
              </svg>
            </span>
            <span>
              <strong className="block">{item.title}</strong>
              <span className="text-sm text-muted">{item.text}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
