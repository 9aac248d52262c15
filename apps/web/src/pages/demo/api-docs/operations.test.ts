import { describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../../../api/openapi.ts';
import { filterOperations, operationRows } from './operations.ts';

const doc: OpenApiDocument = {
  info: { title: 'API', version: '1' },
  paths: {
    '/api/projects/{id}': {
      delete: { tags: ['projects'], 'x-access': ['projects.delete'] },
      get: { tags: ['projects'], summary: 'One project', 'x-access': ['projects.query'] },
    },
    '/api/investments': { get: { tags: ['investments'], 'x-access': ['investments.query'] } },
    '/healthz': { get: { 'x-access': ['public'] } },
  },
};

describe('API docs operations', () => {
  it('lists each operation once, by path then in the usual method order', () => {
    const rows = operationRows(doc);
    expect(rows.map((row) => row.key)).toEqual([
      'get /api/investments',
      'get /api/projects/{id}',
      'delete /api/projects/{id}',
      'get /healthz',
    ]);
    expect(rows[1]).toMatchObject({ tag: 'projects', summary: 'One project', access: ['projects.query'] });
    expect(rows[3]).toMatchObject({ tag: '', summary: '', access: ['public'] });
  });

  it('filters by a keyword in the path, summary or permission, and by tag and method', () => {
    const rows = operationRows(doc);
    const keys = (filter: Parameters<typeof filterOperations>[1]) =>
      filterOperations(rows, filter).map((row) => row.key);
    expect(keys({ keyword: 'ONE' })).toEqual(['get /api/projects/{id}']);
    expect(keys({ keyword: 'projects.delete' })).toEqual(['delete /api/projects/{id}']);
    expect(keys({ tag: 'projects', method: 'get' })).toEqual(['get /api/projects/{id}']);
    expect(keys({ keyword: '  ' })).toHaveLength(4);
    expect(keys({ keyword: 'nothing' })).toEqual([]);
  });
});
