// Shared shapes of the option lists. Plain data so the same lists serve server
// components, client selects and the zod schemas that check submitted values.

/** One choice of a select: `value` is what is submitted, `label` what is shown. */
export type Option = { value: string; label: string };
