import { Button, Card, Col, Row, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '../../../components/rich-text/index.ts';

const SAMPLE =
  '<h2>Quarterly note</h2><p>Returns are paid <strong>when each period ends</strong>.</p>' +
  '<ul><li>Settlement every few seconds</li><li>Withdrawals reviewed by staff</li></ul>' +
  '<blockquote><p>Questions? <a href="mailto:support@example.com">Write to us</a>.</p></blockquote>';

/**
 * The rich-text editor the about-us page uses, with the HTML it produces beside it. This page saves
 * nothing; where it is saved, the server sanitises the HTML again.
 */
export default function EditorDemoPage() {
  const { t } = useTranslation();
  const [html, setHtml] = useState(SAMPLE);
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={14}>
        <Card
          title={t('route.editor')}
          extra={
            <Space>
              <Button onClick={() => setHtml(SAMPLE)}>{t('demo.editor.sample')}</Button>
              <Button onClick={() => setHtml('')}>{t('demo.editor.clear')}</Button>
            </Space>
          }
        >
          <RichTextEditor value={html} onChange={setHtml} label={t('route.editor')} minHeight={320} />
        </Card>
      </Col>
      <Col xs={24} xl={10}>
        <Card title={t('demo.editor.html')}>
          <Typography.Text type="secondary">
            {t('demo.editor.length', { count: html.length })}
          </Typography.Text>
          <pre
            aria-label={t('demo.editor.html')}
            style={{
              whiteSpace: 'pre-wrap',
              wordBreak: 'break-all',
              fontSize: 12,
              maxHeight: 420,
              overflow: 'auto',
            }}
          >
            {html}
          </pre>
        </Card>
      </Col>
    </Row>
  );
}
