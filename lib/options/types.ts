export type Option = { value: string; label: string };

export const attributeOptions = (list: readonly { id: number; value: string }[]): Option[] =>
  list.map((entry) => ({ value: String(entry.id), label: entry.value }));
