/**
 * The first control of the form, in page order, whose name is among the
 * invalid fields and that a person can reach (not disabled). react-hook-form
 * focuses in the order fields were registered, which is not the order people
 * read, so the forms ask the page instead.
 */
export function firstInvalidControl(
  form: HTMLFormElement,
  invalidNames: Iterable<string>,
): HTMLElement | null {
  const names = new Set(invalidNames);
  if (names.size === 0) return null;
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLElement)) continue;
    const name = element.getAttribute('name');
    if (name && names.has(name) && !element.matches(':disabled')) return element;
  }
  return null;
}
