import type { ChangeEvent } from 'react';

interface SelectBoxProps {
  label: string;
  checked: boolean;
  indeterminate: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * The selection checkbox: a native input coloured with the theme (accent-color), not antd's
 * Checkbox, because every scrolled-in row mounts one and antd's costs several times more to mount.
 */
export function SelectBox({ label, checked, indeterminate, onChange }: SelectBoxProps) {
  return (
    <input
      type="checkbox"
      className="dg-checkbox"
      aria-label={label}
      aria-checked={indeterminate ? 'mixed' : checked}
      checked={checked}
      ref={(element) => {
        if (element) element.indeterminate = indeterminate;
      }}
      onChange={onChange}
    />
  );
}
