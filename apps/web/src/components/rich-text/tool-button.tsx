import { Button, Tooltip } from 'antd';
import type { ReactNode } from 'react';

/** A toolbar button named for screen readers, pressed while its format applies at the cursor. */
export function ToolButton({
  label,
  icon,
  pressed,
  disabled,
  onClick,
}: {
  label: string;
  icon: ReactNode;
  pressed: boolean;
  disabled: boolean;
  onClick?: () => void;
}) {
  return (
    <Tooltip title={label}>
      <Button
        size="small"
        type={pressed ? 'primary' : 'text'}
        ghost={pressed}
        aria-label={label}
        aria-pressed={pressed}
        icon={icon}
        // undefined, not false, when enabled: false would override a disabled form.
        disabled={disabled || undefined}
        onClick={onClick}
      />
    </Tooltip>
  );
}
