import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { departmentWriteSchema, type Department, type DepartmentWrite } from '@app/contracts/departments';
import {
  createDepartment,
  deleteDepartment,
  departmentKeys,
  departmentTreeQuery,
  updateDepartment,
} from '../../api/departments.ts';
import {
  CrudFormModal,
  editedRow,
  ListPage,
  nameOfRow,
  toTreeSelectData,
  useCrudMutations,
  useEditDeleteActions,
  useModalState,
  useTreeQuery,
} from '../../components/crud/index.ts';
import { asOnOff, useDictionaryTags } from '../../components/dictionary/dictionary-tags.ts';
import { departmentColumns } from './columns.tsx';
import { departmentFields, departmentFilters } from './fields.tsx';

const crudCalls = {
  queryKey: departmentKeys.all,
  create: createDepartment,
  update: updateDepartment,
  remove: deleteDepartment,
};
const newDepartment: Partial<DepartmentWrite> = { sort: 0, status: true };

export default function DepartmentPage() {
  const { t } = useTranslation();
  const tree = useTreeQuery<Department>(departmentTreeQuery);
  const modal = useModalState<Department, Partial<DepartmentWrite>>();
  const crud = useCrudMutations<DepartmentWrite>(crudCalls);
  const departments = tree.rows;

  const { openCreate } = modal;
  const editDelete = useEditDeleteActions<Department>({
    modify: 'departments.modify',
    remove: 'departments.delete',
    onEdit: modal.openEdit,
    onRemove: crud.remove,
    nameOf: nameOfRow,
  });
  const actionsOf = useCallback(
    (row: Department) => [
      {
        key: 'add-child',
        label: t('system.dept.addChild'),
        permission: 'departments.add' as const,
        onClick: () => openCreate({ ...newDepartment, parent_id: row.id }),
      },
      ...editDelete(row),
    ],
    [t, openCreate, editDelete],
  );
  const onOff = useDictionaryTags('on_off', asOnOff);
  const columns = useMemo(() => departmentColumns(t, actionsOf, onOff), [t, actionsOf, onOff]);
  const filters = useMemo(() => departmentFilters(t), [t]);

  const editing = editedRow(modal.state);
  return (
    <ListPage
      grid={{
        id: 'system-departments',
        columns,
        rowKey: 'id',
        ...tree.grid,
        exportName: 'departments',
      }}
      filters={{ fields: filters, onSubmit: tree.setFilter, error: tree.error }}
      create={{ permission: 'departments.add', onClick: () => openCreate(newDepartment) }}
    >
      <CrudFormModal<Department, DepartmentWrite>
        modal={modal}
        crud={crud}
        titles={{ add: t('system.dept.addTitle'), edit: t('system.dept.editTitle') }}
        fields={departmentFields(
          t,
          toTreeSelectData(departments, (d) => d.name, { exclude: editing?.id }),
        )}
        schema={departmentWriteSchema}
      />
    </ListPage>
  );
}
