import { AutoComplete, Card, Empty, Form, Grid, Radio, Select, Space, Table, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dictionaryListQuery } from '../../../api/dictionaries.ts';
import { DictTag, tagColorOf } from '../../../components/dictionary/dict-tag.tsx';
import { useDictionary } from '../../../components/dictionary/use-dictionary.ts';
import { usePermission } from '../../../components/use-permission.ts';

const FIRST_CODE = 'withdrawal_status';

/**
 * A dictionary as the screens use it: its items as tags, as a select and as radio buttons, all from
 * one hook (components/dictionary). Items are readable by every admin; the list of dictionaries to pick
 * from needs dictionaries.query, without it the code is typed.
 */
export default function DictionaryDemoPage() {
  const { t } = useTranslation();
  // On a phone the label goes above the field: side by side they were wider than the card.
  const { sm } = Grid.useBreakpoint();
  const can = usePermission();
  const [picked, setPicked] = useState<string>();
  // What is typed, and the code shown: a dictionary is asked for once chosen, never per keystroke.
  const [draft, setDraft] = useState(FIRST_CODE);
  const [code, setCode] = useState(FIRST_CODE);
  const choose = (next: string) => {
    const trimmed = next.trim();
    if (!trimmed || trimmed === code) return;
    setCode(trimmed);
    setPicked(undefined);
  };
  const { options, loading } = useDictionary(code);
  const list = useQuery({
    ...dictionaryListQuery({ page: 1, per_page: 100, filter: {} }),
    enabled: can('dictionaries.query'),
  });
  const codes = (list.data?.data ?? []).map((d) => ({ value: d.code, label: `${d.code} · ${d.name}` }));

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card size="small">
        <Form layout={sm === false ? 'vertical' : 'inline'}>
          <Form.Item label={t('demo.dict.code')} htmlFor="demo-dict-code">
            <AutoComplete
              id="demo-dict-code"
              value={draft}
              options={codes}
              onChange={(next: string) => setDraft(next)}
              onSelect={(next: string) => choose(next)}
              onBlur={() => choose(draft)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') choose(draft);
              }}
              style={{ width: 280, maxWidth: '100%' }}
              allowClear
            />
          </Form.Item>
        </Form>
      </Card>
      <Card title={t('demo.dict.asTags')} size="small" loading={loading}>
        {options.length === 0 ? (
          <Empty description={t('demo.dict.empty')} />
        ) : (
          <Space wrap>
            {options.map((option) => (
              <DictTag key={option.value} code={code} value={option.value} />
            ))}
          </Space>
        )}
      </Card>
      <Card title={t('demo.dict.asControls')} size="small">
        <Space orientation="vertical">
          <Select
            aria-label={t('demo.dict.asSelect')}
            placeholder={t('crud.select')}
            options={options}
            value={picked}
            onChange={setPicked}
            allowClear
            style={{ width: 240 }}
          />
          <Radio.Group options={options} value={picked} onChange={(event) => setPicked(event.target.value)} />
          <Typography.Text type="secondary">
            {t('demo.dict.picked')}: {picked ?? '—'}
          </Typography.Text>
        </Space>
      </Card>
      <Card title={t('demo.dict.items')} size="small">
        <Table
          size="small"
          pagination={false}
          rowKey="value"
          loading={loading}
          dataSource={options}
          columns={[
            { title: t('demo.dict.value'), dataIndex: 'value' },
            { title: t('demo.dict.label'), dataIndex: 'label' },
            {
              title: t('demo.dict.tagType'),
              dataIndex: 'tagType',
              render: (tagType) => <Tag color={tagColorOf(tagType)}>{tagType ?? '—'}</Tag>,
            },
          ]}
        />
      </Card>
    </Space>
  );
}
