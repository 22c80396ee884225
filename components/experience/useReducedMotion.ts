import { useMediaQuery } from './useMediaQuery';

// True on the server: what moves by itself starts still.
export function useReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)', true);
}
