// The header's labels (components/layout/Header.tsx): one line each. From
// 1024 px the row holds the logo and every label (the longest in Spanish);
// until 1367 px it fits only with less letter-spacing.
export const navText =
  'whitespace-nowrap uppercase tracking-widest lg:tracking-normal xl:tracking-wider 2xl:tracking-widest';
