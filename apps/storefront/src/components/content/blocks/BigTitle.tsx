import { RichText } from './RichText';
import { colour, headingId, type BlockProps } from './types';

/** big_title: a large heading with its text on a band in the block's colours. */
export function BigTitle({ block, locale }: BlockProps<'BigTitleBlock'>) {
  return (
    <section
      aria-labelledby={headingId(block)}
      className="rounded-xl bg-brand-soft px-5 py-8 text-center md:px-10 md:py-12"
      style={{ backgroundColor: colour(block.background_color), color: colour(block.text_color) }}
    >
      <h2 id={headingId(block)} className="text-2xl font-extrabold tracking-tight md:text-4xl">
        {block.title}
      </h2>
      <RichText
        html={block.text}
        locale={locale}
        className="mt-2 text-lg [color:inherit] md:text-xl [&>*]:mx-auto"
      />
    </section>
  );
}
