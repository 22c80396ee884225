import * as z from '@/lib/zod';

// Hidden from people, filled by bots: the schemas accept it so a bot is told "sent", and the
// Server Action drops the message.

export const HONEYPOT_FIELD = 'website';

export const honeypotField = z.string().optional();

export function isBot(input: { website?: string | null | undefined }): boolean {
  return typeof input.website === 'string' && input.website.trim() !== '';
}
