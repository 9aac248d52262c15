import { describe, expect, it } from 'vitest';
import {
  idParams,
  isCarouselImage,
  loginPasswordStepSchema,
  memberLoginSchema,
  nameField,
  optionalText,
} from '../src/index.ts';

// Issue 18 point 6: the fields the review found too lenient.

describe('ids read from text', () => {
  it('take plain decimal digits only', () => {
    expect(idParams.parse({ id: '12' })).toEqual({ id: 12 });
    expect(idParams.parse({ id: 7 })).toEqual({ id: 7 });
    for (const id of ['0x1', '1e0', ' 1', '1 ', '01', '+1', '1.0', '0b1', '0o1', '１', '', '-1', '0'])
      expect(idParams.safeParse({ id }).success, JSON.stringify(id)).toBe(false);
  });
});

describe('names and remarks', () => {
  it('refuse control characters; a remark keeps its line breaks and tabs', () => {
    const name = nameField();
    for (const text of ['a\u0000b', 'a\tb', 'a\nb', 'a\u007fb', 'a\u009bb'])
      expect(name.safeParse(text).success, JSON.stringify(text)).toBe(false);
    expect(name.parse('  Zoë – 张三  ')).toBe('Zoë – 张三');
    const remark = optionalText();
    expect(remark.parse('line one\r\n\tline two')).toBe('line one\r\n\tline two');
    expect(remark.safeParse('bell\u0007').success).toBe(false);
  });
});

describe('carousel images', () => {
  it("are this server's uploaded files or https addresses", () => {
    expect(isCarouselImage(`/files/${'a'.repeat(64)}.webp`)).toBe(true);
    expect(isCarouselImage('https://cdn.example.com/x.png?v=2')).toBe(true);
    for (const text of [
      'javascript:alert(1)',
      ' javascript:alert(1)',
      'http://cdn.example.com/x.png',
      'data:image/png;base64,AAAA',
      '//cdn.example.com/x.png',
      `/files/${'a'.repeat(64)}.svg`,
      '/files/../etc/passwd',
      'https://exa mple.com/x.png',
    ])
      expect(isCarouselImage(text), text).toBe(false);
  });
});

describe('passwords at sign-in', () => {
  it('are taken exactly as typed', () => {
    const step = loginPasswordStepSchema.parse({ email: 'a@example.com', password: ' secret pass ' });
    expect(step.password).toBe(' secret pass ');
    expect(memberLoginSchema.parse({ name: 'ann', password: 'pass word ' }).password).toBe('pass word ');
  });
});
