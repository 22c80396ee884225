// A download's name, safe in Content-Disposition and on any file system; shared by the PDF routes
// and the profile's link, so both name the composite card alike.
export function fileNameSafe(text: string): string {
  return text.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, ' ').trim();
}
