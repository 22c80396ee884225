// framer-motion's small WAAPI animate (about 3 KB gzip), loaded after the
// first paint: the first page never animates, so its scripts do not carry
// the animation code; PageTransition asks for it once the browser is idle,
// well before a visitor's first navigation needs it.
let mini: Promise<typeof import('framer-motion/dom/mini')> | null = null;

export function loadFade() {
  // A failed download is asked again next time, not remembered.
  mini ??= import('framer-motion/dom/mini').catch((error: unknown) => {
    mini = null;
    throw error;
  });
  return mini;
}

/**
 * Fades `element` to `opacity` over `seconds`, and leaves the final value in
 * its inline style, so it holds once the animation is gone; without the
 * animation code (its download failed) the value is set at once, so a page
 * that arrived hidden is never left invisible.
 */
export async function fadeTo(element: HTMLElement, opacity: number, seconds: number) {
  try {
    const { animate } = await loadFade();
    await animate(element, { opacity }, { duration: seconds, ease: 'easeInOut' });
  } finally {
    element.style.opacity = String(opacity);
  }
}
