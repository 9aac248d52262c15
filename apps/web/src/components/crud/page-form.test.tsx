import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Input } from 'antd';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { settingsUpdateSchema, type SettingsUpdate } from '@app/contracts/settings';
import { ApiRequestError } from '../../api/http.ts';
import { applyLanguage } from '../../i18n/index.ts';
import type { FormField } from './form-field.ts';
import { KitProviders } from './kit-fixtures.tsx';
import { PageForm, type PageFormProps } from './page-form.tsx';

vi.setConfig({ testTimeout: 20_000 });

type Link = Pick<SettingsUpdate, 'customer_service_link'>;
const fields: FormField<Link>[] = [{ name: 'customer_service_link', label: 'Link', input: <Input /> }];

function Form(props: Partial<PageFormProps<Link>>) {
  return (
    <KitProviders>
      <PageForm<Link>
        name="link"
        fields={fields}
        schema={settingsUpdateSchema}
        values={{ customer_service_link: 'https://a.example.com' }}
        editable
        onSubmit={vi.fn()}
        {...props}
      />
    </KitProviders>
  );
}

const saveButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Save' });
const field = () => screen.getByLabelText<HTMLInputElement>('Link');

describe('page form', () => {
  beforeAll(() => applyLanguage('en'));

  it('offers Save only after a change, sends the declared values, and Reset returns to the server’s', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(<Form onSubmit={onSubmit} />);
    expect(saveButton().disabled).toBe(true);
    await user.clear(field());
    await user.type(field(), 'https://b.example.com');
    expect(saveButton().disabled).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(field().value).toBe('https://a.example.com');
    expect(saveButton().disabled).toBe(true);

    await user.clear(field());
    await user.type(field(), 'https://b.example.com');
    await user.click(saveButton());
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ customer_service_link: 'https://b.example.com' }),
    );
    await waitFor(() => expect(saveButton().disabled).toBe(true));
  });

  it('keeps an edit when the same values arrive again, and takes new ones from the server', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Form />);
    await user.clear(field());
    await user.type(field(), 'https://typing.example.com');
    rerender(<Form values={{ customer_service_link: 'https://a.example.com' }} />);
    expect(field().value).toBe('https://typing.example.com');
    rerender(<Form values={{ customer_service_link: 'https://elsewhere.example.com' }} />);
    await waitFor(() => expect(field().value).toBe('https://elsewhere.example.com'));
    expect(saveButton().disabled).toBe(true);
  });

  it('checks with the shared schema before sending, and shows a 422 answer on the field', async () => {
    const user = userEvent.setup();
    const onSubmit = vi
      .fn()
      .mockRejectedValue(new ApiRequestError('Refused', 422, { customer_service_link: ['Not reachable'] }));
    render(<Form onSubmit={onSubmit} />);
    await user.clear(field());
    await user.type(field(), 'ftp://x');
    await user.click(saveButton());
    await screen.findByText('Enter an address starting with http:// or https://');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(field());
    await user.type(field(), 'https://c.example.com');
    await user.click(saveButton());
    await screen.findByText('Not reachable');
    expect(saveButton().disabled).toBe(false);
  });

  async function askToSave(onSubmit: () => Promise<unknown>) {
    const user = userEvent.setup();
    render(
      <Form
        onSubmit={onSubmit}
        confirm={(values) => ({ title: 'Sure?', content: `Link: ${values.customer_service_link}` })}
      />,
    );
    await user.clear(field());
    await user.type(field(), 'https://d.example.com');
    await user.click(saveButton());
    await screen.findByText('Link: https://d.example.com');
    return user;
  }

  it('asks before saving when told to, and saves on Confirm', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    const user = await askToSave(onSubmit);
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
  });

  it('sends nothing when the question is cancelled', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    const user = await askToSave(onSubmit);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the values disabled, with no Save, when the admin may not change them', () => {
    render(<Form editable={false} />);
    expect(field().disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
