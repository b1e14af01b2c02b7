import '../margin-i18n';
import { ownerCompanyOptions } from '@partdesk/shared/access/client-lookups';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Input from 'antd/es/input';
import Space from 'antd/es/space';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../../core/http';
import { useTenants } from '../../../core/lookups';
import { withPrompt } from '../../../kit';

interface Floor {
  TenantId: number;
  FloorPercent: string | null;
  Version: number;
}
const KEY = ['sales', 'gpFloor'];

/** One company's floor: a percent input and Save (empty = no floor), at the version read. */
function FloorRow({ floor, name }: { floor: Floor; name: string }) {
  const { t } = useTranslation('salesMarginUi');
  const qc = useQueryClient();
  const [value, setValue] = useState(floor.FloorPercent ? String(Number(floor.FloorPercent)) : '');
  const save = async () => {
    const body = { FloorPercent: value.trim() || null, Version: floor.Version };
    if (
      await withPrompt('saved', () => http.put(`/merchant/sale/gpfloor/${floor.TenantId}`, body), {
        confirm: false,
      })
    )
      await qc.invalidateQueries({ queryKey: KEY });
  };
  return (
    <Space data-testid={`gp-floor-${floor.TenantId}`}>
      <span style={{ minWidth: 200, display: 'inline-block' }}>{name}</span>
      <Input
        style={{ width: 140 }}
        suffix="%"
        placeholder={t('gpFloor.none')}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        aria-label={t('gpFloor.floor')}
      />
      <Button onClick={() => void save()}>{t('gpFloor.save')}</Button>
    </Space>
  );
}

/** The GP floor of each company that owns orders (decision 0032), above the parameter list. */
export function GpFloorCard() {
  const { t, i18n } = useTranslation('salesMarginUi');
  const tenants = useTenants();
  const q = useQuery({
    queryKey: KEY,
    queryFn: () => http.get<{ Records: Floor[] }>('/merchant/sale/gpfloor').then((r) => r.Records),
  });
  const names = ownerCompanyOptions(i18n.language === 'en-US' ? 'en-US' : 'zh-CN', tenants.data ?? []);
  const nameOf = (id: number) => String(names.find((o) => o.value === id)?.label ?? id);
  return (
    <Card size="small" title={t('gpFloor.title')} style={{ marginBottom: 12 }} data-testid="gp-floor-card">
      <Space orientation="vertical">
        {(q.data ?? []).map((f) => (
          <FloorRow key={`${f.TenantId}-${f.Version}`} floor={f} name={nameOf(f.TenantId)} />
        ))}
        <span style={{ color: '#888' }}>{t('allocation')}</span>
      </Space>
    </Card>
  );
}
