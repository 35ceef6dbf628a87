/** Cuts a title to `max` characters with an ellipsis (category titles 45, trust points 80). */
export function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}
