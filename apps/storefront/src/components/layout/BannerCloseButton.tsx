/**
 * The "×" that closes a bar at the top of the page (top banner, language offer). It does nothing
 * by itself: the bar's client part finds it by `data-close` and wires it with `wireBannerClose`.
 */
export function BannerCloseButton({ label, className }: { label: string; className: string }) {
  return (
    <button
      type="button"
      data-close
      aria-label={label}
      className={`size-8 shrink-0 items-center justify-center rounded text-lg leading-none ${className}`}
    >
      <span aria-hidden="true">×</span>
    </button>
  );
}
