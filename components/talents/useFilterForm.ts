import { useEffect, useRef, useTransition, type FormEvent } from 'react';
import { useNavigationPending } from '@/components/experience/useNavigationPending';
import { useRouter } from '@/lib/i18n/navigation';
import type { SiteHref } from '@/lib/i18n/paths';
import { withSearch } from '@/lib/lists/href';
import {
  FILTER_FIELDS,
  showValues,
  valuesIn,
  valuesOf,
  type FilterValues,
} from '@/lib/talents/filter-form';
import { parseTalentQuery, toSearch, type TalentQuery } from '@/lib/talents/list-query';

/**
 * The filters form's behaviour: each choice applies at once and the name on
 * Enter, as a new history entry (Back undoes the last change); a filter
 * chosen before the scripts ran applies once they run; Back or Forward put
 * the URL's values back in the (uncontrolled) fields.
 */
export function useFilterForm(listHref: SiteHref, query: TalentQuery) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  useNavigationPending(pending);
  const form = useRef<HTMLFormElement>(null);
  const initial = valuesOf(query);
  const search = toSearch(query);

  const apply = (next: FilterValues) => {
    const target = toSearch(parseTalentQuery(new URLSearchParams(next)));
    if (target === search) return;
    startTransition(() => router.push(withSearch(listHref, target), { scroll: false }));
  };
  const choose = () => {
    if (form.current) apply(valuesIn(form.current));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(valuesIn(event.currentTarget));
  };

  // The URL the fields were last matched with; null until hydrated.
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const node = form.current;
    if (!node) return;
    if (shown.current === null) {
      shown.current = search;
      // A name typed before the scripts ran waits for Enter, as always.
      const before = valuesIn(node);
      if (FILTER_FIELDS.some((name) => name !== 'q' && before[name] !== initial[name]))
        apply(before);
      return;
    }
    if (shown.current !== search) {
      shown.current = search;
      showValues(node, initial);
    }
    // Only when the URL changes; `initial` and `apply` follow it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);

  return { form, pending, initial, choose, submit };
}
