import { queryOptions } from '@tanstack/react-query';
import { http } from './http.ts';

/** The parts of an OpenAPI 3.1 operation the docs screen reads; the rest is shown as it comes. */
export interface OpenApiOperation {
  tags?: string[];
  summary?: string;
  description?: string;
  parameters?: { name: string; in: string; required?: boolean; schema?: unknown; description?: string }[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: unknown }> }>;
  /** Who may call it (server's access rule): public, admin, member, or permission codes. */
  'x-access'?: string[];
}

export interface OpenApiDocument {
  info: { title: string; version: string };
  paths: Record<string, Record<string, OpenApiOperation>>;
}

export const openApiQuery = queryOptions({
  queryKey: ['openapi'],
  queryFn: async () => (await http.get<OpenApiDocument>('/api/openapi.json')).data,
  staleTime: Infinity,
});
