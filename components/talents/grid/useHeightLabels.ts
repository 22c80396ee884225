'use client';

import { useCallback, useEffect, type RefObject } from 'react';
import { formatHeight } from '@/lib/units/height';
import { useUnitPreferences } from '@/lib/units/store';

/**
 * Heights on the cards inside `container` in the visitor's units: the server
 * wrote them in the language's default units, and a stored choice (cm or
 * ft/in) rewrites them once the page runs, and again whenever it changes.
 * Returns the text of a height for the cards rendered on the client.
 */
export function useHeightLabels(
  container: RefObject<HTMLElement | null>,
  version: unknown,
  locale: string,
) {
  const { height: unit } = useUnitPreferences(locale);
  const text = useCallback((cm: number) => formatHeight(cm, unit, locale), [unit, locale]);
  useEffect(() => {
    for (const label of container.current?.querySelectorAll('[data-height-cm]') ?? []) {
      const cm = Number(label.getAttribute('data-height-cm'));
      if (Number.isFinite(cm) && cm > 0) label.textContent = text(cm);
    }
  }, [container, text, version]);
  return text;
}
