'use client';

import { useEntryMemory } from './useEntryMemory';

/** Brings a server-rendered list back to where the visitor left it when they come Back. */
export function ScrollMemory({ scope }: { scope: string }) {
  useEntryMemory(scope, null);
  return null;
}
