import type { CuratedGuideRef } from '@shop/contract';
import type { AppLocale } from '@/i18n/routing';
import { curatedGuidePath } from '@/lib/cms/paths';
import { AppLink } from '../../ui/AppLink';
import { MediaImage } from '../../ui/MediaImage';

/** Curated guides as cards: picture, title (the link), subtitle and perex. */
export function GuideCards({
  guides,
  locale,
  headingLevel = 3,
  labelledBy,
}: {
  guides: CuratedGuideRef[];
  locale: AppLocale;
  headingLevel?: 2 | 3;
  labelledBy?: string;
}) {
  if (guides.length === 0) return null;
  const H = `h${headingLevel}` as const;
  return (
    <ul aria-labelledby={labelledBy} className="grid gap-4 sm:grid-cols-2 md:grid-cols-3">
      {guides.map((g) => (
        <li
          key={g._id}
          className="relative flex flex-col overflow-hidden rounded-lg border border-line bg-white shadow-sm transition-shadow hover:shadow-md"
        >
          {g.image && (
            <MediaImage
              path={g.image.path}
              alt=""
              size={400}
              className="aspect-[8/5] w-full bg-tint object-cover"
            />
          )}
          <div className="flex flex-1 flex-col p-4">
            <H className="text-lg leading-snug font-bold">
              <AppLink
                locale={locale}
                prefetch={false}
                href={curatedGuidePath(g.page_meta.slug)}
                className="text-brand after:absolute after:inset-0 hover:underline"
              >
                {g.title}
              </AppLink>
            </H>
            {g.subtitle && <p className="mt-1 font-semibold text-ink">{g.subtitle}</p>}
            {g.perex && <p className="mt-2 text-sm text-muted">{g.perex}</p>}
          </div>
        </li>
      ))}
    </ul>
  );
}
