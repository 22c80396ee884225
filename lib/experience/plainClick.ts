/**
 * Whether a click on a link is a plain one, which a script may answer in the
 * page; a modified or middle click keeps the browser's own (a new tab).
 */
export function isPlainClick(event: React.MouseEvent): boolean {
  return event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);
}
