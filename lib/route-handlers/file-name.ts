// A browser sends a file's base name only. A name with a directory part,
// `..` or control characters was written by hand to reach the file system
// of whoever stores it downstream: the request is refused, not cleaned.
const CONTROL = /[\u0000-\u001f\u007f]/;

export function isSafeFileName(name: string): boolean {
  if (name.length === 0 || name.length > 255) return false;
  if (name.includes('/') || name.includes('\\') || CONTROL.test(name)) return false;
  return name !== '.' && !name.startsWith('..');
}
