import { Descriptions, Drawer, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AccessTags, methodColors } from './access-tags.tsx';
import type { OperationRow } from './operations.ts';

const json = (value: unknown) => (
  <Typography.Paragraph>
    <pre style={{ maxHeight: 320, overflow: 'auto', margin: 0, fontSize: 12 }}>
      {JSON.stringify(value, null, 2)}
    </pre>
  </Typography.Paragraph>
);

/** One operation in full: who may call it, its parameters, body and answers as the server states them. */
export function OperationDrawer({
  row,
  titles,
  onClose,
}: {
  row: OperationRow;
  titles: ReadonlyMap<string, string>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { operation } = row;
  const body = operation.requestBody?.content?.['application/json']?.schema;
  return (
    <Drawer
      open
      size={640}
      onClose={onClose}
      title={
        <span>
          <Tag color={methodColors[row.method]}>{row.method.toUpperCase()}</Tag>
          <Typography.Text code>{row.path}</Typography.Text>
        </span>
      }
    >
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('demo.apiDocs.tag')}>{row.tag || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('demo.apiDocs.access')}>
          <AccessTags access={row.access} titles={titles} />
        </Descriptions.Item>
        {row.summary && (
          <Descriptions.Item label={t('demo.apiDocs.summary')}>{row.summary}</Descriptions.Item>
        )}
      </Descriptions>
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('demo.apiDocs.parameters')}
      </Typography.Title>
      {operation.parameters?.length ? (
        <Table
          size="small"
          pagination={false}
          rowKey={(p) => `${p.in}:${p.name}`}
          dataSource={operation.parameters}
          columns={[
            { title: t('demo.apiDocs.name'), dataIndex: 'name' },
            { title: t('demo.apiDocs.in'), dataIndex: 'in' },
            {
              title: t('demo.apiDocs.required'),
              dataIndex: 'required',
              render: (required?: boolean) => (required ? t('demo.apiDocs.yes') : t('demo.apiDocs.no')),
            },
          ]}
        />
      ) : (
        <Typography.Text type="secondary">{t('demo.apiDocs.none')}</Typography.Text>
      )}
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('demo.apiDocs.body')}
      </Typography.Title>
      {body ? json(body) : <Typography.Text type="secondary">{t('demo.apiDocs.none')}</Typography.Text>}
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('demo.apiDocs.responses')}
      </Typography.Title>
      {json(operation.responses ?? {})}
    </Drawer>
  );
}
