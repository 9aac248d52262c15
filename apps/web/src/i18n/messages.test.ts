import { describe, expect, it } from 'vitest';
import { messageKeys } from '@app/contracts/validation';
import { en } from './en/index.ts';
import { id } from './id/index.ts';
import { vn } from './vn/index.ts';
import { zhCn } from './zh-cn/index.ts';
import { areasEn } from './en/areas.ts';
import { areasId } from './id/areas.ts';
import { areasVn } from './vn/areas.ts';
import { areasZhCn } from './zh-cn/areas.ts';

// The sign-in texts and the screens' texts share one namespace, so they are checked as one.
const languages = {
  'zh-cn': { ...zhCn, ...areasZhCn },
  en: { ...en, ...areasEn },
  vn: { ...vn, ...areasVn },
  id: { ...id, ...areasId },
};

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [k, v] of leaves(value, path)) found.set(k, v);
  }
  return found;
}

const interpolations = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

// A language's form of a text for a count of one (texts-of.ts): its own, beside the text every language has.
const ONE = /_one$/;
const baseOf = (key: string) => key.replace(ONE, '');

describe('translations', () => {
  const all = Object.entries(languages).map(([name, messages]) => [name, leaves(messages as Tree)] as const);
  const keys = new Set(all.flatMap(([, texts]) => [...texts.keys()].filter((key) => !ONE.test(key))));

  it.each(all)('%s has every key that any language has', (_name, texts) => {
    expect([...keys].filter((key) => !texts.has(key))).toEqual([]);
  });

  it.each(all)('%s has no empty text', (_name, texts) => {
    expect([...texts].filter(([, text]) => !text.trim()).map(([key]) => key)).toEqual([]);
  });

  it.each(all)('%s interpolates the same values as Chinese', (_name, texts) => {
    const chinese = all[0]![1];
    for (const [key, text] of texts)
      expect([key, interpolations(text)]).toEqual([key, interpolations(chinese.get(baseOf(key))!)]);
  });

  it.each(all)('%s has a form for one only beside a text of its own', (_name, texts) => {
    const orphans = [...texts.keys()].filter((key) => ONE.test(key) && !texts.has(baseOf(key)));
    expect(orphans).toEqual([]);
  });

  // The dashboard's withdrawn figure is what was approved (paid out); the funds screen's is what was
  // taken from balances as withdrawals were asked, rejected ones included. Named alike, the two screens
  // showed two different sums under one word for the same days.
  it.each(all)('%s names the approved withdrawals and the requested ones apart', (_name, texts) => {
    const approved = texts.get('dashboardFigures.totals.withdrawn');
    expect(texts.get('dashboardFigures.bar.withdrawn')).toBe(approved);
    expect(texts.get('finance.fund.figures.withdrawn')).not.toBe(approved);
  });

  it('keeps the default title of the spec in Chinese', () => {
    expect(languages['zh-cn'].app.title).toBe('管理后台');
  });
});

describe('form messages of the shared schemas', () => {
  // FormModal shows a contracts schema's message key through t(); a key without a text would show raw.
  it.each(Object.entries(languages))('%s has a text for every contracts message key', (_name, messages) => {
    const texts = leaves(messages as Tree);
    expect(Object.values(messageKeys).filter((key) => !texts.has(key))).toEqual([]);
  });
});
