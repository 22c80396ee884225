'use client';

import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useAfterLoad } from '@/components/experience/useAfterLoad';
import { useEntryMemory } from '@/components/experience/useEntryMemory';
import type { TalentListItem } from '@/lib/talents/list-item';
import { startPages, type MorePages } from '@/lib/talents/more-pages';
import { favoriteButtonAt, pressFavorite } from './grid/favoriteButtons';
import type { TalentGridIslandProps } from './TalentGridIsland';

const TalentGridIsland = lazy(() =>
  import('./TalentGridIsland').then((module) => ({ default: module.TalentGridIsland })),
);

type Props = Omit<TalentGridIslandProps, 'state' | 'setState' | 'onReady'>;

/**
 * The talent list's script, in two parts. This one is in the first load and
 * small: it keeps the list's memory for Back (the pages loaded and the scroll
 * position, from the first moment), makes card links navigate on the client,
 * and saves a favorite pressed before the rest arrives. The rest (show more,
 * the buttons' names, heights in the visitor's units) is TalentGridIsland,
 * loaded once the page is interactive, so its code is not in the first load.
 */
export function LazyTalentGridIsland(props: Props) {
  const { gridId, locale, category, filters, page, total } = props;
  const interactive = useAfterLoad();
  const [state, setState] = useEntryMemory<MorePages<TalentListItem>>(
    `talents:${locale}:${category}:${filters}:${page}`,
    startPages(page, total),
  );
  const grid = useRef<HTMLElement | null>(null);
  const [gridNode, setGridNode] = useState<HTMLElement | null>(null);
  const waiting = useRef(true);

  useEffect(() => {
    const node = document.getElementById(gridId);
    grid.current = node;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reading the server-rendered DOM
    setGridNode(node);
    if (!node) return;
    const early = (event: MouseEvent) => {
      const button = waiting.current ? favoriteButtonAt(event.target) : null;
      if (button) pressFavorite(button);
    };
    node.addEventListener('click', early);
    return () => node.removeEventListener('click', early);
  }, [gridId]);

  // From now on the island's own listener handles the favorite buttons.
  const onReady = useCallback(() => {
    waiting.current = false;
  }, []);

  if (!interactive) return null;
  return (
    <Suspense fallback={null}>
      <TalentGridIsland {...props} state={state} setState={setState} onReady={onReady} />
    </Suspense>
  );
}
