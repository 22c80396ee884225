// Shared shapes of the option lists. Plain data so the same lists serve server
// components, client selects and the zod schemas that check submitted values.

/** One choice of a select: `value` is what is submitted, `label` what is shown. */
export type Option = { value: string; label: string };

/** The agency API's list entries (countries, states, cities, licenses) as a select's options. */
export const attributeOptions = (list: readonly { id: number; value: string }[]): Option[] =>
  list.map((entry) => ({ value: String(entry.id), label: entry.value }));
