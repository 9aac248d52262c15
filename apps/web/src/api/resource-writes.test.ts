import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../test/fake-api.ts';
import { resourceWrites } from './resource-writes.ts';

interface Thing {
  id: number;
  name: string;
}

const things = resourceWrites<Thing, { name: string }>('/api/things', ['things']);
let restore = () => {};

afterEach(() => restore());

describe('resourceWrites', () => {
  it('posts a new record to the path and gives back the saved row', async () => {
    const server = fakeApi(({ body }) => ({ status: 201, data: { data: { id: 7, ...(body as object) } } }));
    restore = server.restore;

    expect(await things.create({ name: 'lamp' })).toEqual({ id: 7, name: 'lamp' });
    expect(server.requests).toEqual([
      { method: 'POST', url: '/api/things', params: {}, body: { name: 'lamp' } },
    ]);
  });

  it('puts an edit to the record under the path and gives back the saved row', async () => {
    const server = fakeApi(({ body }) => ({ status: 200, data: { data: { id: 7, ...(body as object) } } }));
    restore = server.restore;

    expect(await things.update(7, { name: 'desk' })).toEqual({ id: 7, name: 'desk' });
    expect(server.requests).toEqual([
      { method: 'PUT', url: '/api/things/7', params: {}, body: { name: 'desk' } },
    ]);
  });

  it('deletes the record under the path', async () => {
    const server = fakeApi(() => ({ status: 204 }));
    restore = server.restore;

    await things.remove(7);
    expect(server.requests.map(({ method, url }) => `${method} ${url}`)).toEqual(['DELETE /api/things/7']);
  });

  it("names the resource's key prefix for the list to refetch", () => {
    expect(things.queryKey).toEqual(['things']);
  });
});
