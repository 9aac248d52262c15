import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureDownloads } from '../components/DataGrid/fixtures.tsx';
import { http } from './http.ts';
import { downloadExport } from './list-request.ts';
import type { HttpRequest } from './transport.ts';

const csv = '\uFEFFid,amount\r\n7,150000\r\n';
const originalTransport = http.transport;
let sent: HttpRequest[] = [];

/** The server's answer to every request, recording each one. */
function serverAnswers(status: number, headers: Record<string, string>, body: unknown): void {
  http.transport = (request) => {
    sent.push(request);
    return Promise.resolve({ data: body, status, headers });
  };
}

describe('downloadExport', () => {
  beforeEach(() => {
    sent = [];
  });
  afterEach(() => {
    http.transport = originalTransport;
    vi.useRealTimers();
  });

  it("asks the list's /export for every row of the same filters and saves the CSV under the server's file name", async () => {
    const downloads = captureDownloads();
    const blob = new Blob([csv], { type: 'text/csv' });
    serverAnswers(
      200,
      { 'content-disposition': 'attachment; filename="investments-20261122083005.csv"' },
      blob,
    );

    const request = {
      page: 3,
      per_page: 50,
      sort: '-created_at',
      filter: { time: 'day', date: '2026-03-02', project_id: 3 },
    };
    await downloadExport('/api/investments', request, 'all');

    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('/api/investments/export');
    expect(sent[0]!.params).toEqual({
      sort: '-created_at',
      'filter[time]': 'day',
      'filter[date]': '2026-03-02',
      'filter[project_id]': 3,
      rows: 'all',
      tz: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    // The whole set, not a page; streamed for as long as it takes.
    expect(sent[0]!.params).not.toHaveProperty('page');
    expect(sent[0]!.responseType).toBe('blob');
    expect(sent[0]!.timeout).toBe(0);
    expect(downloads.map((d) => d.name)).toEqual(['investments-20261122083005.csv']);
    expect(await downloads[0]!.blob.text()).toBe(csv);
  });

  it('asks for the page shown when exporting "these rows"', async () => {
    captureDownloads();
    serverAnswers(200, {}, new Blob([csv]));

    await downloadExport(
      '/api/users',
      { page: 2, per_page: 20, sort: 'name', filter: { keyword: 'ann' } },
      'page',
    );

    expect(sent[0]!.params).toMatchObject({
      page: 2,
      per_page: 20,
      sort: 'name',
      'filter[keyword]': 'ann',
      rows: 'page',
    });
  });

  it('names the file after the list and the time when the server gives no name', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 22, 9, 5, 7));
    const downloads = captureDownloads();
    serverAnswers(200, {}, new Blob([csv]));

    await downloadExport('/api/balance-records', { page: 1, per_page: 20, filter: {} }, 'all');

    expect(Object.keys(sent[0]!.params as object).sort()).toEqual(['rows', 'tz']);
    expect(downloads.map((d) => d.name)).toEqual(['balance-records-20261122090507.csv']);
  });

  it('saves nothing when the server refuses', async () => {
    const downloads = captureDownloads();
    serverAnswers(403, {}, { message: 'This action is unauthorized.' });

    await expect(
      downloadExport('/api/investments', { page: 1, per_page: 20, filter: {} }, 'all'),
    ).rejects.toThrow('This action is unauthorized.');
    expect(downloads).toHaveLength(0);
  });
});
