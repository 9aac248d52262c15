import { theme } from 'antd';
import { formatValue, type GridLanguage } from '../../components/DataGrid/index.ts';

const AMOUNT = { key: 'amount', title: '', type: 'amount' } as const;

/**
 * A balance change with its direction: "+100.00" in green for money in, "-100.00" in red for money
 * out, in the grid's number format for the language.
 */
export function SignedAmount({ minor, language }: { minor: number; language: GridLanguage }) {
  const { token } = theme.useToken();
  const text = formatValue(AMOUNT, minor, language);
  if (minor > 0) return <span style={{ color: token.colorSuccessText }}>+{text}</span>;
  if (minor < 0) return <span style={{ color: token.colorErrorText }}>{text}</span>;
  return <span>{text}</span>;
}
