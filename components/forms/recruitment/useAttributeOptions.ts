import { useEffect, useState } from 'react';
import { attributeOptions, type Option } from '@/lib/options/types';

type Loaded = { key: string; options: Option[]; failed: boolean };
type State = { options: Option[]; loading: boolean; failed: boolean; waiting: boolean };

// `given` is the list the action sent with its answer: shown before or without scripts.
export function useAttributeOptions(
  locale: string,
  given: Option[] | undefined,
  parents: readonly [country: string, state?: string] | null,
): State {
  const [country, state] = parents ?? [];
  const key = parents ? parents.join('/') : null;
  const [loaded, setLoaded] = useState<Loaded | null>(() =>
    key && given ? { key, options: given, failed: false } : null,
  );
  const held = loaded?.key === key;

  useEffect(() => {
    if (!key || held) return;
    const controller = new AbortController();
    const params = new URLSearchParams({ lang: locale, country: country! });
    if (state) params.set('state', state);
    fetch(`/api/attributes?${params}`, { signal: controller.signal })
      .then(async (response) => {
        // An error status is a failed list, shown as such.
        if (!response.ok) throw new Error(String(response.status));
        const body = (await response.json()) as { options: Array<{ id: number; value: string }> };
        setLoaded({ key, options: attributeOptions(body.options), failed: false });
      })
      .catch(() => {
        if (!controller.signal.aborted) setLoaded({ key, options: [], failed: true });
      });
    return () => controller.abort();
  }, [key, held, locale, country, state]);

  if (!key) return { options: [], loading: false, failed: false, waiting: true };
  if (!held) return { options: [], loading: true, failed: false, waiting: false };
  return { options: loaded!.options, loading: false, failed: loaded!.failed, waiting: false };
}
