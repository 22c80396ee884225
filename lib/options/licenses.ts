// The API names recruitment categories ("licenses") in Portuguese whatever the language, so the
// site words them by id (Options.licenses); an id it does not know keeps the API's word.
import type { Option } from './types';

export function licenseOptions(
  licenses: readonly Option[],
  labels: Readonly<Record<string, string>>,
): Option[] {
  return licenses.map(({ value, label }) => ({
    value,
    label: Object.hasOwn(labels, value) ? labels[value]! : label,
  }));
}
