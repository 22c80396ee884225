// A filter form sent with scripts asks the list it brings to take the keyboard's focus (its
// count): the list is a new page component, so the request waits here until it has mounted.
let pending = false;

export function askResultsFocus(): void {
  pending = true;
}

/** True once per request. */
export function takeResultsFocus(): boolean {
  const asked = pending;
  pending = false;
  return asked;
}
