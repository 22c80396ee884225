import { useRouter } from 'next/navigation';
import { useEffect, useRef, useTransition, type FormEvent } from 'react';
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
export function useFilterForm(listPath: string, query: TalentQuery) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const form = useRef<HTMLFormElement>(null);
  const initial = valuesOf(query);
  const search = toSearch(query);

  const apply = (next: FilterValues) => {
    const target = toSearch(parseTalentQuery(new URLSearchParams(next)));
    if (target === search) return;
    startTransition(() =>
      router.push(target ? `${listPath}?${target}` : listPath, { scroll: false }),
    );
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
