import 'server-only';
import { env } from '@/lib/env';

export function absoluteUrl(path: string): string {
  return new URL(path, env.SITE_URL).toString();
}
