'use client';

import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { MAIN_PICTURE } from '@/lib/main-picture';

export interface GalleryImage {
  /** Stored path: matches the variant picker's image event. */
  path: string;
  alt: string;
  src: string;
  srcSet: string;
  thumb: string;
  /** 1600 px version (the hover zoom width), loaded only on hover or when the zoom dialog opens. */
  zoom: string;
}

const VARIANT_IMAGE_EVENT = 'product:variant-image';

type Labels = { gallery: string; showImage: string; zoom: string; close: string };

/**
 * Product gallery: the main image, thumbnails as buttons, a hover zoom on devices with a fine pointer
 * and a zoom dialog (native <dialog>: focus trap and Escape for free). Zoom images load on demand.
 */
export function Gallery({ images, labels }: { images: GalleryImage[]; labels: Labels }) {
  const [index, setIndex] = useState(0);
  const [hover, setHover] = useState<{ x: number; y: number } | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const current = images[index] ?? images[0];

  useEffect(() => {
    const onVariant = (e: Event) => {
      const i = images.findIndex((img) => img.path === (e as CustomEvent<string>).detail);
      if (i >= 0) setIndex(i);
    };
    window.addEventListener(VARIANT_IMAGE_EVENT, onVariant);
    return () => window.removeEventListener(VARIANT_IMAGE_EVENT, onVariant);
  }, [images]);

  if (!current) return null;

  const onMove = (e: MouseEvent<HTMLElement>) => {
    if (!window.matchMedia('(pointer: fine)').matches) return;
    const box = e.currentTarget.getBoundingClientRect();
    setHover({
      x: ((e.clientX - box.left) / box.width) * 100,
      y: ((e.clientY - box.top) / box.height) * 100,
    });
  };

  return (
    <section aria-label={labels.gallery}>
      <button
        type="button"
        onClick={() => dialog.current?.showModal()}
        onMouseMove={onMove}
        onMouseLeave={() => setHover(null)}
        aria-label={`${labels.zoom}: ${current.alt}`}
        className="relative block aspect-square w-full cursor-zoom-in overflow-hidden rounded-lg border border-line bg-white"
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- the media host resizes; no next/image client code */}
        <img
          src={current.src}
          srcSet={current.srcSet}
          alt={current.alt}
          width={540}
          height={540}
          fetchPriority={index === 0 ? 'high' : 'auto'}
          {...(index === 0 ? MAIN_PICTURE : {})}
          className="size-full object-contain"
        />
        {hover && (
          <span
            aria-hidden="true"
            className="absolute inset-0 bg-white bg-no-repeat"
            style={{
              backgroundImage: `url("${current.zoom}")`,
              backgroundSize: '250%',
              backgroundPosition: `${hover.x}% ${hover.y}%`,
            }}
          />
        )}
      </button>
      {images.length > 1 && (
        <ul className="mt-3 flex flex-wrap gap-2">
          {images.map((img, i) => (
            <li key={img.path}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-pressed={i === index}
                aria-label={labels.showImage
                  .replace('{n}', String(i + 1))
                  .replace('{total}', String(images.length))}
                className={`block size-16 overflow-hidden rounded-md border-2 bg-white ${i === index ? 'border-brand' : 'border-line'}`}
              >
                {/* eslint-disable-next-line @next/next/no-img-element */}
                <img
                  src={img.thumb}
                  alt=""
                  width={64}
                  height={64}
                  loading="lazy"
                  className="size-full object-contain"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      <dialog
        ref={dialog}
        aria-label={current.alt}
        className="m-auto max-h-[95vh] max-w-[95vw] rounded-lg p-0 backdrop:bg-black/70"
        onClick={(e) => {
          if (e.target === e.currentTarget) dialog.current?.close();
        }}
      >
        <form method="dialog" className="sticky top-0 flex justify-end bg-white/90 p-2">
          <button type="submit" className="rounded-md border border-line px-3 py-1.5 font-semibold">
            {labels.close}
          </button>
        </form>
        <ZoomImage image={current} />
      </dialog>
    </section>
  );
}

/** The 1600 px image, fetched only once the dialog has opened. */
function ZoomImage({ image }: { image: GalleryImage }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={image.zoom}
      alt={image.alt}
      width={1600}
      height={1600}
      loading="lazy"
      className="h-auto max-w-none"
    />
  );
}
