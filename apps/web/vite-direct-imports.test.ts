import { describe, expect, it } from 'vitest';
import { directImports, partsOf } from './vite-direct-imports.ts';

const antd = { specifier: 'antd', file: 'antd/es/index.js' };
const icons = { specifier: '@ant-design/icons', file: '@ant-design/icons/es/icons/index' };

type Transform = (code: string, id: string) => { code: string } | null;
const plugin = directImports([antd, icons]);
(plugin.buildStart as unknown as () => void)();
const transform = plugin.transform as unknown as Transform;
const rewrite = (code: string, id = '/app/src/page.tsx') => transform(code, id)?.code ?? code;

describe('direct imports of a barrel', () => {
  it('reads the barrels when a build starts, not when the config is loaded', () => {
    const missing = directImports([{ specifier: 'nothing', file: 'antd/es/no-such-index.js' }]);
    expect(() => (missing.buildStart as unknown as () => void)()).toThrow();
  });

  it("reads each part's module from the barrel itself", () => {
    const parts = partsOf(antd);
    expect(parts.get('Button')).toBe('antd/es/button');
    expect(parts.get('DatePicker')).toBe('antd/es/date-picker');
    expect(parts.get('theme')).toBe('antd/es/theme');
    expect(partsOf(icons).get('EditOutlined')).toBe('@ant-design/icons/es/icons/EditOutlined');
  });

  it('imports each part from its own module, on the one line the statement held', () => {
    const code = `import { Button, Layout as Page } from "antd";\nimport { EditOutlined } from '@ant-design/icons';\nuse(Button, Page, EditOutlined);`;
    expect(rewrite(code).split('\n')).toEqual([
      `import Button from 'antd/es/button'; import Page from 'antd/es/layout';`,
      `import EditOutlined from '@ant-design/icons/es/icons/EditOutlined';`,
      'use(Button, Page, EditOutlined);',
    ]);
  });

  it('leaves with the barrel what it does not re-export by name, and other packages and node_modules alone', () => {
    expect(rewrite(`import { Button, unstableSetRender } from 'antd';`)).toBe(
      `import Button from 'antd/es/button'; import { unstableSetRender } from 'antd';`,
    );
    const untouched = `import { useState } from 'react';\nimport { Button } from 'antd';`;
    expect(rewrite(`import { useState } from 'react';`)).toBe(`import { useState } from 'react';`);
    expect(transform(untouched, '/repo/node_modules/some-lib/index.js')).toBeNull();
  });
});
