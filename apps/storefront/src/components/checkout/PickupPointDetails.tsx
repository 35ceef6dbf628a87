import type { PickupPoint } from '@shop/contract';
import { format, type ShopLocale } from '@shop/rules';
import { placeAddressLine } from '@/lib/checkout';
import type { CheckoutTexts } from './texts';

/**
 * A pickup point as a list shows it: its photo, name and distance, address, the closed state,
 * opening hours and directions. Shared by the checkout's picker and the plain search page.
 */
export function PickupPointDetails({
  point,
  locale,
  texts,
}: {
  point: PickupPoint;
  locale: ShopLocale;
  texts: CheckoutTexts['pickup'];
}) {
  return (
    <>
      {point.photoUrl && (
        // The point's shop front, to know it on arrival; its name and address say the rest.
        // eslint-disable-next-line @next/next/no-img-element -- a carrier's photo, not the shop's media
        <img
          src={point.photoUrl}
          alt=""
          width={64}
          height={48}
          loading="lazy"
          decoding="async"
          className="h-12 w-16 shrink-0 rounded object-cover"
          data-testid="pickup-photo"
        />
      )}
      <span className="min-w-0 flex-1 text-sm">
        <span className="flex justify-between gap-2">
          <span className="font-semibold">{point.name}</span>
          {point.distanceKm !== null && (
            <span className="shrink-0 text-muted">
              {format(texts.distance, {
                km: point.distanceKm.toLocaleString(locale, { maximumFractionDigits: 1 }),
              })}
            </span>
          )}
        </span>
        {placeAddressLine(point.name, point.address)}
        {point.closed && (
          <span className="block font-semibold text-danger">
            {texts.closed}
            {point.statusNote ? `: ${point.statusNote}` : ''}
          </span>
        )}
        {point.openingHours.length > 0 && (
          <span className="block text-muted">{point.openingHours.join(', ')}</span>
        )}
        {point.directions && (
          <span className="block text-muted">
            <span className="sr-only">{texts.directions}: </span>
            {point.directions}
          </span>
        )}
      </span>
    </>
  );
}
