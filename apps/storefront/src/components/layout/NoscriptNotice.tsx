/** Notice that scripts are required; only shown with JavaScript off. */
export function NoscriptNotice({ text }: { text: string }) {
  return (
    <noscript>
      <p className="border-b border-line bg-brand-soft px-4 py-2 text-center text-sm text-ink">{text}</p>
    </noscript>
  );
}
