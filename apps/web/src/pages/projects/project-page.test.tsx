import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Category } from '@app/contracts/categories';
import type { Project } from '@app/contracts/projects';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { KitProviders, signInWith } from '../../components/crud/kit-fixtures.tsx';
import { cellsOf, renderedRows } from '../../components/DataGrid/fixtures.tsx';
import { applyLanguage } from '../../i18n/index.ts';
import { fakeApi, listOf, type FakeAnswer, type FakeRequest } from '../../test/fake-api.ts';
import ProjectPage from './index.tsx';

vi.setConfig({ testTimeout: 30_000 });

const stamp = '2026-03-01T08:00:00.000Z';
const categories: Category[] = [
  {
    id: 1,
    name: 'Fixed income',
    icon: null,
    sort: 1,
    projects_count: 1,
    created_at: stamp,
    updated_at: stamp,
  },
  { id: 2, name: 'Premium', icon: null, sort: 2, projects_count: 0, created_at: stamp, updated_at: stamp },
];
const gold: Project = {
  id: 7,
  name: 'Gold 30',
  category_id: 1,
  category: { id: 1, name: 'Fixed income' },
  cover: '/files/gold.png',
  min_amount: 10050,
  profit_percent: '12.3456',
  period_minutes: 1440,
  hidden: true,
  max_times: 0,
  created_at: stamp,
  updated_at: stamp,
};

const ALL = ['projects.query', 'projects.add', 'projects.modify', 'projects.delete', 'categories.query'];

let restore = () => undefined as unknown;
afterEach(() => restore());

/** The project screen over a fake server; `write` answers POST and PUT. */
function openScreen(
  write: (request: FakeRequest) => FakeAnswer = () => ({ status: 201, data: { data: gold } }),
) {
  const api = fakeApi((request) => {
    if (request.url === '/api/project-categories') return listOf(categories);
    if (request.url === '/api/projects' && request.method === 'GET') return listOf([gold]);
    if (request.method === 'POST' || request.method === 'PUT') return write(request);
    return undefined;
  });
  restore = api.restore;
  render(
    <KitProviders>
      <ProjectPage />
    </KitProviders>,
  );
  return api.requests;
}

const writes = (requests: FakeRequest[]) =>
  requests.filter((r) => r.url.startsWith('/api/projects') && (r.method === 'POST' || r.method === 'PUT'));

async function pickOption(
  user: ReturnType<typeof userEvent.setup>,
  scope: HTMLElement,
  label: string,
  option: string,
) {
  await user.click(within(scope).getByLabelText(label));
  const options = await screen.findAllByText(option, { selector: '.ant-select-item-option-content' });
  await user.click(options.at(-1)!);
}

describe('project list', () => {
  beforeAll(() => applyLanguage('en'));

  it('shows the minimum in currency units, the rate with %, the hidden flag and "no limit"', async () => {
    signInWith(ALL);
    openScreen();
    const grid = await screen.findByRole('grid');
    await waitFor(() => expect(renderedRows(grid)).toHaveLength(1));
    const cells = cellsOf(renderedRows(grid)[0]!);
    expect(cells).toEqual(
      expect.arrayContaining(['Gold 30', 'Fixed income', '100.50', '12.3456%', '1440', 'Hidden', 'No limit']),
    );
    expect(within(grid).getByRole('img', { name: 'Gold 30' }).getAttribute('src')).toBe('/files/gold.png');
  });

  it('sends the typed amount as integer smallest units and the rate as text', async () => {
    signInWith(ALL);
    const requests = openScreen();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Add/ }));
    const form = await screen.findByRole('dialog');
    await user.type(within(form).getByLabelText('Project name'), 'Silver 7');
    await pickOption(user, form, 'Category', 'Premium');
    await user.type(within(form).getByLabelText('Minimum investment'), '100.50');
    await user.type(within(form).getByLabelText('Profit'), '8.25');
    await user.type(within(form).getByLabelText('Settlement period (minutes)'), '60{Enter}');

    await waitFor(() => expect(writes(requests)).toHaveLength(1));
    expect(writes(requests)[0]).toMatchObject({
      method: 'POST',
      url: '/api/projects',
      body: {
        name: 'Silver 7',
        category_id: 2,
        min_amount: 10050,
        profit_percent: '8.25',
        period_minutes: 60,
        hidden: false,
        max_times: 0,
      },
    });
  });

  it("names bad values on their fields in the user's language and sends nothing", async () => {
    signInWith(ALL);
    const requests = openScreen();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Add/ }));
    const form = await screen.findByRole('dialog');
    await user.type(within(form).getByLabelText('Project name'), 'Broken');
    await user.type(within(form).getByLabelText('Minimum investment'), '0');
    await user.type(within(form).getByLabelText('Profit'), '12.34567');
    await user.click(within(form).getByRole('button', { name: 'Confirm' }));

    await within(form).findAllByText('This field is required'); // category and period
    expect(within(form).getAllByText('This field is required')).toHaveLength(2);
    expect(within(form).getByText('Enter a number greater than 0')).toBeTruthy();
    expect(within(form).getByText('At most 4 decimal places')).toBeTruthy();
    expect(writes(requests)).toHaveLength(0);
  });

  it("edits a project from its row, keeping its terms, and shows the server's field errors", async () => {
    signInWith(ALL);
    const requests = openScreen(() => ({
      status: 422,
      data: {
        message: 'The selected value does not exist.',
        errors: { category_id: ['The selected value does not exist.'] },
      },
    }));
    const user = userEvent.setup();
    const grid = await screen.findByRole('grid');
    await user.click(await within(grid).findByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('dialog');
    expect(within(form).getByLabelText('Minimum investment')).toHaveProperty('value', '100.50');
    expect(within(form).getByLabelText('Profit')).toHaveProperty('value', '12.3456');
    await user.click(within(form).getByRole('button', { name: 'Confirm' }));

    await within(form).findByText('The selected value does not exist.');
    expect(writes(requests)[0]).toMatchObject({
      method: 'PUT',
      url: '/api/projects/7',
      body: {
        name: 'Gold 30',
        category_id: 1,
        cover: '/files/gold.png',
        min_amount: 10050,
        profit_percent: '12.3456',
        period_minutes: 1440,
        hidden: true,
        max_times: 0,
      },
    });
    expect(screen.getByRole('dialog')).toBe(form);
  });

  it('holds the save while the cover is still uploading', async () => {
    signInWith(ALL);
    const requests = openScreen();
    const user = userEvent.setup();
    const grid = await screen.findByRole('grid');
    await user.click(await within(grid).findByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('dialog');
    // Never answered: the file stays on its way.
    restore();
    const pending = fakeApi((request) =>
      request.url === '/api/files' ? new Promise<FakeAnswer>(() => undefined) : undefined,
    );
    restore = pending.restore;
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    fireEvent.change(form.querySelector('input[type="file"]')!, {
      target: { files: [new File([bytes], 'new.png', { type: 'image/png' })] },
    });
    await within(form).findByRole('progressbar');
    await user.click(within(form).getByRole('button', { name: 'Confirm' }));

    await within(form).findByText('The image is still uploading, please wait');
    expect(pending.requests.map((r) => r.url)).toEqual(['/api/files']);
    expect(writes([...requests, ...pending.requests])).toHaveLength(0);
  });

  it('filters by category and hidden flag from the filter bar', async () => {
    signInWith(ALL);
    const requests = openScreen();
    const user = userEvent.setup();
    const bar = (await screen.findAllByRole('button', { name: /Search/ }))[0]!.closest('form')!;
    await pickOption(user, bar, 'Category', 'Premium');
    await pickOption(user, bar, 'Hidden', 'Visible');
    await user.click(within(bar).getByRole('button', { name: /Search/ }));

    await waitFor(() =>
      expect(requests.filter((r) => r.url === '/api/projects').at(-1)?.params).toMatchObject({
        page: 1,
        // As the address carries it, and as the query string sends it either way.
        'filter[category_id]': '2',
        'filter[hidden]': 'false',
      }),
    );
  });

  it('offers no category filter to an admin who may not read categories, and no add or edit without rights', async () => {
    signInWith(['projects.query']);
    const requests = openScreen();
    const grid = await screen.findByRole('grid');
    await waitFor(() => expect(renderedRows(grid)).toHaveLength(1));
    expect(screen.queryByLabelText('Category')).toBeNull();
    expect(screen.getByLabelText('Hidden')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Add/ })).toBeNull();
    expect(within(grid).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(requests.some((r) => r.url === '/api/project-categories')).toBe(false);
  });
});
