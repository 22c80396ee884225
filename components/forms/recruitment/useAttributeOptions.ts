'use client';

import { useEffect, useState } from 'react';
import type { Option } from '@/lib/options/types';

type State = { options: Option[]; loading: boolean; failed: boolean };

/**
 * States of a country or cities of a state, asked of the site when the
 * parent choice changes; nothing is asked while the parent is empty.
 */
export function useAttributeOptions(locale: string, country?: string, state?: string, forCities = false): State {
  const key = forCities ? (country && state ? `${country}/${state}` : null) : country ? country : null;
  const [result, setResult] = useState<State & { key: string | null }>({ key: null, options: [], loading: false, failed: false });

  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    const params = new URLSearchParams({ lang: locale, country: country ?? '' });
    if (forCities && state) params.set('state', state);
    setResult({ key, options: [], loading: true, failed: false });
    fetch(`/api/attributes?${params}`, { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        const body = (await response.json()) as { options: Array<{ id: number; value: string }> };
        setResult({ key, options: body.options.map((o) => ({ value: String(o.id), label: o.value })), loading: false, failed: false });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setResult({ key, options: [], loading: false, failed: !!error });
      });
    return () => controller.abort();
  }, [key, locale, country, state, forCities]);

  return key && result.key === key ? result : { options: [], loading: false, failed: false };
}
