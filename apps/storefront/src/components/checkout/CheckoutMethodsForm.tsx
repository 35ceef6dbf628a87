'use client';

import type { Shipper } from '@shop/contract';
import { format, isPaymentBlocked, type ShopLocale } from '@shop/rules';
import {
  Children,
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  type ComponentProps,
  type ReactNode,
} from 'react';
import { formatPostcode, placeAddressLine } from '@/lib/checkout';
import { forgetPickupChoice } from '@/lib/checkout/pickup-choice';
import { pickupSearchPath } from '@/lib/checkout/pickup-search-page';
import {
  chooseBranch,
  choosePayment,
  chooseShipper,
  EMPTY_SELECTION,
  findShipper,
  missingChoice,
  reconcileWithMethods,
  type CheckoutSelection,
} from '@/lib/checkout/selection';
import { updateCheckoutState, useCheckoutState } from '@/lib/checkout/store';
import type { CheckoutMethods, ChosenBranch, ChosenPickupPoint, ShipperOption } from '@/lib/checkout/types';
import type { CheckoutTexts } from './texts';
import type { PickupPointPicker as Picker } from './PickupPointPicker';

type PickerProps = ComponentProps<typeof Picker>;

/**
 * When the picker's code cannot load (the connection dropped, a deploy in between), the step says
 * so and offers a reload, which keeps the shopper's choices (they live in the browser), rather than
 * the whole page giving way to the error page.
 */
function PickerUnavailable({ locale, shipperId, texts }: PickerProps) {
  return (
    <div role="alert" className="mt-3 text-sm font-semibold text-danger">
      <p>{texts.error}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-2 min-h-11 rounded border-2 border-brand px-4 py-1.5 text-brand hover:bg-brand-soft"
      >
        {texts.retry}
      </button>
      <p className="mt-2">
        <PlainPickerLink locale={locale} shipperId={shipperId} texts={texts} />
      </p>
    </div>
  );
}

/** The plain search page, which needs no scripts. */
function PlainPickerLink({ locale, shipperId, texts }: Pick<PickerProps, 'locale' | 'shipperId' | 'texts'>) {
  return (
    <a href={pickupSearchPath(locale, { shipperId, q: '', region: '' })} className="text-brand underline">
      {texts.plainLink}
    </a>
  );
}

// The picker and its map load only when the pickup-point shipper is chosen.
const PickupPointPicker = lazy(() =>
  import('./PickupPointPicker').then(
    (m) => ({ default: m.PickupPointPicker }),
    () => ({ default: PickerUnavailable }),
  ),
);

const setSelection = (change: (s: CheckoutSelection) => CheckoutSelection) =>
  updateCheckoutState((s) => ({ ...s, selection: change(s.selection) }));

/**
 * Step 'doprava a platba': the cart's shippers
 * with price and delivery date, the shop's branches for personal pick-up, a pickup-point picker,
 * the couriers' time slots and the payments, those the shipper blocks disabled with the reason.
 * The choice is kept in the browser and checked against the fresh lists on every visit.
 */
export function CheckoutMethodsForm({
  locale,
  methods,
  chosenPoint,
  infoHref,
  cartHref,
  texts,
}: {
  locale: ShopLocale;
  methods: CheckoutMethods;
  /** A point chosen on the plain search page, checked by the server. */
  chosenPoint: ChosenPickupPoint | null;
  infoHref: string;
  cartHref: string;
  texts: Pick<CheckoutTexts, 'methods' | 'pickup'>;
}) {
  const id = useId();
  const state = useCheckoutState();
  const chosenShipper = chosenPoint && methods.shippers.find((o) => o.shipper.id === chosenPoint.shipperId);
  const fromPlainPage =
    chosenShipper && chosenPoint
      ? chooseBranch(EMPTY_SELECTION, chosenShipper.shipper, chosenPoint.branch)
      : null;
  // Before the kept choice is read (and without scripts), the server's page shows the point chosen
  // on the plain search page.
  const selection = state?.selection ?? fromPlainPage ?? EMPTY_SELECTION;
  const t = texts.methods;

  // That point joins the choice kept in the browser once, and its cookie goes.
  const tookChosen = useRef(false);
  useEffect(() => {
    if (!state || tookChosen.current || !chosenPoint) return;
    tookChosen.current = true;
    if (chosenShipper) setSelection((s) => chooseBranch(s, chosenShipper.shipper, chosenPoint.branch));
    forgetPickupChoice();
  }, [state, chosenPoint, chosenShipper]);

  // A kept choice that the fresh lists no longer offer is cleared. Applied to the choice as it is
  // then, not as this render saw it: a click right after the form turned active comes first, and
  // must not be undone.
  useEffect(() => {
    if (!state) return;
    const next = reconcileWithMethods(state.selection, methods);
    if (JSON.stringify(next) !== JSON.stringify(state.selection))
      setSelection((current) => reconcileWithMethods(current, methods));
  }, [state, methods]);

  const shipper = findShipper(methods, selection.shipperId);
  const missing = state ? missingChoice(selection, methods) : 'shipper';
  const reason = { shipper: t.needShipper, branch: t.needBranch, payment: t.needPayment };

  function chooseShop(branch: ChosenBranch) {
    if (methods.personal) setSelection((s) => chooseBranch(s, methods.personal!.shipper, branch));
  }

  const shopBranchChecked = (branchId: string) =>
    shipper?.type === 'PERSONAL' && selection.branch?.kind === 'shop' && selection.branch.id === branchId;

  return (
    // Inert until the kept choice is read: a click on the server's HTML before hydration would be lost.
    <fieldset disabled={!state} aria-busy={!state || undefined} className="grid min-w-0 gap-8">
      <fieldset>
        <legend className="text-xl font-bold">{t.shipping}</legend>
        {methods.shippers.length === 0 && !methods.personal && (
          <p role="alert" className="mt-3 rounded-md border border-danger p-3 font-semibold text-danger">
            {t.noShippers}
          </p>
        )}
        <ul className="mt-3 grid gap-3">
          {methods.shippers.map((option) => (
            <ShipperItem
              key={option.shipper.id}
              option={option}
              checked={selection.shipperId === option.shipper.id}
              name={`${id}-shipping`}
              onChoose={() => setSelection((s) => chooseShipper(s, option.shipper))}
              texts={t}
            >
              {option.shipper.type === 'PICKUP_POINT' && (
                <noscript>
                  {fromPlainPage?.shipperId === option.shipper.id && fromPlainPage.branch && (
                    <p className="mt-2 rounded-md bg-brand-soft p-2 text-sm" data-testid="pickup-selected">
                      <span className="font-semibold">{texts.pickup.selected}:</span>{' '}
                      {fromPlainPage.branch.name},{' '}
                      {placeAddressLine(fromPlainPage.branch.name, fromPlainPage.branch.address)}
                    </p>
                  )}
                  <p className="mt-2 text-sm">
                    <PlainPickerLink locale={locale} shipperId={option.shipper.id} texts={texts.pickup} />
                  </p>
                </noscript>
              )}
              {/* The picker needs scripts: without them the plain search page above stands in. */}
              {state &&
                selection.shipperId === option.shipper.id &&
                option.shipper.type === 'PICKUP_POINT' && (
                  <Suspense fallback={<p className="mt-3 text-sm text-muted">{texts.pickup.openPicker}</p>}>
                    <PickupPointPicker
                      locale={locale}
                      shipperId={option.shipper.id}
                      selected={selection.branch?.kind === 'pickup-point' ? selection.branch : null}
                      onSelect={(branch) => setSelection((s) => chooseBranch(s, option.shipper, branch))}
                      onGone={(gone) =>
                        setSelection((s) => (s.branch?.id === gone ? { ...s, branch: null } : s))
                      }
                      texts={texts.pickup}
                    />
                  </Suspense>
                )}
              {selection.shipperId === option.shipper.id && option.slotDays.length > 0 && (
                <div className="mt-3">
                  <label htmlFor={`${id}-slot`} className="block font-semibold">
                    {t.timeSlot}
                  </label>
                  <select
                    id={`${id}-slot`}
                    value={selection.deliveryTimeSlot ?? ''}
                    onChange={(e) =>
                      setSelection((s) => ({ ...s, deliveryTimeSlot: e.target.value || null }))
                    }
                    aria-describedby={`${id}-slot-hint`}
                    className="mt-1 w-full max-w-sm rounded-md border border-muted bg-white px-3 py-2 text-base"
                  >
                    <option value="">{t.timeSlotAny}</option>
                    {option.slotDays.map((day) => (
                      <optgroup key={day.date} label={day.label}>
                        {day.slots.map((slot) => (
                          <option key={slot.id} value={slot.id}>
                            {day.label} {slot.from}–{slot.to}
                          </option>
                        ))}
                      </optgroup>
                    ))}
                  </select>
                  <p id={`${id}-slot-hint`} className="mt-1 text-sm text-muted">
                    {t.timeSlotHint}
                  </p>
                </div>
              )}
            </ShipperItem>
          ))}
        </ul>
        {methods.personal && (
          <div role="group" aria-labelledby={`${id}-personal`} className="mt-5">
            <p id={`${id}-personal`} className="font-bold">
              {methods.personal.shipper.name}
            </p>
            <p className="text-sm text-muted">{methods.personal.shipper.description}</p>
            <ul className="mt-3 grid gap-3 sm:grid-cols-2">
              {methods.personal.branches.map(({ branch, openingHours, deliveryText }) => (
                <li
                  key={branch.id}
                  className={`rounded-lg border bg-white ${shopBranchChecked(branch.id) ? 'border-brand ring-1 ring-brand' : 'border-line'}`}
                >
                  <label className="flex cursor-pointer gap-3 p-3 sm:p-4">
                    <input
                      type="radio"
                      name={`${id}-shipping`}
                      value={`branch-${branch.id}`}
                      checked={shopBranchChecked(branch.id)}
                      onChange={() => chooseShop(branch)}
                      aria-describedby={`${id}-hours-${branch.id}`}
                      className="mt-1 size-4 shrink-0 accent-brand"
                    />
                    <span className="flex-1">
                      <span className="flex flex-wrap justify-between gap-x-3">
                        <span className="font-semibold">{branch.name}</span>
                        <span className="font-semibold">{methods.personal!.price}</span>
                      </span>
                      <span className="block text-sm">
                        {branch.address.street}, {formatPostcode(branch.address.postcode)}{' '}
                        {branch.address.city}
                      </span>
                      <span className="block text-sm text-accent">{deliveryText}</span>
                    </span>
                  </label>
                  <details className="px-3 pb-3 text-sm sm:px-4" id={`${id}-hours-${branch.id}`}>
                    <summary className="cursor-pointer text-muted underline">{t.openingHours}</summary>
                    <ul className="mt-1">
                      {openingHours.map((line) => (
                        <li key={line}>{line}</li>
                      ))}
                    </ul>
                  </details>
                </li>
              ))}
            </ul>
          </div>
        )}
      </fieldset>

      <fieldset>
        <legend className="text-xl font-bold">{t.payment}</legend>
        <ul className="mt-3 grid gap-3">
          {methods.payments.map(({ payment, price }) => {
            const blocked = shipper !== null && isPaymentBlocked(shipper, payment.id);
            const checked = !blocked && selection.paymentId === payment.id;
            return (
              <li
                key={payment.id}
                className={`rounded-lg border ${blocked ? 'border-line bg-tint' : checked ? 'border-brand bg-white ring-1 ring-brand' : 'border-line bg-white'}`}
              >
                <label
                  className={`flex gap-3 p-3 sm:p-4 ${blocked ? 'cursor-not-allowed' : 'cursor-pointer'}`}
                >
                  <input
                    type="radio"
                    name={`${id}-payment`}
                    value={payment.id}
                    checked={checked}
                    disabled={blocked}
                    onChange={() => setSelection((s) => choosePayment(s, methods, payment.id))}
                    aria-describedby={`${id}-payment-${payment.id}`}
                    className="mt-1 size-4 shrink-0 accent-brand"
                  />
                  <span className="flex-1">
                    <span className="flex flex-wrap justify-between gap-x-3">
                      <span className={`font-semibold ${blocked ? 'text-muted' : ''}`}>{payment.name}</span>
                      <span className={`font-semibold ${blocked ? 'text-muted' : ''}`}>{price}</span>
                    </span>
                    <span
                      id={`${id}-payment-${payment.id}`}
                      className={`block text-sm ${blocked ? 'font-semibold text-danger' : 'text-muted'}`}
                    >
                      {blocked && shipper
                        ? format(t.blocked, { shipper: shipper.name })
                        : payment.description}
                    </span>
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>

      <div className="flex flex-col gap-4 border-t border-line pt-6 sm:flex-row sm:items-start sm:justify-between">
        <a href={cartHref} className="self-start py-2.5 font-semibold text-brand underline">
          {t.back}
        </a>
        <div className="flex flex-col gap-2 sm:items-end">
          {missing ? (
            <button
              type="button"
              disabled
              aria-describedby={`${id}-missing`}
              className="cursor-not-allowed rounded-md bg-muted/40 px-6 py-3 font-bold text-ink/70"
            >
              {t.continue}
            </button>
          ) : (
            <a
              href={infoHref}
              className="rounded-md bg-brand px-6 py-3 text-center font-bold text-white hover:bg-brand-dark"
            >
              {t.continue}
            </a>
          )}
          <p id={`${id}-missing`} role="status" className="min-h-6 text-sm font-semibold text-danger">
            {missing ? reason[missing] : ''}
          </p>
        </div>
      </div>
    </fieldset>
  );
}

function ShipperItem({
  option,
  checked,
  name,
  onChoose,
  texts,
  children,
}: {
  option: ShipperOption;
  checked: boolean;
  name: string;
  onChoose: () => void;
  texts: CheckoutTexts['methods'];
  children: ReactNode;
}) {
  const { shipper }: { shipper: Shipper } = option;
  const descriptionId = `${name}-${shipper.id}-description`;
  return (
    <li
      className={`rounded-lg border bg-white ${checked ? 'border-brand ring-1 ring-brand' : 'border-line'}`}
      data-testid="shipper-option"
    >
      <label className="flex cursor-pointer gap-3 p-3 sm:p-4">
        <input
          type="radio"
          name={name}
          value={`shipper-${shipper.id}`}
          checked={checked}
          onChange={onChoose}
          aria-describedby={descriptionId}
          className="mt-1 size-4 shrink-0 accent-brand"
        />
        <span className="flex-1">
          <span className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
            <span className="flex flex-wrap items-center gap-2">
              <span className="font-semibold">{shipper.name}</span>
              {option.fastest && (
                <span className="rounded-full bg-accent px-2 py-0.5 text-xs font-bold text-white">
                  {texts.fastest}
                </span>
              )}
            </span>
            <span className="font-semibold">{option.price}</span>
          </span>
          <span className="block text-sm text-accent">{option.deliveryText}</span>
        </span>
      </label>
      <p id={descriptionId} className="-mt-2 px-3 pb-3 pl-10 text-sm text-muted sm:px-4 sm:pl-11">
        {shipper.description}
      </p>
      {Children.toArray(children).length > 0 && <div className="px-3 pb-3 sm:px-4">{children}</div>}
    </li>
  );
}
