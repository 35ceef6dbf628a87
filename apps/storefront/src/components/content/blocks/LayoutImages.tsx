import { mediaUrl } from '@/lib/media';
import { MediaImage } from '../../ui/MediaImage';
import { headingId, type BlockProps } from './types';

const POSITION = {
  left: 'justify-self-start',
  center: 'justify-self-center',
  right: 'justify-self-end',
} as const;

/**
 * Layout images: pictures placed left, centre or right, shifted by their offset (percent) and
 * rotated; a wallpaper picture repeats behind the block instead of standing in it.
 */
export function LayoutImages({ block }: BlockProps<'LayoutImagesBlock'>) {
  const wallpaper = block.images.find((i) => i.wallpaper);
  const pictures = block.images.filter((i) => !i.wallpaper);
  return (
    <section
      aria-labelledby={block.block_title ? headingId(block) : undefined}
      className="relative overflow-hidden rounded-xl bg-tint p-4 md:p-8"
    >
      {wallpaper && (
        <div
          aria-hidden="true"
          className="absolute inset-0 opacity-15"
          style={{
            backgroundImage: `url("${mediaUrl(wallpaper.image.path, 128)}")`,
            backgroundRepeat: 'repeat',
            backgroundSize: '96px',
          }}
        />
      )}
      {block.block_title && (
        <h2
          id={headingId(block)}
          className="relative mb-4 inline-block rounded bg-white/90 px-2 text-xl font-bold md:text-2xl"
        >
          {block.block_title}
        </h2>
      )}
      <div className="relative grid grid-cols-1 gap-6 sm:grid-cols-2">
        {pictures.map((p, i) => (
          <div
            key={i}
            className={POSITION[p.position]}
            style={{ transform: `translate(${p.offset_x}%, ${p.offset_y}%) rotate(${p.rotation}deg)` }}
          >
            <MediaImage
              path={p.image.path}
              alt={p.image.alt}
              size={400}
              className="h-auto w-full max-w-[400px] rounded-lg shadow-md"
            />
          </div>
        ))}
      </div>
    </section>
  );
}
