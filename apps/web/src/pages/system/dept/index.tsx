import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { departmentWriteSchema, type Department, type DepartmentWrite } from '@app/contracts/departments';
import {
  createDepartment,
  deleteDepartment,
  departmentKeys,
  departmentTreeQuery,
  updateDepartment,
} from '../../../api/departments.ts';
import {
  FormModal,
  ListPage,
  toTreeSelectData,
  useConfirmDelete,
  useCrudMutations,
  useModalState,
} from '../../../components/crud/index.ts';
import { departmentColumns } from './columns.tsx';
import { departmentFields, departmentFilters } from './fields.tsx';

const crudCalls = {
  queryKey: departmentKeys.all,
  create: createDepartment,
  update: updateDepartment,
  remove: deleteDepartment,
};
const newDepartment: Partial<DepartmentWrite> = { sort: 0, status: true };
const noDepartments: Department[] = [];

export default function DepartmentPage() {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState<string>();
  const tree = useQuery(departmentTreeQuery(keyword));
  const modal = useModalState<Department, Partial<DepartmentWrite>>();
  const confirmDelete = useConfirmDelete();
  const crud = useCrudMutations<DepartmentWrite>(crudCalls);
  const departments = tree.data ?? noDepartments;

  const { openEdit, openCreate } = modal;
  const { remove } = crud;
  const actionsOf = useCallback(
    (row: Department) => [
      {
        key: 'add-child',
        label: t('system.dept.addChild'),
        permission: 'departments.add' as const,
        onClick: () => openCreate({ ...newDepartment, parent_id: row.id }),
      },
      {
        key: 'edit',
        label: t('crud.edit'),
        permission: 'departments.modify' as const,
        onClick: () => openEdit(row),
      },
      {
        key: 'delete',
        label: t('crud.delete'),
        permission: 'departments.delete' as const,
        danger: true,
        onClick: () => confirmDelete(() => remove(row.id), row.name),
      },
    ],
    [t, openEdit, openCreate, remove, confirmDelete],
  );
  const columns = useMemo(() => departmentColumns(t, actionsOf), [t, actionsOf]);
  const filters = useMemo(() => departmentFilters(t), [t]);

  const { state } = modal;
  const editing = state.mode === 'edit' ? state.row : null;
  return (
    <ListPage
      grid={{
        id: 'system-departments',
        columns,
        rows: departments,
        rowKey: 'id',
        tree: { defaultExpandAll: true },
        loading: tree.isFetching,
        onRefresh: tree.refetch,
        exportName: 'departments',
      }}
      filters={{ fields: filters, onSubmit: (filter) => setKeyword(filter.keyword as string | undefined) }}
      create={{ permission: 'departments.add', onClick: () => openCreate(newDepartment) }}
    >
      {state.mode !== 'closed' && (
        <FormModal<DepartmentWrite>
          title={t(editing ? 'system.dept.editTitle' : 'system.dept.addTitle')}
          fields={departmentFields(
            t,
            toTreeSelectData(departments, (d) => d.name, { exclude: editing?.id }),
          )}
          schema={departmentWriteSchema}
          initialValues={state.mode === 'edit' ? state.row : state.defaults}
          onSubmit={(values) =>
            editing
              ? crud.update(editing.id, values as DepartmentWrite)
              : crud.create(values as DepartmentWrite)
          }
          onClose={modal.close}
        />
      )}
    </ListPage>
  );
}
