'use client';

import Link from 'next/link';
import type { ComponentProps } from 'react';
import { readConnection, shouldPrefetch } from '@/lib/experience/prefetch';

type Props = ComponentProps<typeof Link>;

/**
 * next/link that does not prefetch on slow-2g/2g connections or when the
 * visitor asked to save data. The connection is read while rendering, not in
 * an effect: Link decides to prefetch when it mounts, so a later correction
 * would come after the requests. prefetch renders no markup, so the server's
 * HTML (where the connection is unknown) still matches.
 */
export function SmartLink({ prefetch, ...props }: Props) {
  const allowed = shouldPrefetch(readConnection());
  return <Link {...props} prefetch={allowed ? prefetch : false} data-smart-link="" />;
}
