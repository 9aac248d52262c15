import { categoryWriteSchema, type Category, type CategoryWrite } from '@app/contracts/categories';
import * as api from '../../api/categories.ts';
import { projectKeys } from '../../api/projects.ts';
import { crudPermissions, CrudScreen, pagesOf, type CrudResource } from '../../components/crud/index.ts';
import { categoryColumns } from './columns.tsx';
import { categoryFields, categoryFilters } from './fields.tsx';

const categories: CrudResource<Category, CategoryWrite, api.CategoryFilter> = {
  id: 'project-categories',
  exportName: 'categories',
  rows: pagesOf(api.categoryListQuery),
  permissions: crudPermissions('categories'),
  writes: {
    ...api.categoryWrites,
    // The project list shows category names.
    alsoInvalidate: [projectKeys.all],
  },
  columns: categoryColumns,
  filters: categoryFilters,
  form: {
    titles: { add: 'project.category.addTitle', edit: 'project.category.editTitle' },
    fields: categoryFields,
    schema: categoryWriteSchema,
    defaults: { sort: 0 },
  },
};

export default function CategoryPage() {
  return <CrudScreen resource={categories} />;
}
