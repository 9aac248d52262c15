import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { KitProviders } from '../../../components/crud/kit-fixtures.tsx';
import { applyLanguage } from '../../../i18n/index.ts';
import IconSelectorDemoPage from './index.tsx';

beforeEach(() => applyLanguage('en'));

describe('Icon selector demo page', () => {
  it('previews the chosen icon with its name, and resets to none', async () => {
    const user = userEvent.setup();
    render(
      <KitProviders>
        <IconSelectorDemoPage />
      </KitProviders>,
    );
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByText('No icon chosen')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Reset/ }).hasAttribute('disabled')).toBe(true);

    await user.click(screen.getByLabelText('Icon'));
    await user.keyboard('wall');
    // Only "wallet" holds "wall": the one option shown.
    const options = document.querySelectorAll<HTMLElement>('.ant-select-dropdown .ant-select-item-option');
    expect([...options].map((option) => option.textContent)).toEqual(['wallet']);
    await user.click(options[0]!);
    expect(await within(preview).findByText('wallet')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /Reset/ }));
    expect(await within(preview).findByText('No icon chosen')).toBeTruthy();
  });
});
