import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { KitProviders } from '../../../components/crud/kit-fixtures.tsx';
import { applyLanguage } from '../../../i18n/index.ts';
import { menuIconNames } from '../../../layout/menu-icons.tsx';
import IconsDemoPage from './index.tsx';

const iconButtons = () => screen.getAllByRole('button', { name: /^Copy icon name / });

function mount() {
  // userEvent.setup() puts a working clipboard on navigator; stubs go on after it.
  const user = userEvent.setup();
  render(
    <KitProviders>
      <IconsDemoPage />
    </KitProviders>,
  );
  return user;
}

beforeEach(() => applyLanguage('en'));

// Hundreds of icon buttons: on a busy machine one render and click can take several seconds.
describe('Icons demo page', { timeout: 20_000 }, () => {
  it('shows every icon the sidebar can draw', () => {
    mount();
    expect(iconButtons()).toHaveLength(menuIconNames.length);
    expect(screen.getByText(`${menuIconNames.length} icons`)).toBeTruthy();
  });

  it('narrows the icons to the names holding the search text, ignoring case and spaces', async () => {
    const user = mount();
    await user.type(screen.getByLabelText('Search icons'), ' MON');
    expect(iconButtons().map((button) => button.textContent)).toEqual(['money']);
  });

  it('says so when no icon matches', async () => {
    const user = mount();
    await user.type(screen.getByLabelText('Search icons'), 'zebra');
    expect(screen.queryAllByRole('button', { name: /^Copy icon name / })).toHaveLength(0);
    expect(screen.getByText('No icon matches "zebra"')).toBeTruthy();
  });

  it('copies an icon’s name when it is clicked', async () => {
    const user = mount();
    await user.click(screen.getByRole('button', { name: 'Copy icon name wallet' }));
    expect(await navigator.clipboard.readText()).toBe('wallet');
    expect(await screen.findByText('Copied "wallet"')).toBeTruthy();
  });

  it('copies the focused icon’s name on Enter', async () => {
    const user = mount();
    screen.getByRole('button', { name: 'Copy icon name money' }).focus();
    await user.keyboard('{Enter}');
    expect(await navigator.clipboard.readText()).toBe('money');
    expect(await screen.findByText('Copied "money"')).toBeTruthy();
  });

  it('says the copy failed when the clipboard refuses', async () => {
    const user = mount();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy icon name wallet' }));
    expect(await screen.findByText('Could not copy to the clipboard')).toBeTruthy();
  });
});
