import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { KitProviders } from '../components/crud/kit-fixtures.tsx';
import { applyLanguage } from '../i18n/index.ts';
import PasswordModal from './password-modal.tsx';

vi.setConfig({ testTimeout: 20_000 });

/** The account menu's part: a button that opens the dialog, which closes itself. */
function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Change password
      </button>
      <PasswordModal open={open} onClose={() => setOpen(false)} />
    </>
  );
}

const FIELDS = ['Current password', 'New password', 'Confirm password'];

/** The dialog opened from its button, as an admin opens it. */
async function openDialog() {
  const user = userEvent.setup();
  render(
    <KitProviders>
      <Opener />
    </KitProviders>,
  );
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  return user;
}

describe('the password dialog', () => {
  beforeAll(() => applyLanguage('en'));

  it('opens empty again after passwords were typed and the dialog cancelled', async () => {
    const user = await openDialog();
    await user.type(await screen.findByLabelText('Current password'), 'old-secret-1');
    await user.type(screen.getByLabelText('New password'), 'new-secret-22');
    await user.type(screen.getByLabelText('Confirm password'), 'new-secret-22');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Change password' }));
    for (const label of FIELDS)
      await waitFor(() => expect(screen.getByLabelText(label)).toHaveProperty('value', ''));
  });

  it('says all three are required when typed in and emptied again', async () => {
    const user = await openDialog();
    for (const label of FIELDS) {
      const input = await screen.findByLabelText(label);
      await user.type(input, 'abc');
      await user.clear(input);
    }
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getAllByText('This field is required')).toHaveLength(3));
  });
});
