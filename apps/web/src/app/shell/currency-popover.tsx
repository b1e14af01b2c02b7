import DollarOutlined from '@ant-design/icons/es/icons/DollarOutlined';
import Button from 'antd/es/button';
import Popover from 'antd/es/popover';
import Spin from 'antd/es/spin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrencies } from '../../core/lookups';

/**
 * Spec §1/§9: currency-rate popover, Name and Rate against CNY in a 300 px high grid — today's rate as
 * finance dated it (`/finance/currency-detail`), with the date it is in force from.
 */
export function CurrencyGrid() {
  const { t } = useTranslation();
  const { data, isLoading } = useCurrencies();
  if (isLoading) return <Spin size="small" />;
  const rows = data ?? [];
  return (
    <div className="pd-currency-grid" data-testid="currency-grid">
      <table>
        <thead>
          <tr>
            <th>{t('currency.name')}</th>
            <th className="pd-num">{t('currency.rate')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={2} className="pd-muted">
                {t('currency.empty')}
              </td>
            </tr>
          )}
          {rows.map((r) => (
            <tr key={r.Id ?? r.Name}>
              <td>
                <span className="pd-currency-code">{r.Name}</span>
                {r.Title && <span className="pd-muted"> {r.Title}</span>}
              </td>
              <td className="pd-num">
                <span>{String(r.Rate)}</span>
                {r.RateDate && (
                  <div className="pd-muted" data-testid={`currency-date-${r.Name}`}>
                    {t('currency.asOf', { date: r.RateDate })}
                  </div>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function CurrencyPopover() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
      title={t('currency.title')}
      destroyOnHidden
      content={<CurrencyGrid />}
      styles={{ container: { width: 360 } }}
    >
      <Button
        type="text"
        icon={<DollarOutlined />}
        aria-label={t('currency.title')}
        data-testid="currency-button"
      >
        <span className="pd-header-label">{t('currency.button')}</span>
      </Button>
    </Popover>
  );
}
