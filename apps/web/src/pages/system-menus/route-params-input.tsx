import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';

type RouteParam = { key: string; value: string };

interface RouteParamsInputProps {
  value?: RouteParam[];
  onChange?: (params: RouteParam[]) => void;
  id?: string;
}

/** A menu's route parameters as key/value rows; they become the query of the menu's link. */
export function RouteParamsInput({ value = [], onChange, id }: RouteParamsInputProps) {
  const { t } = useTranslation();
  const change = (index: number, part: Partial<RouteParam>) =>
    onChange?.(value.map((param, i) => (i === index ? { ...param, ...part } : param)));
  return (
    <Space orientation="vertical" style={{ width: '100%' }} id={id}>
      {value.map((param, index) => (
        <Space key={index} style={{ display: 'flex' }}>
          <Input
            aria-label={t('system.menu.paramKey')}
            placeholder={t('system.menu.paramKey')}
            value={param.key}
            onChange={(event) => change(index, { key: event.target.value })}
          />
          <Input
            aria-label={t('system.menu.paramValue')}
            placeholder={t('system.menu.paramValue')}
            value={param.value}
            onChange={(event) => change(index, { value: event.target.value })}
          />
          <Button
            aria-label={t('crud.delete')}
            icon={<DeleteOutlined />}
            onClick={() => onChange?.(value.filter((_, i) => i !== index))}
          />
        </Space>
      ))}
      <Button icon={<PlusOutlined />} onClick={() => onChange?.([...value, { key: '', value: '' }])}>
        {t('system.menu.addParam')}
      </Button>
    </Space>
  );
}
