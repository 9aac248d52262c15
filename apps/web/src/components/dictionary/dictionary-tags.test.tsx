// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DataGrid } from '../DataGrid/DataGrid.tsx';
import { captureDownloads, csvLines, findRowWith } from '../DataGrid/fixtures.tsx';
import { inEnglish, KitProviders } from '../crud/kit-fixtures.tsx';
import {
  asOnOff,
  dictionaryColumn,
  useDictionaryTags,
  type DictionaryValueReader,
} from './dictionary-tags.ts';

vi.setConfig({ testTimeout: 20_000 });

vi.mock('../../api/dictionaries.ts', async () => {
  const { dictionaryItem, fakeDictionaryApi } = await import('../../test/fake-dictionaries.ts');
  return fakeDictionaryApi((code) =>
    code === 'on_off'
      ? [
          dictionaryItem(code, 'true', 0, { tag_type: 'success' }),
          dictionaryItem(code, 'false', 1, { tag_type: 'info' }),
        ]
      : [
          dictionaryItem(code, 'pending', 0, { tag_type: 'warning' }),
          dictionaryItem(code, 'approved', 1, { tag_type: 'success' }),
        ],
  );
});

interface Row {
  id: number;
  state: boolean | string;
}

function Grid({ code, read, rows }: { code: string; read?: DictionaryValueReader; rows: Row[] }) {
  const tags = useDictionaryTags(code, read);
  const columns = [
    { key: 'id', title: 'ID', type: 'integer' as const },
    dictionaryColumn<Row>('state', 'State', tags),
  ];
  return (
    <DataGrid
      id={`dictionary-${code}`}
      language="en"
      exportName="rows"
      columns={columns}
      rows={rows}
      rowKey="id"
    />
  );
}

/** Shows the grid in the shell's providers; answers what its export button saves. */
function showGrid(props: { code: string; read?: DictionaryValueReader; rows: Row[] }) {
  const downloads = captureDownloads();
  render(
    <KitProviders>
      <Grid {...props} />
    </KitProviders>,
  );
  return async () => {
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export' }));
    return csvLines(downloads[0]!.blob);
  };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('dictionary tag columns', () => {
  beforeAll(inEnglish);

  it('shows on/off flags as their labels in tags, and exports the labels', async () => {
    const exported = showGrid({
      code: 'on_off',
      read: asOnOff,
      rows: [
        { id: 1, state: true },
        { id: 2, state: false },
      ],
    });

    const on = await findRowWith('On');
    expect(on.querySelector('.dg-tag')?.textContent).toBe('On');
    await findRowWith('Off');
    expect(await exported()).toEqual(['ID,State', '1,On', '2,Off']);
  });

  it('shows codes as their labels, and a code the dictionary lacks as itself', async () => {
    const exported = showGrid({
      code: 'withdrawal_status',
      rows: [
        { id: 1, state: 'pending' },
        { id: 2, state: 'lost' },
      ],
    });

    await findRowWith('Pending review');
    await findRowWith('lost');
    expect(await exported()).toEqual(['ID,State', '1,Pending review', '2,lost']);
  });
});
