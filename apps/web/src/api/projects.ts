import type { ListFilterName } from '@app/contracts/common';
import type { Project, ProjectWrite, projectListQuery as listSchema } from '@app/contracts/projects';
import { queryOptions } from '@tanstack/react-query';
import { http } from './http.ts';
import { getPage, type ListRequest } from './list-request.ts';

export const projectKeys = { all: ['projects'] as const };

/** The filters the project list takes, by its contract. */
export type ProjectFilter = ListFilterName<typeof listSchema>;

export const projectListQuery = (request: ListRequest<ProjectFilter>) =>
  queryOptions({
    queryKey: [...projectKeys.all, 'list', request],
    queryFn: () => getPage<Project>('/api/projects', request),
  });

export async function createProject(body: ProjectWrite): Promise<Project> {
  const { data } = await http.post<{ data: Project }>('/api/projects', body);
  return data.data;
}

/** Changed terms apply to new investments only; each investment keeps the terms it was made under. */
export async function updateProject(id: number, body: ProjectWrite): Promise<Project> {
  const { data } = await http.put<{ data: Project }>(`/api/projects/${id}`, body);
  return data.data;
}

export async function deleteProject(id: number): Promise<void> {
  await http.delete(`/api/projects/${id}`);
}
