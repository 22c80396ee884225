'use client';

import { createContext, useContext } from 'react';
import type { ErrorPageTexts, NotFoundTexts } from '@/lib/errors/view-texts';

export type ViewTexts = { error: ErrorPageTexts; notFound: NotFoundTexts };

const ViewTextsContext = createContext<ViewTexts | null>(null);

/**
 * The error and 404 views' texts in the page's language, given by the layout
 * (components/layout/SiteDocument.tsx). Those views are client components that
 * get no props from the server (app/[lang]/error.tsx) or no params
 * (not-found files), and a translation library in their place would be in
 * every page's first load.
 */
export function ViewTextsProvider({
  texts,
  children,
}: {
  texts: ViewTexts;
  children: React.ReactNode;
}) {
  return <ViewTextsContext value={texts}>{children}</ViewTextsContext>;
}

export function useViewTexts(): ViewTexts {
  const texts = useContext(ViewTextsContext);
  if (!texts)
    throw new Error('useViewTexts needs ViewTextsProvider (components/layout/SiteDocument)');
  return texts;
}
