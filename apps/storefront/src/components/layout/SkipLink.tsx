export function SkipLink({ label }: { label: string }) {
  return (
    <a
      href="#content"
      className="sr-only z-50 rounded bg-brand px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:px-4 focus:py-2"
    >
      {label}
    </a>
  );
}
