/** A product's small picture in a list of suggestions, or an empty tile of the same size. */
export function ProductThumb({ src, size }: { src: string | null | undefined; size: 40 | 48 }) {
  const box = size === 40 ? 'size-10' : 'size-12';
  return src ? (
    // A suggestion list's thumbnail is already sized by the backend; next/image would add a request.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={src}
      alt=""
      width={size}
      height={size}
      className={`${box} shrink-0 rounded bg-tint object-contain`}
    />
  ) : (
    <span className={`${box} shrink-0 rounded bg-tint`} aria-hidden="true" />
  );
}
