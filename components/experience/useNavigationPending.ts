import { useEffect } from 'react';
import { beginNavigation } from '@/lib/browser/progress';

export function useNavigationPending(pending: boolean): void {
  useEffect(() => (pending ? beginNavigation() : undefined), [pending]);
}
