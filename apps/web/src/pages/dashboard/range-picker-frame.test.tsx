import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { inEnglish } from '../../components/crud/kit-fixtures.tsx';
import { PickerFrame, RangePickerLater } from './range-picker-frame.tsx';
import { RangePicker } from './range-picker.tsx';

// The frame holds the picker's place until the admin first goes to a day: both show the same range in a
// box of the same width, so nothing moves when the picker takes over.
describe('the range picker and the frame that holds its place', () => {
  beforeAll(inEnglish);
  const range = [dayjs('2026-10-29'), dayjs('2026-11-27')] as const;

  it('frame: the range it shows, as two read-only days in the picker’s width, handing over as one is focused', () => {
    const onUse = vi.fn();
    render(<PickerFrame value={[range[0], range[1]]} onUse={onUse} />);
    const frame = screen.getByRole('group', { name: 'Dates' });
    expect(frame.getAttribute('aria-busy')).toBeNull();
    expect(frame.style.width).toBe('18.5em');
    const start = screen.getByRole('textbox', { name: 'Start date' }) as HTMLInputElement;
    const end = screen.getByPlaceholderText('End date') as HTMLInputElement;
    expect([start.value, end.value]).toEqual(['2026-10-29', '2026-11-27']);
    expect(start.readOnly && end.readOnly).toBe(true);
    fireEvent.focus(end);
    expect(onUse).toHaveBeenCalledExactlyOnceWith({ day: 1, open: false });
  });

  it('frame: marked as loading while the picker’s script comes', () => {
    render(<PickerFrame value={[range[0], range[1]]} />);
    expect(screen.getByRole('group', { name: 'Dates' }).getAttribute('aria-busy')).toBe('true');
  });

  it('picker: the same range in the same width', () => {
    render(<RangePicker value={[range[0], range[1]]} onChange={() => {}} />);
    const start = screen.getByPlaceholderText('Start date') as HTMLInputElement;
    expect(start.value).toBe('2026-10-29');
    expect(screen.getByPlaceholderText('End date')).toHaveProperty('value', '2026-11-27');
    expect(start.closest<HTMLElement>('.ant-picker')!.style.width).toBe('18.5em');
  });

  it('the picker takes over at the day the admin went to, focused, and the frame is gone', async () => {
    render(<RangePickerLater value={[range[0], range[1]]} onChange={() => {}} />);
    // Until then, no picker: its first render waits for a use.
    expect(document.querySelector('.ant-picker')).toBeNull();
    await act(async () => {
      fireEvent.focus(screen.getByPlaceholderText('End date'));
    });
    await waitFor(() => expect(document.querySelector('.ant-picker')).not.toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(document.querySelectorAll('.ant-picker input')[1]),
    );
    expect(screen.queryByRole('group', { name: 'Dates' })).toBeNull();
    expect(screen.getAllByPlaceholderText('End date')).toHaveLength(1);
  });

  it('a press on a day opens the calendar as the picker takes over', async () => {
    render(<RangePickerLater value={[range[0], range[1]]} onChange={() => {}} />);
    await act(async () => {
      fireEvent.pointerDown(screen.getByPlaceholderText('Start date'));
    });
    await waitFor(() => expect(document.querySelector('.ant-picker-dropdown')).not.toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(document.querySelectorAll('.ant-picker input')[0]),
    );
  });
});
