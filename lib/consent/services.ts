import 'server-only';
import { env } from '@/lib/env';
import type { ConsentServices } from './config';

/** The third-party scripts configured for this site; consent is asked only when there are some. */
export function configuredServices(): {
  urls: ConsentServices;
  offered: (keyof ConsentServices)[];
} {
  const urls: ConsentServices = { maps: env.MAPS_SCRIPT_URL, reviews: env.REVIEWS_WIDGET_URL };
  return { urls, offered: (['maps', 'reviews'] as const).filter((service) => urls[service]) };
}
