import { Select } from 'antd';
import { MenuIcon, menuIconNames } from '../../layout/menu-icons.tsx';

interface IconSelectProps {
  value?: string | null;
  onChange?: (name: string | undefined) => void;
  placeholder?: string;
  id?: string;
}

const options = menuIconNames.map((name) => ({
  value: name,
  label: (
    <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
      <MenuIcon name={name} />
      {name}
    </span>
  ),
}));

/** Picks one of the icon names the sidebar can draw (layout/menu-icons.tsx), searchable by name. */
export function IconSelect({ value, onChange, placeholder, id }: IconSelectProps) {
  return (
    <Select
      id={id}
      allowClear
      showSearch={{ filterOption: (input, option) => String(option?.value).includes(input.toLowerCase()) }}
      value={value ?? undefined}
      onChange={(next: string | undefined) => onChange?.(next)}
      options={options}
      placeholder={placeholder}
    />
  );
}
