'use client';

import { useLayoutEffect, useRef, useState, type ComponentProps } from 'react';

/**
 * A form's textarea. It may arrive filled (the text of a refused post, kept for correcting) and be
 * edited before the page's scripts have run, as on a slow phone. Hydrating a filled textarea, React
 * sets its value back to the text it came with; the edit is read before that and put back.
 */
export function Textarea({ id, ...props }: Omit<ComponentProps<'textarea'>, 'ref'> & { id: string }) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const [typed] = useState(() => valueBeforeHydration(id));
  useLayoutEffect(() => {
    const field = ref.current;
    if (field && typed !== null && field.value !== typed) field.value = typed;
  }, [typed]);
  return <textarea ref={ref} id={id} {...props} />;
}

/** The value of the server-rendered textarea `id` while React has not taken it over yet. */
function valueBeforeHydration(id: string): string | null {
  if (typeof document === 'undefined') return null;
  const field = document.getElementById(id);
  if (!(field instanceof HTMLTextAreaElement)) return null;
  return Object.keys(field).some((key) => key.startsWith('__reactFiber')) ? null : field.value;
}
