'use client';

import { useEffect } from 'react';
import { failNavigation } from '@/lib/browser/progress';

/** For the error and not-found views: a navigation that ends here turns the bar red. */
export function useFailedNavigation(): void {
  useEffect(() => failNavigation(), []);
}

export function FailedNavigation() {
  useFailedNavigation();
  return null;
}
