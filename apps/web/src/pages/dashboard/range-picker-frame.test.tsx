import { render, screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { inEnglish } from '../../components/crud/kit-fixtures.tsx';
import { PickerFrame } from './range-picker-frame.tsx';
import { RangePicker } from './range-picker.tsx';

// The frame holds the picker's place until the picker loads after the first paint (`lazyAfterPaint`, whose
// timing its own test shows): both show the same range in a box of the same width, so nothing moves.
describe('the range picker and the frame that holds its place', () => {
  beforeAll(inEnglish);
  const range = [dayjs('2026-10-29'), dayjs('2026-11-27')] as const;

  it('frame: the range it will show, in the picker’s width, marked as loading', () => {
    render(<PickerFrame value={[range[0], range[1]]} />);
    const frame = screen.getByRole('group', { name: 'Dates' });
    expect(frame.getAttribute('aria-busy')).toBe('true');
    expect(frame.textContent).toBe('2026-10-29→2026-11-27');
    expect(frame.style.width).toBe('18.5em');
  });

  it('picker: the same range in the same width', () => {
    render(<RangePicker value={[range[0], range[1]]} onChange={() => {}} />);
    const start = screen.getByPlaceholderText('Start date') as HTMLInputElement;
    expect(start.value).toBe('2026-10-29');
    expect(screen.getByPlaceholderText('End date')).toHaveProperty('value', '2026-11-27');
    expect(start.closest<HTMLElement>('.ant-picker')!.style.width).toBe('18.5em');
  });
});
