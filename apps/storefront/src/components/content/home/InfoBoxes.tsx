import type { AppLocale } from '@/i18n/routing';
import type { InfoBox } from '@shop/contract';
import { RichText } from '../blocks/RichText';

const COLOURS: Record<InfoBox['box_color'], string> = {
  info: 'border-[#9cc3e6] bg-[#eef5fc]',
  success: 'border-[#9fd3b5] bg-[#edf8f1]',
  warning: 'border-[#ecc77a] bg-[#fdf6e5]',
  danger: 'border-[#e3a0a3] bg-[#fcefef]',
};

/** The home page's info boxes in their order, each in its colour; texts are sanitised HTML. */
export function InfoBoxes({ boxes, label, locale }: { boxes: InfoBox[]; label: string; locale: AppLocale }) {
  if (boxes.length === 0) return null;
  return (
    <ul aria-label={label} className="mt-6 grid gap-3 md:grid-cols-2">
      {boxes.map((b) => (
        <li key={b._id} className={`rounded-lg border-l-4 border px-4 py-3 ${COLOURS[b.box_color]}`}>
          <RichText html={b.text} locale={locale} className="[&>:first-child]:mt-0 [&>:last-child]:mb-0" />
        </li>
      ))}
    </ul>
  );
}
