'use client';

import { createContext, useContext } from 'react';

export type ErrorPageTexts = {
  unavailableTitle: string;
  unavailableDescription: string;
  genericTitle: string;
  genericDescription: string;
  retry: string;
  home: string;
  homeHref: string;
};

const ErrorTextsContext = createContext<ErrorPageTexts | null>(null);

/**
 * The error page's texts in the page's language, given by the layout. The
 * error boundary (app/[lang]/error.tsx) gets no props from the server, and a
 * translation library in its place would be in every page's first load.
 */
export function ErrorTextsProvider({
  texts,
  children,
}: {
  texts: ErrorPageTexts;
  children: React.ReactNode;
}) {
  return <ErrorTextsContext value={texts}>{children}</ErrorTextsContext>;
}

export function useErrorTexts(): ErrorPageTexts {
  const texts = useContext(ErrorTextsContext);
  if (!texts)
    throw new Error('useErrorTexts needs ErrorTextsProvider (components/layout/SiteDocument)');
  return texts;
}
