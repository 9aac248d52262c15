import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';

interface ToolButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'aria-label'> {
  label: string;
  icon: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A toolbar icon button: a native button drawn like antd's default icon button from the theme's tokens
 * (DataGrid.css), with its label as the shared hint (ToolbarHint). antd's Button and a Tooltip per
 * button cost most of a grid's first frame to mount; this one is a plain element.
 */
export function ToolButton({ label, icon, ref, ...rest }: ToolButtonProps) {
  return (
    <button ref={ref} type="button" className="dg-tool" aria-label={label} data-hint={label} {...rest}>
      {icon}
    </button>
  );
}
