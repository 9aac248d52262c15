import { projectWriteSchema, type Project, type ProjectWrite } from '@app/contracts/projects';
import { categoryKeys } from '../../api/categories.ts';
import * as api from '../../api/projects.ts';
import { crudPermissions, CrudScreen, pagesOf, type CrudResource } from '../../components/crud/index.ts';
import { projectColumns } from './columns.tsx';
import { projectFields, projectFilters, useProjectChoices, type ProjectChoices } from './fields.tsx';

const projects: CrudResource<Project, ProjectWrite, api.ProjectFilter, ProjectChoices> = {
  id: 'projects',
  exportName: 'projects',
  rows: pagesOf(api.projectListQuery),
  permissions: crudPermissions('projects'),
  writes: {
    ...api.projectWrites,
    // Categories count their projects.
    alsoInvalidate: [categoryKeys.all],
  },
  useChoices: useProjectChoices,
  columns: projectColumns,
  filters: projectFilters,
  form: {
    titles: { add: 'project.list.addTitle', edit: 'project.list.editTitle' },
    fields: projectFields,
    schema: projectWriteSchema,
    defaults: { hidden: false, max_times: 0 },
    width: 640,
  },
};

export default function ProjectPage() {
  return <CrudScreen resource={projects} />;
}
