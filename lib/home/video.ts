// The hosts' players, their videos' own pages (where no player runs), and the message that asks a
// loaded player to answer, by which the site knows it did load.

export type Video = { provider: string; videoId: string; hash: string | null };

type Host = { key: 'vimeo' | 'youtube'; name: string; origin: string; handshake: string };

const HOSTS: Record<string, Host> = {
  // Vimeo's player says "ready" by itself and answers a ping.
  vimeo: {
    key: 'vimeo',
    name: 'Vimeo',
    origin: 'https://player.vimeo.com',
    handshake: '{"method":"ping"}',
  },
  // YouTube's (with enablejsapi) starts sending its state once told someone listens.
  youtube: {
    key: 'youtube',
    name: 'YouTube',
    origin: 'https://www.youtube-nocookie.com',
    handshake: '{"event":"listening","id":1,"channel":"widget"}',
  },
};

export function videoHost(video: Video): Host | null {
  if (!/^[\w-]+$/.test(video.videoId) || !/^\w*$/.test(video.hash ?? '')) return null;
  const key = video.provider.toLowerCase();
  return Object.hasOwn(HOSTS, key) ? HOSTS[key]! : null;
}

type EmbedOptions = {
  /** A muted, looping player without controls, behind the home page. */
  background?: boolean;
  /** Starts at once: the visitor pressed play. */
  autoplay?: boolean;
  /** The page's origin, to which YouTube's player sends its messages. */
  origin?: string;
};

export function videoEmbedUrl(video: Video, options: EmbedOptions = {}): string | null {
  const host = videoHost(video);
  if (!host) return null;
  const params = new URLSearchParams();
  const { videoId: id } = video;
  if (host.key === 'vimeo') {
    if (video.hash) params.set('h', video.hash);
    if (options.background) params.set('background', '1');
    else if (options.autoplay) params.set('autoplay', '1');
    // No viewing data or cookies kept by Vimeo's player.
    params.set('dnt', '1');
    return `${host.origin}/video/${id}?${params}`;
  }
  if (options.background) {
    for (const [key, value] of Object.entries({ mute: '1', loop: '1', controls: '0' }))
      params.set(key, value);
    params.set('playlist', id);
    params.set('playsinline', '1');
  }
  if (options.background || options.autoplay) params.set('autoplay', '1');
  params.set('enablejsapi', '1');
  if (options.origin) params.set('origin', options.origin);
  return `${host.origin}/embed/${id}?${params}`;
}

/** The video's page on its host, which plays it without our page's scripts. */
export function videoPageUrl(video: Video): string | null {
  const host = videoHost(video);
  if (!host) return null;
  if (host.key === 'vimeo')
    return `https://vimeo.com/${video.videoId}${video.hash ? `/${video.hash}` : ''}`;
  return `https://www.youtube.com/watch?v=${video.videoId}`;
}
