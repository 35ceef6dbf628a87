import { AppLink } from '../../ui/AppLink';
import { mediaUrl } from '@/lib/media';
import { RichText } from './RichText';
import { colour, headingId, type BlockProps } from './types';

const BOX_STYLES = {
  plain: '',
  bordered: 'border border-line',
  shadow: 'shadow-md',
  rounded: 'rounded-xl',
} as const;

/**
 * text_boxes: boxes of text on the block's background (colour, picture, banner picture), each in
 * its own colours and styles, with an optional button under them.
 */
export function TextBoxes({ block, locale }: BlockProps<'TextBoxesBlock'>) {
  const background = block.background_image
    ? `url("${mediaUrl(block.background_image.path, 1600)}")`
    : undefined;
  const button = block.button;
  return (
    <section
      aria-labelledby={block.block_title ? headingId(block) : undefined}
      className="rounded-xl bg-cover bg-center p-4 md:p-8"
      style={{ backgroundColor: colour(block.background_color), backgroundImage: background }}
    >
      {block.background_banner_image && (
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={mediaUrl(block.background_banner_image.path, 1200)}
          alt=""
          className="mb-4 h-auto w-full rounded-lg"
          loading="lazy"
        />
      )}
      {block.block_title && (
        <h2 id={headingId(block)} className="mb-4 text-xl font-bold md:text-2xl">
          {block.block_title}
        </h2>
      )}
      <ul className="grid gap-4 sm:grid-cols-2 md:grid-cols-3">
        {block.text_boxes.map((box, i) => (
          <li
            key={i}
            className={`bg-white p-4 ${box.box_styles.map((s) => BOX_STYLES[s]).join(' ')}`}
            style={{ backgroundColor: colour(box.background_color), color: colour(box.text_color) }}
          >
            <RichText
              html={box.text}
              locale={locale}
              className="[color:inherit] [&>:first-child]:mt-0 [&>:last-child]:mb-0"
            />
          </li>
        ))}
      </ul>
      {button && (
        <p className="mt-6 text-center">
          <AppLink
            locale={locale}
            href={button.button_link}
            prefetch={false}
            className={
              button.style === 'outline'
                ? 'inline-flex min-h-11 items-center rounded-md border-2 border-brand px-5 py-2 font-semibold text-brand hover:bg-brand-soft'
                : 'inline-flex min-h-11 items-center rounded-md bg-brand px-5 py-2 font-semibold text-white hover:bg-brand-dark'
            }
            style={
              button.style === 'outline'
                ? { borderColor: colour(button.background_color), color: colour(button.text_color) }
                : { backgroundColor: colour(button.background_color), color: colour(button.text_color) }
            }
          >
            {button.text}
          </AppLink>
        </p>
      )}
    </section>
  );
}
