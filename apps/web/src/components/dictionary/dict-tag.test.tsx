import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../../i18n/index.ts';
import { KitProviders } from '../crud/kit-fixtures.tsx';
import { DictTag } from './dict-tag.tsx';

// Seeded, typed by staff, and disabled.
vi.mock('../../api/dictionaries.ts', async () => {
  const { dictionaryItem, fakeDictionaryApi } = await import('../../test/fake-dictionaries.ts');
  const item = (value: string, label: string, status = true) =>
    dictionaryItem('withdrawal_status', value, 0, { id: value.length, label, status, tag_type: 'warning' });
  return fakeDictionaryApi(() => [
    item('pending', 'dict.withdrawal_status.pending'),
    item('on_hold', 'Held by risk'),
    item('archived', 'Archived', false),
  ]);
});

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
