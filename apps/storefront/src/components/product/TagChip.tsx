/**
 * A product tag as a chip: dark text on white with the tag's colour as a mark beside it. The
 * operator picks the colour freely, so it never carries the text (white on a light orange or green
 * would not reach 4.5:1).
 */
export function TagChip({ text, color }: { text: string; color: string }) {
  return (
    <li className="flex items-center gap-1 rounded border border-line bg-white px-1.5 py-0.5 text-ink">
      <span aria-hidden="true" className="size-2 shrink-0 rounded-full" style={{ backgroundColor: color }} />
      {text}
    </li>
  );
}
