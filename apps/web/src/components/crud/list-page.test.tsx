import { queryOptions } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../api/http.ts';
import type { ListRequest } from '../../api/list-request.ts';
import { applyLanguage } from '../../i18n/index.ts';
import type { FilterField } from './filter-fields.ts';
import { inEnglish, KitProviders } from './kit-fixtures.tsx';
import { ListPage } from './list-page.tsx';
import { useListQuery } from './use-list-query.ts';

vi.setConfig({ testTimeout: 20_000 });

interface Person {
  id: number;
  name: string;
}

const fields: FilterField[] = [{ kind: 'input', name: 'keyword', label: 'Keyword' }];

/** A server answering each request with `answer`, which may throw as the request layer does. */
function PeopleList({ answer }: { answer: (request: ListRequest) => Person[] }) {
  const list = useListQuery<Person>((request: ListRequest) =>
    queryOptions({
      queryKey: ['people', request],
      queryFn: () => {
        const data = answer(request);
        const meta = { current_page: 1, per_page: 20, total: data.length, last_page: 1, from: 1, to: 1 };
        return Promise.resolve({ data, meta });
      },
    }),
  );
  return (
    <ListPage
      grid={{ id: 'people', columns: [{ key: 'name', title: 'Name' }], rowKey: 'id', ...list.grid }}
      filters={{ fields, onSubmit: list.setFilter, error: list.error }}
    />
  );
}

function renderList(answer: (request: ListRequest) => Person[]) {
  render(
    <KitProviders>
      <PeopleList answer={answer} />
    </KitProviders>,
  );
}

describe('a list whose load fails', () => {
  beforeAll(async () => {
    await applyLanguage('en');
    await inEnglish();
  });

  it("says so above the rows it already had, with the server's message, and Retry asks again", async () => {
    const user = userEvent.setup();
    let down = false;
    const answer = vi.fn((request: ListRequest) => {
      if (down) throw new ApiRequestError('The ledger is being rebuilt.', 503);
      return [{ id: 1, name: request.filter.keyword ? 'Bob' : 'Ann' }];
    });
    renderList(answer);
    await screen.findByText('Ann');

    down = true;
    await user.type(screen.getByLabelText('Keyword'), 'bob{Enter}');
    const failure = await screen.findByRole('alert');
    expect(within(failure).getByText('The data could not be loaded')).toBeTruthy();
    expect(within(failure).getByText('The ledger is being rebuilt.')).toBeTruthy();
    // Ann answered the search before: said so, as the filter now reads "bob".
    expect(screen.getByText('Ann')).toBeTruthy();
    expect(
      within(failure).getByText('The rows below are those of the last search that loaded.'),
    ).toBeTruthy();

    down = false;
    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    await screen.findByText('Bob');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(answer).toHaveBeenLastCalledWith(expect.objectContaining({ filter: { keyword: 'bob' } }));
  });

  it('says nothing of earlier rows when the same search fails to refresh', async () => {
    const user = userEvent.setup();
    let down = false;
    renderList(() => {
      if (down) throw new ApiRequestError('The ledger is being rebuilt.', 503);
      return [{ id: 1, name: 'Ann' }];
    });
    await screen.findByText('Ann');
    down = true;
    await user.click(screen.getByLabelText('Keyword'));
    await user.keyboard('{Enter}');
    const failure = await screen.findByRole('alert');
    expect(screen.getByText('Ann')).toBeTruthy();
    expect(within(failure).queryByText(/last search that loaded/)).toBeNull();
  });

  it('never shows "No data" or "0 in total" when nothing could be loaded', async () => {
    renderList(() => {
      throw new ApiRequestError('You may not see these people.', 403);
    });
    const failure = await screen.findByRole('alert');
    expect(within(failure).getByText('You may not see these people.')).toBeTruthy();
    expect(screen.getAllByText('The data could not be loaded')).toHaveLength(1);
    expect(screen.queryByText('No data')).toBeNull();
    expect(screen.queryByText(/in total/)).toBeNull();
  });

  it('points to a refused filter, which shows the reason, rather than repeating it', async () => {
    const user = userEvent.setup();
    renderList((request) => {
      if (!request.filter.keyword) return [{ id: 1, name: 'Ann' }];
      throw new ApiRequestError('The keyword is too long.', 422, {
        'filter.keyword': ['The keyword is too long.'],
      });
    });
    await screen.findByText('Ann');
    await user.type(screen.getByLabelText('Keyword'), 'x{Enter}');
    await screen.findByText('Correct the marked filters and search again.');
    await screen.findByText('The keyword is too long.');
    expect(screen.getAllByText('The keyword is too long.')).toHaveLength(1);
    expect(screen.getByLabelText('Keyword').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Ann')).toBeTruthy();
  });

  it('says the server did not answer when there was no answer to quote', async () => {
    renderList(() => {
      throw new Error('Network Error');
    });
    const failure = await screen.findByRole('alert');
    await waitFor(() =>
      expect(
        within(failure).getByText('The server did not answer. Check the network and try again.'),
      ).toBeTruthy(),
    );
  });
});
