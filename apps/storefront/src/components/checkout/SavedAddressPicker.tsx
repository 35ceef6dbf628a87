'use client';

import { withSavedAddress, type SavedAddress } from '@shop/rules';
import { useId } from 'react';
import { updateCheckoutState } from '@/lib/checkout/store';

/** A logged-in customer's saved addresses: picking one fills the billing or the delivery address. */
export function SavedAddressPicker({
  addresses,
  as,
  label,
  choose,
}: {
  addresses: SavedAddress[];
  as: 'billing' | 'delivery';
  label: string;
  choose: string;
}) {
  const id = useId();
  if (addresses.length === 0) return null;
  return (
    <div className="grid max-w-xl gap-1">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <select
        id={id}
        value=""
        onChange={(e) => {
          const address = addresses[Number(e.target.value)];
          if (address) updateCheckoutState((s) => ({ ...s, form: withSavedAddress(s.form, address, as) }));
        }}
        className="w-full rounded-md border border-muted bg-white px-3 py-2 text-base"
      >
        <option value="">{choose}</option>
        {addresses.map((a, i) => (
          <option key={i} value={i}>
            {[a.businessName, a.name, a.street, `${a.postcode} ${a.city}`].filter(Boolean).join(', ')}
          </option>
        ))}
      </select>
    </div>
  );
}
