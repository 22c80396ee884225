import { useEffect } from 'react';
import { beginNavigation } from '@/lib/experience/progress';

export function useNavigationPending(pending: boolean): void {
  useEffect(() => (pending ? beginNavigation() : undefined), [pending]);
}
