import type { WideBanner } from '@shop/contract';
import type { AppLocale } from '@/i18n/routing';
import { mediaUrl, pictureLoading } from '@/lib/media';
import { AppLink } from '../../ui/AppLink';
import { LabelledSection } from '@/components/ui/LabelledSection';

/** Wide banner pictures are drawn 10:3. */
const WIDTH = 1600;
const HEIGHT = 480;

/**
 * The home page's wide banners (already filtered by the backend: enabled, running, heaviest first)
 * as a stack: the first one full width, the others two a row. Plain links, no carousel script.
 */
export function WideBanners({
  banners,
  locale,
  heading,
}: {
  banners: WideBanner[];
  locale: AppLocale;
  heading: string;
}) {
  if (banners.length === 0) return null;
  return (
    <LabelledSection id="wide-banners-heading" heading={heading} className="mt-6" headingClassName="sr-only">
      <ul className="grid gap-4 md:grid-cols-2">
        {banners.map((b, i) => (
          <li key={b._id} className={i === 0 ? 'md:col-span-2' : undefined}>
            <Banner banner={b} locale={locale} first={i === 0} />
          </li>
        ))}
      </ul>
    </LabelledSection>
  );
}

function Banner({ banner, locale, first }: { banner: WideBanner; locale: AppLocale; first: boolean }) {
  const text = (
    <div
      className={`flex flex-col justify-center gap-1 p-4 md:p-6 ${first ? 'md:absolute md:inset-y-0 md:left-0 md:w-1/2' : ''}`}
    >
      <h3
        className={`font-extrabold tracking-tight text-ink ${first ? 'text-2xl md:text-4xl' : 'text-xl md:text-2xl'}`}
      >
        {banner.title}
      </h3>
      {banner.text_1 && <p className="font-semibold text-ink md:text-lg">{banner.text_1}</p>}
      {banner.text_2 && <p className="text-muted">{banner.text_2}</p>}
      {banner.url && banner.button_text && (
        <span className="mt-2 inline-flex min-h-11 w-fit items-center rounded-md bg-brand px-4 py-2 font-semibold text-white group-hover:bg-brand-dark">
          {banner.button_text}
          <span aria-hidden="true">&nbsp;→</span>
        </span>
      )}
    </div>
  );
  const picture = banner.main_image && (
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={mediaUrl(banner.main_image.path, first ? 1600 : 800)}
      srcSet={`${mediaUrl(banner.main_image.path, 800)} 800w, ${mediaUrl(banner.main_image.path, 1600)} 1600w`}
      sizes={first ? '(min-width: 1600px) 1600px, 100vw' : '(min-width: 768px) 50vw, 100vw'}
      alt=""
      width={WIDTH}
      height={HEIGHT}
      {...pictureLoading(first)}
      className="h-auto w-full bg-tint object-cover"
    />
  );
  const card = (
    <div className="relative h-full overflow-hidden rounded-xl border border-line bg-white">
      {picture}
      {text}
    </div>
  );
  return banner.url ? (
    <AppLink
      locale={locale}
      href={banner.url}
      prefetch={false}
      className="group block h-full rounded-xl hover:shadow-md"
    >
      {card}
    </AppLink>
  ) : (
    card
  );
}
