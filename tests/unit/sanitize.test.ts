import { describe, expect, it } from 'vitest';
import { sanitizeCmsHtml } from '@/lib/html/sanitize';

describe('sanitizeCmsHtml', () => {
  it('removes scripts, event handlers and javascript: URLs', () => {
    const dirty =
      '<p>Hi</p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">link</a>' +
      '<p onclick="alert(4)" style="color:red">text</p><iframe src="https://evil.example"></iframe>';
    const clean = sanitizeCmsHtml(dirty);
    expect(clean).not.toMatch(/script|onerror|onclick|javascript:|iframe|style=/i);
    expect(clean).toContain('<p>Hi</p>');
    expect(clean).toContain('>link</a>');
    expect(clean).toContain('<p>text</p>');
  });

  it('keeps headings, lists, links, images and emphasis', () => {
    const html =
      '<h2>Title</h2><ul><li>One</li></ul><ol><li>Two</li></ol><a href="https://example.com">go</a>' +
      '<img src="https://example.com/a.jpg" alt="A"><strong>bold</strong><em>it</em>';
    const clean = sanitizeCmsHtml(html);
    expect(clean).toContain('<h2>Title</h2>');
    expect(clean).toContain('<ul><li>One</li></ul>');
    expect(clean).toContain('<ol><li>Two</li></ol>');
    expect(clean).toContain('<a href="https://example.com">go</a>');
    expect(clean).toMatch(/<img src="https:\/\/example.com\/a.jpg" alt="A" loading="lazy" \/>/);
    expect(clean).toContain('<strong>bold</strong><em>it</em>');
  });

  it('turns an h1 into an h2, since the page owns its h1', () => {
    expect(sanitizeCmsHtml('<h1>Big</h1>')).toBe('<h2>Big</h2>');
  });

  it('drops data: and protocol-relative image sources', () => {
    expect(sanitizeCmsHtml('<img src="data:image/png;base64,AAAA">')).not.toContain('data:');
    expect(sanitizeCmsHtml('<a href="//evil.example/x">x</a>')).not.toContain('evil');
  });
});
