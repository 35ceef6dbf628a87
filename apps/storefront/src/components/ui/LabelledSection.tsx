import type { ReactNode } from 'react';

/** A section named by its heading, so that screen readers list it under that name. */
export function LabelledSection({
  id,
  heading,
  className,
  headingClassName,
  children,
}: {
  /** The heading's id, unique on the page. */
  id: string;
  heading: ReactNode;
  className: string;
  headingClassName: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={headingClassName}>
        {heading}
      </h2>
      {children}
    </section>
  );
}
