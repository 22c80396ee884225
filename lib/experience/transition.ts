// SPEC.md section 2: page changes fade out then in (about 1 s in all); when
// the layout itself is replaced (another language's layout) it fades in faster.
export const PAGE_FADE_S = 0.5;
export const LAYOUT_FADE_S = 0.3;
/** How long the completed bar stays before it fades, and the red one. */
export const PROGRESS_DONE_MS = 300;
export const PROGRESS_FAILED_MS = 3000;
