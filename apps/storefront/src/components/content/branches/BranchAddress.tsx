import type { CmsBranch } from '@shop/contract';
import { formatPostcode, telHref } from '@/lib/branches/view';

/** The branch's postal address, phone and e-mail. */
export function BranchAddress({
  branch,
  texts,
}: {
  branch: Pick<CmsBranch, 'address' | 'phone' | 'email'>;
  texts: { phone: string; email: string };
}) {
  const { street, postcode, city } = branch.address;
  return (
    <address className="space-y-1 text-sm not-italic">
      <p>
        {street}
        <br />
        {formatPostcode(postcode)} {city}
      </p>
      {branch.phone && (
        <p>
          <span className="text-muted">{texts.phone}: </span>
          <a href={telHref(branch.phone)} className="font-semibold underline hover:no-underline">
            {branch.phone}
          </a>
        </p>
      )}
      {branch.email && (
        <p>
          <span className="text-muted">{texts.email}: </span>
          <a href={`mailto:${branch.email}`} className="underline hover:no-underline">
            {branch.email}
          </a>
        </p>
      )}
    </address>
  );
}
