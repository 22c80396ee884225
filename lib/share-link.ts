/**
 * The WhatsApp link that opens a new message with the text and the address, in the app on a phone
 * and in WhatsApp Web on a desktop: a plain link, so it works without scripts and asks nothing of
 * WhatsApp before the visitor follows it.
 */
export function whatsAppHref(text: string, url: string): string {
  const message = text.trim() ? `${text.trim()} ${url}` : url;
  return `https://wa.me/?text=${encodeURIComponent(message)}`;
}
