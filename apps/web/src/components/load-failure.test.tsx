import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createHttpClient } from '../api/http.ts';
import type { Transport } from '../api/transport.ts';
import { AntdProviders } from '../layout/antd-providers.tsx';
import { showErrorToast, showReloginDialog } from './feedback.ts';
import { LoadFailure } from './load-failure.tsx';

const failing: Transport = () =>
  Promise.resolve({ data: { message: 'The ledger is busy.' }, status: 500, headers: {} });

describe('LoadFailure', () => {
  it("says the server's sentence in place of the data, and its toast then only that the request failed", async () => {
    localStorage.setItem('requestLanguages', JSON.stringify({ operationFailed: 'Operation failed' }));
    const client = createHttpClient(
      {
        getToken: () => 'Bearer 1|secret',
        getLanguage: () => 'en',
        showError: showErrorToast,
        showReloginDialog,
        relogin: () => undefined,
        isSessionLoaded: () => true,
      },
      failing,
    );
    const { rerender } = render(<AntdProviders>{null}</AntdProviders>);
    const error = (await client.get('/api/funds').catch((caught: unknown) => caught)) as Error;
    await screen.findByText('The ledger is busy.');

    rerender(
      <AntdProviders>
        <LoadFailure failure={{ error, retry: () => undefined, retrying: false }} />
      </AntdProviders>,
    );
    await screen.findByText('Operation failed');
    const sentences = screen.getAllByText('The ledger is busy.');
    expect(sentences).toHaveLength(1);
    expect(sentences[0]!.closest('[role="alert"]')).not.toBeNull();
  });
});
