import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { projectWriteSchema, type Project, type ProjectWrite } from '@app/contracts/projects';
import { categoryKeys, categoryOptionsQuery } from '../../api/categories.ts';
import {
  createProject,
  deleteProject,
  projectKeys,
  projectListQuery,
  updateProject,
} from '../../api/projects.ts';
import {
  CrudFormModal,
  editedRow,
  ListPage,
  nameOfRow,
  useCrudMutations,
  useEditDeleteActions,
  useListQuery,
  useModalState,
} from '../../components/crud/index.ts';
import { usePermission } from '../../components/use-permission.ts';
import { projectColumns } from './columns.tsx';
import { projectFields, projectFilters } from './fields.tsx';

const crudCalls = {
  queryKey: projectKeys.all,
  create: createProject,
  update: updateProject,
  remove: deleteProject,
  // Categories count their projects.
  alsoInvalidate: [categoryKeys.all],
};

const createDefaults = { hidden: false, max_times: 0 };

export default function ProjectPage() {
  const { t } = useTranslation();
  const can = usePermission();
  const list = useListQuery<Project>(projectListQuery);
  const modal = useModalState<Project>();
  const crud = useCrudMutations<ProjectWrite>(crudCalls);

  const canPickCategory = can('categories.query');
  const { data: categories } = useQuery({ ...categoryOptionsQuery, enabled: canPickCategory });
  const categoryOptions = useMemo(
    () => (categories ?? []).map((category) => ({ value: category.id, label: category.name })),
    [categories],
  );
  const filters = useMemo(
    () => projectFilters(t, { categories: categoryOptions, canPickCategory }),
    [t, categoryOptions, canPickCategory],
  );

  const actionsOf = useEditDeleteActions<Project>({
    modify: 'projects.modify',
    remove: 'projects.delete',
    onEdit: modal.openEdit,
    onRemove: crud.remove,
    nameOf: nameOfRow,
  });
  const columns = useMemo(() => projectColumns(t, actionsOf), [t, actionsOf]);

  const editing = editedRow(modal.state);
  // Without the category list, an edited project still shows (and keeps) its own category.
  const formCategories =
    editing && !categoryOptions.some((option) => option.value === editing.category_id)
      ? [...categoryOptions, { value: editing.category.id, label: editing.category.name }]
      : categoryOptions;
  return (
    <ListPage
      grid={{ id: 'projects', columns, rowKey: 'id', ...list.grid, exportName: 'projects' }}
      filters={{ fields: filters, ...list.filterBar }}
      create={{ permission: 'projects.add', onClick: () => modal.openCreate() }}
    >
      <CrudFormModal<Project, ProjectWrite>
        modal={modal}
        crud={crud}
        titles={{ add: t('project.list.addTitle'), edit: t('project.list.editTitle') }}
        fields={projectFields(t, formCategories)}
        schema={projectWriteSchema}
        width={640}
        defaults={createDefaults}
      />
    </ListPage>
  );
}
