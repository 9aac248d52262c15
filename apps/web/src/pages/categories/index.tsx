import type { Category, CategoryWrite } from '@app/contracts/categories';
import * as api from '../../api/categories.ts';
import { projectKeys } from '../../api/projects.ts';
import { crudPermissions, CrudScreen, pagesOf, type CrudResource } from '../../components/crud/index.ts';
import { categoryColumns } from './columns.tsx';
import { categoryFilters, categoryForm } from './fields.tsx';

const categories: CrudResource<Category, CategoryWrite, api.CategoryFilter> = {
  id: 'project-categories',
  exportName: 'categories',
  rows: pagesOf(api.categoryListQuery),
  permissions: crudPermissions('categories'),
  // The project list shows category names.
  writes: { ...api.categoryWrites, alsoInvalidate: [projectKeys.all] },
  columns: categoryColumns,
  filters: categoryFilters,
  form: categoryForm,
};

export default function CategoryPage() {
  return <CrudScreen resource={categories} />;
}
