import { RichText } from './RichText';
import type { BlockProps } from './types';

/** text: rich text. */
export function Text({ block, locale }: BlockProps<'TextBlock'>) {
  return <RichText html={block.text} locale={locale} />;
}
