import { render, screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { inEnglish } from '../../components/crud/kit-fixtures.tsx';

describe('the range picker, loaded after the first paint', () => {
  beforeAll(inEnglish);

  it('holds its place with the range it will show, then is the picker in the same place', async () => {
    // A fresh module: the picker loads once per page load, so an earlier test's load would skip the frame.
    vi.resetModules();
    const { RangePickerLater } = await import('./range-picker-frame.tsx');
    const range = [dayjs('2026-10-29'), dayjs('2026-11-27')] as const;
    render(<RangePickerLater value={[range[0], range[1]]} onChange={() => {}} />);

    const frame = screen.getByRole('group', { name: 'Dates' });
    expect(frame.getAttribute('aria-busy')).toBe('true');
    expect(frame.textContent).toBe('2026-10-29→2026-11-27');
    expect(frame.style.width).toBe('18.5em');

    // The picker's module loads after two frames and an idle moment: slow on a busy machine.
    const start = await screen.findByPlaceholderText('Start date', {}, { timeout: 10_000 });
    expect((start as HTMLInputElement).value).toBe('2026-10-29');
    expect(screen.queryByRole('group', { name: 'Dates' })).toBeNull();
    expect(start.closest<HTMLElement>('.ant-picker')!.style.width).toBe('18.5em');
    // Room for the module's fresh load and the wait above: the default five seconds are less than either.
  }, 30_000);
});
