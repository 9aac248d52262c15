import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

export default function UnauthorizedPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title={t('error.unauthorizedTitle')}
      subTitle={t('error.unauthorizedText')}
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          {t('error.backHome')}
        </Button>
      }
    />
  );
}
