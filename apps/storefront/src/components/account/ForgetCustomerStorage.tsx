'use client';

import { useEffect } from 'react';
import { CUSTOMER_STORAGE_KEYS } from '@/lib/storage-keys';

/**
 * Shown once a customer has logged out: the browser forgets what it kept for them (the checkout's
 * details, the products they looked at and compared), so the next person on a shared device sees
 * none of it. Choices about cookies and closed offers are the device's and stay.
 */
export function ForgetCustomerStorage() {
  useEffect(() => {
    for (const key of CUSTOMER_STORAGE_KEYS) {
      try {
        localStorage.removeItem(key);
      } catch {
        // Storage blocked: nothing was kept.
      }
    }
  }, []);
  return null;
}
