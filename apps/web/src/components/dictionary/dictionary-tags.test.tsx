// @vitest-environment happy-dom
import { queryOptions } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DictionaryItem } from '@app/contracts/dictionaries';
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

const item = (
  code: string,
  value: string,
  sort: number,
  tag: DictionaryItem['tag_type'],
): DictionaryItem => ({
  id: sort + 1,
  dictionary_code: code,
  label: `dict.${code}.${value}`,
  value,
  sort,
  status: true,
  tag_type: tag,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
});

vi.mock('../../api/dictionaries.ts', () => ({
  dictionaryItemsQuery: (code: string) =>
    queryOptions({
      queryKey: ['dictionaries', 'items', code],
      queryFn: () =>
        Promise.resolve(
          code === 'on_off'
            ? [item(code, 'true', 0, 'success'), item(code, 'false', 1, 'info')]
            : [item(code, 'pending', 0, 'warning'), item(code, 'approved', 1, 'success')],
        ),
    }),
}));

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

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('dictionary tag columns', () => {
  beforeAll(inEnglish);

  it('shows on/off flags as their labels in the item colours, and exports the labels', async () => {
    const user = userEvent.setup();
    const downloads = captureDownloads();
    render(
      <KitProviders>
        <Grid
          code="on_off"
          read={asOnOff}
          rows={[
            { id: 1, state: true },
            { id: 2, state: false },
          ]}
        />
      </KitProviders>,
    );

    const on = await findRowWith('On');
    expect(on.querySelector('.dg-tag')?.textContent).toBe('On');
    await findRowWith('Off');

    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(await csvLines(downloads[0]!.blob)).toEqual(['ID,State', '1,On', '2,Off']);
  });

  it('shows codes as their labels, and a code the dictionary lacks as itself', async () => {
    const user = userEvent.setup();
    const downloads = captureDownloads();
    render(
      <KitProviders>
        <Grid
          code="withdrawal_status"
          rows={[
            { id: 1, state: 'pending' },
            { id: 2, state: 'lost' },
          ]}
        />
      </KitProviders>,
    );

    await findRowWith('Pending review');
    await findRowWith('lost');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(await csvLines(downloads[0]!.blob)).toEqual(['ID,State', '1,Pending review', '2,lost']);
  });
});
