import './i18n';
import Alert from 'antd/es/alert';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import type { PoolQuota } from './crm-api';

/** The month's claim quota of the pool screen: used / quota, owned / max, review and cool-down tags. */
export function QuotaBar({ quota }: { quota: PoolQuota | undefined }) {
  const { t } = useTranslation('crmUi');
  if (!quota) return null;
  const left = Math.max(0, quota.Quota - quota.Used);
  return (
    <Alert
      type={left > 0 ? 'info' : 'warning'}
      showIcon
      style={{ marginBottom: 12 }}
      data-testid="pool-quota"
      title={
        <Space wrap>
          <span data-testid="pool-quota-text">
            {t('pool.quota', { used: quota.Used, quota: quota.Quota, left })}
          </span>
          <span>{t('pool.owned', { owned: quota.Owned, max: quota.Max })}</span>
          {quota.ReviewEnabled && <Tag color="orange">{t('pool.review')}</Tag>}
          {quota.CoolDownDays > 0 && <Tag>{t('pool.coolDown', { days: quota.CoolDownDays })}</Tag>}
          <Tag>{t('pool.masked')}</Tag>
        </Space>
      }
    />
  );
}
