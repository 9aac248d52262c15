import { Button, Tooltip } from 'antd';
import type { ReactNode } from 'react';

/** A toolbar button named for screen readers, pressed while its format applies at the cursor. */
export function ToolButton({
  label,
  tooltip = label,
  icon,
  pressed,
  disabled,
  onClick,
}: {
  label: string;
  /** When the button shows text (H2), the label is that text and the tooltip says what it does. */
  tooltip?: string;
  icon: ReactNode;
  pressed: boolean;
  disabled: boolean;
  onClick?: () => void;
}) {
  return (
    <Tooltip title={tooltip}>
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
