// Outside a Next server there is no data cache: tests of the data layer run
// each read for real. The cache itself is proved by the browser suite, which
// counts the agency API's requests behind warm pages (tests/e2e/cache.spec.ts).
export function unstable_cache<Args extends unknown[], Result>(
  read: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  return read;
}

export function revalidateTag(): void {}
export function revalidatePath(): void {}
