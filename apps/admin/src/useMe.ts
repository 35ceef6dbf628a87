import { useEffect, useState } from 'react';
import type { Me } from './api/types';
import { currentOperator, onMeChange } from './providers/authProvider';

/** The logged-in operator, kept current across log-in, set-up of the second factor and log-out. */
export function useMe(): Me | null {
  const [me, setMe] = useState<Me | null>(null);
  useEffect(() => {
    let live = true;
    const off = onMeChange((m) => live && setMe(m));
    currentOperator()
      .then((m) => live && setMe(m))
      .catch(() => undefined);
    return () => {
      live = false;
      off();
    };
  }, []);
  return me;
}
