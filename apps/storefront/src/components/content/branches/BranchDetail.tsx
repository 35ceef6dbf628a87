import type { ReactNode } from 'react';
import type { BranchMapPoint } from '@shop/contract';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { telHref } from '@/lib/branches/view';
import type { BranchPage } from '@/lib/cms/branches';
import { MediaImage } from '@/components/ui/MediaImage';
import { ContentBreadcrumb } from '../articles/ContentBreadcrumb';
import { BranchAddress } from './BranchAddress';
import { BranchMap, mapDotOf } from './BranchMap';
import { ClosureNotice } from './ClosureNotice';
import { OpeningHours } from './OpeningHours';
import { CmsHtml } from '@/components/content/CmsHtml';
import { LabelledSection } from '@/components/ui/LabelledSection';

/** A branch photo in a 3:2 box of the media host's size (no layout shift). */
function BranchPhoto({
  path,
  alt,
  width,
  priority = false,
}: {
  path: string;
  alt: string;
  width: number;
  priority?: boolean;
}) {
  return (
    <MediaImage
      path={path}
      alt={alt}
      size={width}
      height={Math.round((width * 2) / 3)}
      className="h-auto w-full rounded-md border border-line bg-tint"
      priority={priority}
    />
  );
}

function Portrait({ path, alt }: { path: string; alt: string }) {
  return (
    <MediaImage
      path={path}
      alt={alt}
      size={96}
      className="size-24 shrink-0 rounded-full border border-line bg-tint"
    />
  );
}

/** A part of the branch's page under its own heading. */
function BranchSection({
  id,
  title,
  gap = 'gap-3',
  children,
}: {
  id: string;
  title: string;
  gap?: 'gap-2' | 'gap-3';
  children: ReactNode;
}) {
  return (
    <LabelledSection id={id} heading={title} className={`grid ${gap}`} headingClassName="text-xl font-bold">
      {children}
    </LabelledSection>
  );
}

/** A paragraph's link to another site, opening in a new tab and saying so to screen readers. */
function NewTabLink({ href, text, newTab }: { href: string; text: string; newTab: string }) {
  return (
    <p>
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className="font-semibold text-brand underline hover:no-underline"
      >
        {text} <span className="sr-only">{newTab}</span>
      </a>
    </p>
  );
}

/**
 * `/pobocky/{slug}`: everything of a branch: a closure, description, how to get there, services,
 * the people with photo and contact, pictures, and beside it address, hours, payment, GPS with a
 * link to the map service and the map of the network with this branch marked.
 */
export async function BranchDetail({
  branch,
  points,
  locale,
}: {
  branch: BranchPage;
  points: BranchMapPoint[];
  locale: AppLocale;
}) {
  const t = await getTranslations({ locale, namespace: 'Branches' });
  const gps = `${branch.gps_latitude.toFixed(5)}° N, ${branch.gps_longitude.toFixed(5)}° E`;
  const gallery = branch.images.filter((i) => i.path !== branch.main_image?.path);
  return (
    <article aria-labelledby="branch-title" data-testid="branch-detail">
      <ContentBreadcrumb
        prefetch={false}
        locale={locale}
        items={[{ name: t('title'), href: '/pobocky' }]}
        current={branch.title}
      />
      <h1 id="branch-title" className="text-2xl font-extrabold tracking-tight md:text-4xl">
        {branch.title}
      </h1>
      {branch.closure && (
        <div className="mt-3 max-w-prose">
          <ClosureNotice closure={branch.closure} locale={locale} />
        </div>
      )}
      <div className="grid-24 mt-6 gap-y-8">
        <div className="col-span-24 grid content-start gap-8 md:col-span-15">
          {branch.main_image && (
            <BranchPhoto path={branch.main_image.path} alt={branch.main_image.alt} width={900} priority />
          )}
          {branch.description && <CmsHtml className="rich-text" locale={locale} html={branch.description} />}
          {(branch.car_accessibility ||
            branch.public_transportation_accessibility ||
            branch.map_description) && (
            <BranchSection id="branch-access" title={t('accessHeading')}>
              {branch.map_description && (
                <CmsHtml className="rich-text" locale={locale} html={branch.map_description} />
              )}
              <dl className="grid gap-2">
                {branch.public_transportation_accessibility && (
                  <div>
                    <dt className="font-semibold">{t('byTransit')}</dt>
                    <dd className="text-muted">{branch.public_transportation_accessibility}</dd>
                  </div>
                )}
                {branch.car_accessibility && (
                  <div>
                    <dt className="font-semibold">{t('byCar')}</dt>
                    <dd className="text-muted">{branch.car_accessibility}</dd>
                  </div>
                )}
              </dl>
            </BranchSection>
          )}
          {branch.services.length > 0 && (
            <BranchSection id="branch-services" title={t('servicesHeading')}>
              <ul className="list-disc space-y-1 pl-5">
                {branch.services.map((s) => (
                  <li key={s}>{s}</li>
                ))}
              </ul>
            </BranchSection>
          )}
          {branch.employees.length > 0 && (
            <BranchSection id="branch-team" title={t('teamHeading')}>
              <ul className="grid gap-4 sm:grid-cols-2">
                {branch.employees.map((e) => (
                  <li
                    key={e.title}
                    className="flex items-center gap-4 rounded-md border border-line bg-white p-3"
                  >
                    {e.photo && <Portrait path={e.photo.path} alt={e.photo.alt} />}
                    <div className="grid gap-0.5 text-sm">
                      <p className="text-base font-bold">{e.title}</p>
                      {e.position && <p className="text-muted">{e.position}</p>}
                      {e.phone && (
                        <p>
                          <span className="sr-only">{t('phone')}: </span>
                          <a href={telHref(e.phone)} className="underline hover:no-underline">
                            {e.phone}
                          </a>
                        </p>
                      )}
                      {e.email && (
                        <p>
                          <span className="sr-only">{t('email')}: </span>
                          <a href={`mailto:${e.email}`} className="break-all underline hover:no-underline">
                            {e.email}
                          </a>
                        </p>
                      )}
                    </div>
                  </li>
                ))}
              </ul>
            </BranchSection>
          )}
          {gallery.length > 0 && (
            <BranchSection id="branch-photos" title={t('photosHeading')}>
              <ul className="grid gap-4 sm:grid-cols-2">
                {gallery.map((image) => (
                  <li key={image.path}>
                    <BranchPhoto path={image.path} alt={image.alt} width={440} />
                  </li>
                ))}
              </ul>
            </BranchSection>
          )}
          {branch.review_link && (
            <BranchSection id="branch-review" title={t('reviewHeading')} gap="gap-2">
              <NewTabLink href={branch.review_link} text={t('review')} newTab={t('opensInNewTab')} />
            </BranchSection>
          )}
        </div>
        <aside
          aria-label={t('contact')}
          className="col-span-24 grid content-start gap-6 md:col-span-8 md:col-start-17"
        >
          <BranchSection id="branch-address" title={t('address')} gap="gap-2">
            <BranchAddress branch={branch} texts={{ phone: t('phone'), email: t('email') }} />
            {branch.storeBranch && <p className="text-sm text-muted">{t('pickup')}</p>}
          </BranchSection>
          <OpeningHours lines={branch.opening_hours} caption={t('openingHours')} />
          <LabelledSection
            id="branch-payment"
            heading={t('paymentHeading')}
            className="grid gap-1"
            headingClassName="text-base font-semibold"
          >
            <p className="text-sm">{branch.pay_with_card ? t('cardYes') : t('cardNo')}</p>
          </LabelledSection>
          <div className="grid gap-2">
            <BranchMap
              points={points.map(mapDotOf)}
              highlight={branch._id}
              label={t('mapThisBranch', { title: branch.title })}
              captionId="branch-map-caption"
            />
            <p className="text-sm">
              <span className="text-muted">{t('gps')}: </span>
              <span className="tabular-nums">{gps}</span>
            </p>
            {branch.google_map_link && (
              <NewTabLink href={branch.google_map_link} text={t('openMap')} newTab={t('opensInNewTab')} />
            )}
          </div>
        </aside>
      </div>
    </article>
  );
}
