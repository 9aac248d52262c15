import { Col, Descriptions, Modal, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AuditLog } from '@app/contracts/audit-logs';
import { actionLabel } from './action-label.ts';

function Json({ title, value }: { title: string; value: unknown }) {
  return (
    <>
      <Typography.Title level={5}>{title}</Typography.Title>
      <pre style={{ maxHeight: '50vh', overflow: 'auto', fontSize: 12, margin: 0 }}>
        {value === null || value === undefined ? '—' : JSON.stringify(value, null, 2)}
      </pre>
    </>
  );
}

/** One audit row in full: who did what to what, and the record before and after, as formatted JSON. */
export function ChangeModal({ log, onClose }: { log: AuditLog; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open title={t('system.audit.details')} width={900} footer={null} onCancel={onClose}>
      <Descriptions size="small" column={2} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('system.audit.admin')}>{log.admin?.name ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('system.audit.action')}>{actionLabel(t, log.action)}</Descriptions.Item>
        <Descriptions.Item label={t('system.audit.target')}>{log.target ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="IP">{log.ip ?? '—'}</Descriptions.Item>
      </Descriptions>
      <Row gutter={16}>
        <Col span={12}>
          <Json title={t('system.audit.before')} value={log.before} />
        </Col>
        <Col span={12}>
          <Json title={t('system.audit.after')} value={log.after} />
        </Col>
      </Row>
    </Modal>
  );
}
