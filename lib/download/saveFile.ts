/** Hands a file the site answered to the browser's downloads, under `fileName`. */
export async function saveFile(response: Response, fileName: string): Promise<void> {
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the address after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
