import { describe, expect, it } from 'vitest';
import { detectImageType } from '@agency/rules/limits';

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);

describe('detectImageType', () => {
  it('recognises PNG', () => {
    expect(detectImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0))).toBe(
      'image/png',
    );
  });

  it('recognises both GIF versions', () => {
    expect(detectImageType(text('GIF87a....'))).toBe('image/gif');
    expect(detectImageType(text('GIF89a'))).toBe('image/gif');
  });

  it('recognises JPEG', () => {
    expect(detectImageType(bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10))).toBe('image/jpeg');
  });

  it('rejects text, empty and truncated input', () => {
    expect(detectImageType(text('<?php echo 1; ?>'))).toBeNull();
    expect(detectImageType(text('GIF88a'))).toBeNull();
    expect(detectImageType(new Uint8Array())).toBeNull();
    expect(detectImageType(bytes(0x89, 0x50, 0x4e, 0x47))).toBeNull();
    expect(detectImageType(bytes(0xff, 0xd8))).toBeNull();
  });
});
