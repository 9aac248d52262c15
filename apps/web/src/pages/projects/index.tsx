import type { Project, ProjectWrite } from '@app/contracts/projects';
import { categoryKeys } from '../../api/categories.ts';
import * as api from '../../api/projects.ts';
import { crudPermissions, CrudScreen, pagesOf, type CrudResource } from '../../components/crud/index.ts';
import { projectColumns } from './columns.tsx';
import { projectFilters, projectForm, useProjectChoices, type ProjectChoices } from './fields.tsx';

const projects: CrudResource<Project, ProjectWrite, api.ProjectFilter, ProjectChoices> = {
  id: 'projects',
  exportName: 'projects',
  rows: pagesOf(api.projectListQuery),
  permissions: crudPermissions('projects'),
  // Categories count their projects.
  writes: { ...api.projectWrites, alsoInvalidate: [categoryKeys.all] },
  useChoices: useProjectChoices,
  columns: projectColumns,
  filters: projectFilters,
  form: projectForm,
};

export default function ProjectPage() {
  return <CrudScreen resource={projects} />;
}
