import { useEffect } from 'react';
import { beginNavigation } from '@/lib/experience/progress';

/** Shows the progress bar while `pending` (a link's status, a router transition) holds. */
export function useNavigationPending(pending: boolean): void {
  useEffect(() => (pending ? beginNavigation() : undefined), [pending]);
}
