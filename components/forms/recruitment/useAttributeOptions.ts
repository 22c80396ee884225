import { useEffect, useState } from 'react';
import type { Option } from '@/lib/options/types';

type Loaded = { key: string; options: Option[]; failed: boolean };
type State = { options: Option[]; loading: boolean; failed: boolean };

/**
 * States of a country or cities of a state, asked of the site when the
 * parent choice changes; nothing is asked while the parent is empty. A list
 * is loading while what we hold belongs to another parent.
 */
export function useAttributeOptions(
  locale: string,
  country?: string,
  state?: string,
  forCities = false,
): State {
  const key = forCities
    ? country && state
      ? `${country}/${state}`
      : null
    : country
      ? country
      : null;
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    const params = new URLSearchParams({ lang: locale, country: country ?? '' });
    if (forCities && state) params.set('state', state);
    fetch(`/api/attributes?${params}`, { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        const body = (await response.json()) as { options: Array<{ id: number; value: string }> };
        const options = body.options.map((o) => ({ value: String(o.id), label: o.value }));
        setLoaded({ key, options, failed: false });
      })
      .catch(() => {
        if (!controller.signal.aborted) setLoaded({ key, options: [], failed: true });
      });
    return () => controller.abort();
  }, [key, locale, country, state, forCities]);

  if (!key) return { options: [], loading: false, failed: false };
  if (loaded?.key !== key) return { options: [], loading: true, failed: false };
  return { options: loaded.options, loading: false, failed: loaded.failed };
}
