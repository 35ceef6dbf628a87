import { useState } from 'react';
import { useNotify } from 'react-admin';
import type { AdminProduct } from '@shop/contract';

/**
 * One change of the product from a part of the editor: pending while it runs; the server's answer
 * (the whole product) handed on; its refusal kept for that part, whose inputs stay as they were.
 */
export function useSave(onSaved: (p: AdminProduct) => void) {
  const notify = useNotify();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const run = async (work: () => Promise<AdminProduct>, done: string): Promise<boolean> => {
    setPending(true);
    setError(null);
    try {
      onSaved(await work());
      notify(done, { type: 'success' });
      return true;
    } catch (e) {
      setError(e);
      return false;
    } finally {
      setPending(false);
    }
  };
  return { run, pending, error };
}

export const messageOf = (e: unknown) => (e ? (e instanceof Error ? e.message : String(e)) : null);
