/**
 * The phone menu's panel slides down and fades in as it opens, animated by
 * framer-motion, loaded on the first opening rather than with every page.
 * Nothing moves with reduced motion.
 */
export async function animateMenuOpening(panel: HTMLElement | null) {
  if (!panel || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  const { animate } = await import('framer-motion/dom');
  animate(panel, { opacity: [0, 1], y: [-8, 0] }, { duration: 0.3, ease: 'easeOut' });
}
