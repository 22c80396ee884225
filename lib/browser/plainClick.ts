/** A modified or middle click keeps the browser's own behaviour (a new tab). */
export function isPlainClick(event: React.MouseEvent): boolean {
  return event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);
}
