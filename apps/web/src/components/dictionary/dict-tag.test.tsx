import { queryOptions } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { DictionaryItem } from '@app/contracts/dictionaries';
import { applyLanguage } from '../../i18n/index.ts';
import { KitProviders } from '../crud/kit-fixtures.tsx';
import { DictTag } from './dict-tag.tsx';

const item = (value: string, label: string, status = true): DictionaryItem => ({
  id: value.length,
  dictionary_code: 'withdrawal_status',
  label,
  value,
  sort: 0,
  status,
  tag_type: 'warning',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
});

vi.mock('../../api/dictionaries.ts', () => ({
  dictionaryItemsQuery: (code: string) =>
    queryOptions({
      queryKey: ['dictionaries', 'items', code],
      queryFn: () =>
        Promise.resolve([
          item('pending', 'dict.withdrawal_status.pending'),
          item('on_hold', 'Held by risk'),
          item('archived', 'Archived', false),
        ]),
    }),
}));

const tag = (value: string) =>
  render(
    <KitProviders>
      <DictTag code="withdrawal_status" value={value} />
    </KitProviders>,
  );

describe('<DictTag>', () => {
  beforeAll(() => applyLanguage('en'));

  it('translates a seeded label key into the current language', async () => {
    tag('pending');
    expect((await screen.findByText('Pending review')).closest('.ant-tag-warning')).toBeTruthy();
  });

  it('shows a label typed by staff as it is', async () => {
    tag('on_hold');
    await screen.findByText('Held by risk');
  });

  it('shows a value whose item is disabled as the value itself', async () => {
    render(
      <KitProviders>
        <DictTag code="withdrawal_status" value="pending" />
        <DictTag code="withdrawal_status" value="archived" />
      </KitProviders>,
    );
    await screen.findByText('Pending review');
    expect(screen.getByText('archived')).toBeTruthy();
    expect(screen.queryByText('Archived')).toBeNull();
  });
});
