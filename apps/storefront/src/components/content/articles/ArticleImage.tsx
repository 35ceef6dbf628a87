import { mediaSources, pictureLoading } from '@/lib/media';

/** An article's wide picture (1200 × 630 originals) fitted into a box `width` pixels wide. */
export function ArticleImage({
  path,
  alt,
  width,
  priority = false,
  className,
}: {
  path: string;
  alt: string;
  width: number;
  priority?: boolean;
  className?: string;
}) {
  const { src, srcSet } = mediaSources(path, width);
  return (
    // A plain <img>: the media host already resizes, and this keeps next/image's client code out.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={src}
      srcSet={srcSet}
      alt={alt}
      width={width}
      height={Math.round((width * 630) / 1200)}
      className={className}
      {...pictureLoading(priority)}
    />
  );
}
