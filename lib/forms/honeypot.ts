import { z } from '@/lib/zod';

// A field hidden from people (off-screen, aria-hidden, tabindex -1) that form
// filling bots complete. The schemas accept it so a bot gets the normal
// success answer; the Server Action then drops the message instead of
// forwarding it, which tells the bot nothing.

export const HONEYPOT_FIELD = 'website';

export const honeypotField = z.string().optional();

export function isBot(input: { website?: string | null | undefined }): boolean {
  return typeof input.website === 'string' && input.website.trim() !== '';
}
