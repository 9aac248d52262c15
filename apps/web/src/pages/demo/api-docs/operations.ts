import type { OpenApiDocument, OpenApiOperation } from '../../../api/openapi.ts';

export const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface OperationRow {
  key: string;
  method: HttpMethod;
  path: string;
  tag: string;
  summary: string;
  access: string[];
  operation: OpenApiOperation;
}

export interface OperationFilter {
  keyword?: string;
  tag?: string;
  method?: HttpMethod;
}

/** Every operation of the document as a row, by path then method, the way the docs list them. */
export function operationRows(doc: OpenApiDocument): OperationRow[] {
  const rows: OperationRow[] = [];
  for (const path of Object.keys(doc.paths).sort()) {
    const operations = doc.paths[path]!;
    for (const method of HTTP_METHODS) {
      const operation = operations[method];
      if (!operation) continue;
      rows.push({
        key: `${method} ${path}`,
        method,
        path,
        tag: operation.tags?.[0] ?? '',
        summary: operation.summary ?? operation.description ?? '',
        access: operation['x-access'] ?? [],
        operation,
      });
    }
  }
  return rows;
}

/** Keyword in the path, summary or a permission code; tag and method exactly. */
export function filterOperations(rows: readonly OperationRow[], filter: OperationFilter): OperationRow[] {
  const keyword = filter.keyword?.trim().toLowerCase();
  return rows.filter(
    (row) =>
      (!filter.tag || row.tag === filter.tag) &&
      (!filter.method || row.method === filter.method) &&
      (!keyword ||
        row.path.toLowerCase().includes(keyword) ||
        row.summary.toLowerCase().includes(keyword) ||
        row.access.some((code) => code.toLowerCase().includes(keyword))),
  );
}
