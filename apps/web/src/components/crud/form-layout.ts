import { Grid } from 'antd';

/**
 * Labels beside their fields, in a column `labelWidth` wide, from a small tablet's width up; above them
 * on a phone. antd puts a horizontal form's label on its own line there, but kept our column's width:
 * a long label ("Settlement period (minutes)") was squeezed to a word a line, over the field below.
 */
export function useFormLayout(labelWidth: number, vertical = false) {
  const { sm } = Grid.useBreakpoint();
  // Until the screen is measured (the first render), as on a desktop.
  return vertical || sm === false
    ? { layout: 'vertical' as const }
    : { layout: 'horizontal' as const, labelCol: { flex: `${labelWidth}px` } };
}
