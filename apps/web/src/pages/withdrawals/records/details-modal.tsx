import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminWithdrawal } from '@app/contracts/withdrawals';
import { WithdrawalDetails } from '../shared/withdrawal-details.tsx';

/** One withdrawal and its review, read only. */
export function DetailsModal({ withdrawal, onClose }: { withdrawal: AdminWithdrawal; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      title={t('user.withdrawal.detailsTitle')}
      width={600}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('user.info.close')}
        </Button>
      }
    >
      <WithdrawalDetails withdrawal={withdrawal} />
    </Modal>
  );
}
