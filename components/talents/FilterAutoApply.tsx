'use client';

import { useEffect, useRef, useTransition } from 'react';
import { useNavigationPending } from '@/components/experience/useNavigationPending';
import { useRouter } from '@/lib/i18n/navigation';
import type { SiteHref } from '@/lib/i18n/paths';
import { withSearch } from '@/lib/lists/href';
import {
  FILTER_FIELDS,
  filterSearch,
  showValues,
  valuesIn,
  type FilterValues,
} from '@/lib/talents/filter-form';

type Props = {
  /** The bare list. */
  listHref: SiteHref;
  /** The canonical query string of the list shown, and its fields' values. */
  search: string;
  values: FilterValues;
};

/**
 * The filters form's behaviour once the scripts run, on the server-rendered
 * form around it: each choice applies at once and the name on Enter, as a
 * new history entry (Back undoes the last change); a filter chosen before
 * the scripts ran applies then; Back or Forward put the URL's values back in
 * the (uncontrolled) fields.
 */
export function FilterAutoApply({ listHref, search, values }: Props) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  useNavigationPending(pending);
  const marker = useRef<HTMLSpanElement>(null);
  // The URL the fields were last matched with; null until hydrated.
  const shown = useRef<string | null>(null);

  useEffect(() => {
    const form = marker.current?.closest('form');
    if (!form) return;
    const apply = () => {
      const target = filterSearch(valuesIn(form));
      if (target === search) return;
      startTransition(() => router.push(withSearch(listHref, target), { scroll: false }));
    };
    const onChange = (event: Event) => {
      // The name applies on Enter only.
      if ((event.target as HTMLInputElement).name !== 'q') apply();
    };
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      apply();
    };
    if (shown.current === null) {
      const before = valuesIn(form);
      if (FILTER_FIELDS.some((name) => name !== 'q' && before[name] !== values[name])) apply();
    } else if (shown.current !== search) showValues(form, values);
    shown.current = search;
    const listening = new AbortController();
    form.addEventListener('change', onChange, { signal: listening.signal });
    form.addEventListener('submit', onSubmit, { signal: listening.signal });
    return () => listening.abort();
    // The fields follow the URL; `values` and `listHref` change with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);

  useEffect(() => {
    marker.current?.closest('form')?.setAttribute('aria-busy', String(pending));
  }, [pending]);

  return <span ref={marker} hidden />;
}
