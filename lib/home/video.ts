// Embed addresses of the video hosts the agency uses. A Vimeo file may be
// 'id/hash' (a private link), already split by the data layer.

export function videoEmbedUrl(
  provider: string,
  videoId: string,
  options: { background?: boolean; hash?: string | null } = {},
): string | null {
  if (!/^[\w-]+$/.test(videoId)) return null;
  const name = provider.toLowerCase();
  if (name === 'vimeo') {
    const params = new URLSearchParams();
    if (options.hash) params.set('h', options.hash);
    if (options.background) params.set('background', '1');
    const query = params.toString();
    return `https://player.vimeo.com/video/${videoId}${query ? `?${query}` : ''}`;
  }
  if (name === 'youtube') {
    const params = options.background
      ? `?autoplay=1&mute=1&loop=1&controls=0&playlist=${videoId}&playsinline=1`
      : '';
    return `https://www.youtube-nocookie.com/embed/${videoId}${params}`;
  }
  return null;
}
