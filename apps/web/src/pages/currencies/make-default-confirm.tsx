import { Modal, Typography } from 'antd';
import { useState } from 'react';
import type { Currency, CurrencyWrite } from '@app/contracts/currencies';
import type { OnOffChoices, ScreenHandles } from '../../components/crud/index.ts';
import { bodyOf } from './fields.tsx';

/**
 * Asks before a currency becomes the default: every amount in the system is then shown in it with the
 * same numbers, nothing converted, which is a larger change than any one delete.
 */
export function MakeDefaultConfirm({
  row,
  close,
  screen,
}: {
  row: Currency;
  close: () => void;
  screen: ScreenHandles<Currency, CurrencyWrite, OnOffChoices>;
}) {
  const { t } = screen;
  const [saving, setSaving] = useState(false);
  const confirm = async () => {
    setSaving(true);
    try {
      await screen.update(row.id, { ...bodyOf(row), is_default: true });
    } catch {
      // A refusal (places that stored amounts would not keep) is said by the request layer, as a
      // refused delete's is; the question is answered either way.
    }
    setSaving(false);
    close();
  };
  return (
    <Modal
      open
      title={t('finance.currency.makeDefaultTitle', { code: row.code })}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: true }}
      confirmLoading={saving}
      onOk={() => void confirm()}
      onCancel={close}
    >
      <Typography.Paragraph>
        {t('finance.currency.makeDefaultWarning', { code: row.code })}
      </Typography.Paragraph>
    </Modal>
  );
}
