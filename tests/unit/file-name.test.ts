import { describe, expect, it } from 'vitest';
import { isSafeFileName } from '@/lib/route-handlers/file-name';

describe('isSafeFileName', () => {
  it.each(['photo.jpg', 'Foto de rosto.PNG', 'ação.jpeg', 'a..b.png', '.hidden.png'])(
    'accepts %s',
    (name) => expect(isSafeFileName(name)).toBe(true),
  );
  it.each([
    '../../etc/passwd.png',
    '..',
    '.',
    '..\\..\\win.ini',
    'dir/photo.png',
    'C:\\photo.png',
    'photo\u0000.png',
    'line\nbreak.png',
    '',
    `${'a'.repeat(300)}.png`,
  ])('refuses %j', (name) => expect(isSafeFileName(name)).toBe(false));
});
