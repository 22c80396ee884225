import { describe, expect, it } from 'vitest';
import { imageSources, servesFromLoopback } from '@/lib/security/image-sources';

describe('imageSources', () => {
  it('allows the media folder of the API URLs on their exact port', () => {
    const sources = imageSources({
      MAIN_API_URL: 'http://127.0.0.1:4341',
      PANEL_API_URL: 'http://127.0.0.1:4341',
    });
    expect(sources).toEqual([
      { protocol: 'http', hostname: '127.0.0.1', port: '4341', pathname: '/media/**' },
    ]);
    expect(servesFromLoopback(sources)).toBe(true);
  });

  it('takes IMAGE_HOSTS as base URLs, the default port and /media/ when not given', () => {
    const sources = imageSources({
      IMAGE_HOSTS: 'https://cdn.example.com/pictures, media.example.com',
      MAIN_API_URL: 'http://127.0.0.1:4000',
    });
    expect(sources).toEqual([
      { protocol: 'https', hostname: 'cdn.example.com', port: '', pathname: '/pictures/**' },
      { protocol: 'https', hostname: 'media.example.com', port: '', pathname: '/media/**' },
    ]);
    expect(servesFromLoopback(sources)).toBe(false);
  });
});
