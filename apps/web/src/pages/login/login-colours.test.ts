import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FastColor } from '@ant-design/fast-color';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../components/readable-shade.ts';

// The sign-in page is plain CSS on a gradient, where the browser suite's axe check cannot judge contrast.
const css = readFileSync(join(import.meta.dirname, 'login.css'), 'utf8');

/** A variable's value in the first block of `selector`. */
function variable(selector: string, name: string): FastColor {
  const block = css.slice(css.indexOf(`${selector} {`));
  const value = new RegExp(`${name}:\\s*([^;]+);`).exec(block.slice(0, block.indexOf('}')))?.[1];
  if (!value) throw new Error(`no ${name} in ${selector}`);
  return new FastColor(value);
}

describe('the sign-in page colours', () => {
  it.each([['.login-page'], ["html[data-theme='dark'] .login-page"]])(
    'error text reads on the card in %s',
    (selector) => {
      const ratio = contrastRatio(variable(selector, '--login-error'), variable(selector, '--login-surface'));
      expect(ratio).toBeGreaterThanOrEqual(4.5);
    },
  );
});
