import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider, Input } from 'antd';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { adminCreateSchema, type AdminCreate } from '@app/contracts/admins';
import { ApiRequestError } from '../../api/http.ts';
import { applyLanguage } from '../../i18n/index.ts';
import type { FormField } from './form-field.ts';
import { FormModal } from './form-modal.tsx';
import { KitProviders } from './kit-fixtures.tsx';
import { serverFieldErrors } from './server-field-errors.ts';

vi.setConfig({ testTimeout: 20_000 });

const fields: FormField<AdminCreate>[] = [
  { name: 'name', label: 'Name', input: <Input /> },
  { name: 'email', label: 'Email', input: <Input /> },
  { name: 'password', label: 'Password', input: <Input.Password /> },
];

function open(onSubmit: (values: Partial<AdminCreate>) => Promise<unknown>, onClose = vi.fn()) {
  render(
    <KitProviders>
      <FormModal<AdminCreate>
        title="Add administrator"
        fields={fields}
        // role_id is not a field here: the schema's other rules still apply to the fields shown.
        schema={adminCreateSchema.omit({ role_id: true })}
        initialValues={{ name: 'Ann', email: 'ann@example.com' }}
        onSubmit={onSubmit}
        onClose={onClose}
      />
    </KitProviders>,
  );
  return onClose;
}

describe('form modal', () => {
  beforeAll(() => applyLanguage('en'));

  it("shows the server's 422 errors on their fields and stays open", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockRejectedValue(
      new ApiRequestError('The email has already been taken.', 422, {
        email: ['The email has already been taken.'],
        'password.0': ['The password is too common.'],
      }),
    );
    const onClose = open(onSubmit);
    await user.type(screen.getByLabelText('Password'), 'password1');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    await screen.findByText('The email has already been taken.');
    expect(screen.getByText('The password is too common.')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      name: 'Ann',
      email: 'ann@example.com',
      password: 'password1',
    });
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows a 409's taken value on its field, as the server names it", async () => {
    const user = userEvent.setup();
    const onSubmit = vi
      .fn()
      .mockRejectedValue(
        new ApiRequestError('This value is already taken', 409, { email: ['This value is already taken'] }),
      );
    const onClose = open(onSubmit);
    await user.type(screen.getByLabelText('Password'), 'password1');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    await screen.findByText('This value is already taken');
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('puts the first focus on the first field, not on the close button', async () => {
    // Without motion, as with reduced motion: the DOM here never ends a transition.
    render(
      <ConfigProvider theme={{ token: { motion: false } }}>
        <KitProviders>
          <FormModal<AdminCreate>
            title="Add administrator"
            fields={fields}
            schema={adminCreateSchema.omit({ role_id: true })}
            onSubmit={vi.fn()}
            onClose={vi.fn()}
          />
        </KitProviders>
      </ConfigProvider>,
    );
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Name')));
  });

  it('checks the fields with the contracts schema before calling the server', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    const onClose = open(onSubmit);
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    await screen.findByText('Please enter a valid email address');
    expect(screen.getByText('The password must be 8 to 128 characters')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'ann@example.org');
    await user.type(screen.getByLabelText('Password'), '-and-longer');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Ann',
      email: 'ann@example.org',
      password: 'short-and-longer',
    });
  });
});

describe('server field errors', () => {
  it('puts nested keys on their top field and leaves unknown fields to the toast', () => {
    expect(
      serverFieldErrors({ 'params.0.key': ['Required.'], 'params.1.key': ['Too long.'], other: ['x'] }, [
        'params',
      ]),
    ).toEqual([{ name: 'params', errors: ['Required.', 'Too long.'] }]);
  });
});
