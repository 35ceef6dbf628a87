import { MediaImage } from '@/components/ui/MediaImage';

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
  return (
    <MediaImage
      path={path}
      alt={alt}
      size={width}
      height={Math.round((width * 630) / 1200)}
      className={className}
      priority={priority}
    />
  );
}
