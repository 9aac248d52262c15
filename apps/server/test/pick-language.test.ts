import { describe, expect, it } from 'vitest';
import { pickLanguage } from '../src/core/i18n/index.ts';

describe('the language of an answer, from Accept-Language', () => {
  it.each([
    ['zh-CN', 'zh-CN'],
    ['vi-VN,en;q=0.8', 'vi-VN'],
    // Browsers often name a language without its region.
    ['vi', 'vi-VN'],
    ['id', 'id-ID'],
    ['in-ID', 'id-ID'],
    ['zh-TW,zh;q=0.9', 'zh-CN'],
    ['en-GB', 'en-US'],
    // The first of ours the reader wants most, past languages we do not have.
    ['fr-FR,fr;q=0.9,vi;q=0.8,en;q=0.5', 'vi-VN'],
    ['en;q=0.2, id-ID;q=0.7', 'id-ID'],
    // "Not this one", and nothing we have: English.
    ['vi;q=0', 'en-US'],
    ['fr, de', 'en-US'],
    ['', 'en-US'],
    [undefined, 'en-US'],
  ])('%s answers in %s', (header, language) => {
    expect(pickLanguage(header)).toBe(language);
  });
});
