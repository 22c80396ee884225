import { useMediaQuery } from './useMediaQuery';

/**
 * Whether the visitor asked for reduced motion. True on the server: what
 * moves by itself starts still, and moves only once the browser says so.
 */
export function useReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)', true);
}
