import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Input, InputNumber } from 'antd';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { departmentWriteSchema, type DepartmentWrite } from '@app/contracts/departments';
import { applyLanguage } from '../../i18n/index.ts';
import { CrudFormModal } from './crud-form-modal.tsx';
import type { FormField } from './form-field.ts';
import { KitProviders } from './kit-fixtures.tsx';
import type { ModalState } from './use-modal-state.ts';

vi.setConfig({ testTimeout: 20_000 });

interface Row extends DepartmentWrite {
  id: number;
}
const fields: FormField<DepartmentWrite>[] = [
  { name: 'name', label: 'Name', input: <Input /> },
  { name: 'code', label: 'Code', input: <Input /> },
  { name: 'sort', label: 'Sort', input: <InputNumber /> },
];
const titles = { add: 'Add department', edit: 'Edit department' };

function show(state: ModalState<Row, Partial<DepartmentWrite>>) {
  const crud = { create: vi.fn().mockResolvedValue(undefined), update: vi.fn().mockResolvedValue(undefined) };
  const close = vi.fn();
  const view = render(
    <KitProviders>
      <CrudFormModal<Row, DepartmentWrite>
        modal={{ state, close }}
        crud={crud}
        titles={titles}
        fields={fields}
        schema={departmentWriteSchema}
        defaults={{ sort: 5 }}
      />
    </KitProviders>,
  );
  return { crud, close, view };
}

describe('crud form modal', () => {
  beforeAll(() => applyLanguage('en'));

  it('renders nothing while closed', () => {
    show({ mode: 'closed' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('creates from the defaults when the opener gave none', async () => {
    const user = userEvent.setup();
    const { crud, close } = show({ mode: 'create' });
    expect(screen.getByText('Add department')).toBeTruthy();
    expect(screen.getByLabelText('Sort')).toHaveProperty('value', '5');
    await user.type(screen.getByLabelText('Name'), 'Treasury');
    await user.type(screen.getByLabelText('Code'), 'treasury{Enter}');
    await waitFor(() =>
      expect(crud.create).toHaveBeenCalledWith({ name: 'Treasury', code: 'treasury', sort: 5 }),
    );
    expect(crud.update).not.toHaveBeenCalled();
    await waitFor(() => expect(close).toHaveBeenCalled());
  });

  it("starts from the opener's defaults over the screen's", () => {
    show({ mode: 'create', defaults: { sort: 9 } });
    expect(screen.getByLabelText('Sort')).toHaveProperty('value', '9');
  });

  it('updates the edited row by its id, sending only the declared fields', async () => {
    const user = userEvent.setup();
    const row: Row = { id: 42, name: 'Head office', code: 'head', sort: 1, status: true };
    const { crud } = show({ mode: 'edit', row });
    expect(screen.getByText('Edit department')).toBeTruthy();
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Main office{Enter}');
    await waitFor(() =>
      expect(crud.update).toHaveBeenCalledWith(42, { name: 'Main office', code: 'head', sort: 1 }),
    );
    expect(crud.create).not.toHaveBeenCalled();
  });
});
