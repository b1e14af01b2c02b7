import './i18n';
import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import {
  INACTIVITY_TIER_MONTHS,
  type InactivityTier,
  type SettingKind,
} from '@partdesk/shared/setup/settings';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Switch from 'antd/es/switch';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingRow } from './settings-api';

/** The input of one setting kind: controlled, values in wire shape (integers, booleans, decimal strings). */
export interface SettingInputProps {
  setting: SettingRow;
  value: unknown;
  onChange: (value: unknown) => void;
  disabled?: boolean;
  id: string;
}

function IntInput({ setting, value, onChange, disabled, id }: SettingInputProps) {
  const { t } = useTranslation('setupUi');
  return (
    <InputNumber
      id={id}
      disabled={disabled}
      precision={0}
      style={{ width: 180 }}
      value={typeof value === 'number' ? value : null}
      onChange={(v) => onChange(v ?? null)}
      placeholder={t('setting.range', { min: setting.Min, max: setting.Max })}
    />
  );
}

function BooleanInput({ value, onChange, disabled, id }: SettingInputProps) {
  return <Switch id={id} disabled={disabled} checked={value === true} onChange={(v) => onChange(v)} />;
}

/** Percentages as tags (decimal strings): type a rate and press Enter. */
function PercentListInput({ value, onChange, disabled, id }: SettingInputProps) {
  const { t } = useTranslation('setupUi');
  const list = Array.isArray(value) ? (value as string[]) : [];
  return (
    <Select
      id={id}
      mode="tags"
      disabled={disabled}
      style={{ minWidth: 320 }}
      value={list}
      options={list.map((v) => ({ value: v, label: `${v}%` }))}
      open={false}
      suffixIcon={null}
      data-testid="setting-rates"
      tokenSeparators={[',', ' ', '，']}
      placeholder={t('setting.addRate')}
      onChange={(v: string[]) => onChange(v.map((s) => s.trim().replace(/%$/, '')).filter(Boolean))}
    />
  );
}

/** Mail domains as tags (`qq.com`): type a domain and press Enter; the server checks and sorts them. */
function DomainListInput({ value, onChange, disabled, id }: SettingInputProps) {
  const list = Array.isArray(value) ? (value as string[]) : [];
  return (
    <Select
      id={id}
      mode="tags"
      disabled={disabled}
      style={{ minWidth: 320, maxWidth: 640 }}
      value={list}
      options={list.map((v) => ({ value: v, label: v }))}
      open={false}
      suffixIcon={null}
      data-testid="setting-domains"
      tokenSeparators={[',', ' ', '，', ';']}
      onChange={(v: string[]) =>
        onChange(v.map((s) => s.trim().toLowerCase().replace(/^@/, '')).filter(Boolean))
      }
    />
  );
}

/** Inactivity tiers: months (1, 2, 3, 4, 6) and the share moved, one row each. */
function TiersInput({ value, onChange, disabled, id }: SettingInputProps) {
  const { t } = useTranslation('setupUi');
  const { t: tr } = useTranslation('resources');
  const tiers = Array.isArray(value) ? (value as InactivityTier[]) : [];
  const set = (i: number, patch: Partial<InactivityTier>) =>
    onChange(tiers.map((x, j) => (j === i ? { ...x, ...patch } : x)));
  const unused = INACTIVITY_TIER_MONTHS.filter((m) => !tiers.some((x) => x.Months === m));
  return (
    <Space orientation="vertical" id={id}>
      {tiers.map((tier, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: tiers have no identity (Months may repeat while typing)
        <Space key={i} data-testid={`setting-tier-${i}`}>
          <Select
            style={{ width: 120 }}
            disabled={disabled}
            aria-label={tr('setting.Months')}
            value={tier.Months}
            options={INACTIVITY_TIER_MONTHS.map((m) => ({ value: m, label: t('setting.months', { n: m }) }))}
            onChange={(m: number) => set(i, { Months: m })}
          />
          <Input
            style={{ width: 120 }}
            disabled={disabled}
            aria-label={tr('setting.Share')}
            suffix="%"
            value={tier.Share}
            onChange={(e) => set(i, { Share: e.target.value })}
          />
          <Button
            type="text"
            disabled={disabled}
            icon={<DeleteOutlined />}
            aria-label={t('setting.remove')}
            onClick={() => onChange(tiers.filter((_, j) => j !== i))}
          />
        </Space>
      ))}
      {unused.length > 0 && (
        <Button
          size="small"
          disabled={disabled}
          icon={<PlusOutlined />}
          onClick={() => onChange([...tiers, { Months: unused[0]!, Share: '0' }])}
        >
          {t('setting.addTier')}
        </Button>
      )}
    </Space>
  );
}

/** Input by setting kind (exhaustive: a new kind in the registry does not compile until it has one). */
export const SETTING_INPUTS = {
  int: IntInput,
  boolean: BooleanInput,
  percentList: PercentListInput,
  tiers: TiersInput,
  domainList: DomainListInput,
} satisfies Record<SettingKind, ComponentType<SettingInputProps>>;
