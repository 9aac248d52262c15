import { useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Settings } from '@app/contracts/settings';
import { ApiRequestError } from '../../api/http.ts';
import { KitProviders } from '../../components/crud/kit-fixtures.tsx';
import { applyLanguage } from '../../i18n/index.ts';
import { SettingsLoaded } from './settings-loaded.tsx';

function Loaded({ load }: { load: () => Promise<Settings> }) {
  const settings = useQuery({ queryKey: ['settings'], queryFn: load });
  return <SettingsLoaded settings={settings}>{(loaded) => <p>{loaded.about_us}</p>}</SettingsLoaded>;
}

const show = (load: () => Promise<Settings>) =>
  render(
    <KitProviders>
      <Loaded load={load} />
    </KitProviders>,
  );

describe('settings loaded', () => {
  beforeAll(() => applyLanguage('en'));

  it("says a load that got no answer failed in the user's language, not in the browser's words, and retries", async () => {
    const load = vi
      .fn<() => Promise<Settings>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce({ about_us: 'About the service' } as Settings);
    show(load);
    expect(await screen.findByText('The data could not be loaded')).toBeTruthy();
    expect(screen.getByText('The server did not answer. Check the network and try again.')).toBeTruthy();
    expect(screen.queryByText('Failed to fetch')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('About the service')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("shows the server's message when the server refused", async () => {
    show(() => Promise.reject(new ApiRequestError('This action is unauthorized.', 403)));
    expect(await screen.findByText('This action is unauthorized.')).toBeTruthy();
  });
});
