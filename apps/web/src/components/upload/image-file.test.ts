import { describe, expect, it } from 'vitest';
import { checkImageFile, IMAGE_MAX_BYTES, sniffImageType } from './image-file.ts';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)),
  );

describe('image file check', () => {
  it.each([
    ['image/png', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a])],
    ['image/jpeg', bytes([0xff, 0xd8, 0xff, 0xe0])],
    ['image/gif', bytes('GIF89a')],
    ['image/gif', bytes('GIF87a')],
    ['image/webp', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ')],
  ])('reads %s from the first bytes', (type, head) => {
    expect(sniffImageType(head)).toBe(type);
  });

  it.each([
    ['text', bytes('hello world!')],
    ['a RIFF that is not WebP', bytes('RIFF', [0x24, 0, 0, 0], 'WAVE')],
    ['SVG', bytes('<svg xmlns=')],
    ['nothing', bytes()],
  ])('finds no image in %s', (_name, head) => {
    expect(sniffImageType(head)).toBeNull();
  });

  it('lets exactly 5 MB through and stops one byte more', async () => {
    const png = bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]);
    const sized = (size: number) => {
      const content = new Uint8Array(size);
      content.set(png);
      return new File([content], 'a.png', { type: 'image/png' });
    };
    expect(await checkImageFile(sized(IMAGE_MAX_BYTES))).toBeNull();
    expect(await checkImageFile(sized(IMAGE_MAX_BYTES + 1))).toBe('size');
    expect(await checkImageFile(new File([], 'empty.png', { type: 'image/png' }))).toBe('type');
  });
});
