import { describe, expect, it } from 'vitest';
import { videoEmbedUrl, videoHost, videoPageUrl } from '@/lib/home/video';

const vimeo = { provider: 'vimeo', videoId: '76979871', hash: null };
const youtube = { provider: 'YouTube', videoId: 'aqz-KE-bpKQ', hash: null };

describe('video hosts', () => {
  it('knows Vimeo and YouTube only, and ids and hashes of plain characters', () => {
    expect(videoHost(vimeo)?.origin).toBe('https://player.vimeo.com');
    expect(videoHost(youtube)?.origin).toBe('https://www.youtube-nocookie.com');
    expect(videoHost({ ...vimeo, provider: 'dailymotion' })).toBeNull();
    expect(videoHost({ ...vimeo, provider: 'constructor' })).toBeNull();
    expect(videoHost({ ...vimeo, videoId: '1/../2' })).toBeNull();
    expect(videoHost({ ...vimeo, hash: 'a"b' })).toBeNull();
  });

  it('embeds a profile video without tracking, playing at once when pressed', () => {
    expect(videoEmbedUrl({ ...vimeo, hash: 'abc1' })).toBe(
      'https://player.vimeo.com/video/76979871?h=abc1&dnt=1',
    );
    expect(videoEmbedUrl(vimeo, { autoplay: true })).toBe(
      'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1',
    );
    const url = new URL(videoEmbedUrl(youtube, { autoplay: true, origin: 'https://a.example' })!);
    expect(url.origin + url.pathname).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      autoplay: '1',
      enablejsapi: '1',
      origin: 'https://a.example',
    });
  });

  it('embeds the home film muted, looping and without controls', () => {
    expect(videoEmbedUrl(vimeo, { background: true })).toBe(
      'https://player.vimeo.com/video/76979871?background=1&dnt=1',
    );
    const url = new URL(videoEmbedUrl(youtube, { background: true })!);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      mute: '1',
      loop: '1',
      controls: '0',
      playlist: 'aqz-KE-bpKQ',
      autoplay: '1',
    });
  });

  it('links to the video on its host', () => {
    expect(videoPageUrl(vimeo)).toBe('https://vimeo.com/76979871');
    expect(videoPageUrl({ ...vimeo, hash: 'abc1' })).toBe('https://vimeo.com/76979871/abc1');
    expect(videoPageUrl(youtube)).toBe('https://www.youtube.com/watch?v=aqz-KE-bpKQ');
    expect(videoPageUrl({ ...youtube, provider: 'other' })).toBeNull();
  });
});
