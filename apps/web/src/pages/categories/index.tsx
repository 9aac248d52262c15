import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { categoryWriteSchema, type Category, type CategoryWrite } from '@app/contracts/categories';
import {
  categoryKeys,
  categoryListQuery,
  createCategory,
  deleteCategory,
  updateCategory,
} from '../../api/categories.ts';
import { projectKeys } from '../../api/projects.ts';
import {
  CrudFormModal,
  ListPage,
  nameOfRow,
  useCrudMutations,
  useEditDeleteActions,
  useListQuery,
  useModalState,
} from '../../components/crud/index.ts';
import { categoryColumns } from './columns.tsx';
import { categoryFields, categoryFilters } from './fields.tsx';

const crudCalls = {
  queryKey: categoryKeys.all,
  create: createCategory,
  update: updateCategory,
  remove: deleteCategory,
  // The project list shows category names.
  alsoInvalidate: [projectKeys.all],
};

export default function CategoryPage() {
  const { t } = useTranslation();
  const list = useListQuery<Category>(categoryListQuery);
  const modal = useModalState<Category>();
  const crud = useCrudMutations<CategoryWrite>(crudCalls);

  const actionsOf = useEditDeleteActions<Category>({
    modify: 'categories.modify',
    remove: 'categories.delete',
    onEdit: modal.openEdit,
    onRemove: crud.remove,
    nameOf: nameOfRow,
  });
  const columns = useMemo(() => categoryColumns(t, actionsOf), [t, actionsOf]);
  const filters = useMemo(() => categoryFilters(t), [t]);

  return (
    <ListPage
      grid={{ id: 'project-categories', columns, rowKey: 'id', ...list.grid, exportName: 'categories' }}
      filters={{ fields: filters, ...list.filterBar }}
      create={{ permission: 'categories.add', onClick: () => modal.openCreate() }}
    >
      <CrudFormModal<Category, CategoryWrite>
        modal={modal}
        crud={crud}
        titles={{ add: t('project.category.addTitle'), edit: t('project.category.editTitle') }}
        fields={categoryFields(t)}
        schema={categoryWriteSchema}
        defaults={{ sort: 0 }}
      />
    </ListPage>
  );
}
