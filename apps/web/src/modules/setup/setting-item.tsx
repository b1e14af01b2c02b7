import './i18n';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Page } from '@partdesk/shared/core/codes';
import { toast } from '../../core/feedback';
import { ApiError } from '../../core/http';
import { formatDateTime, successPrompt } from '../../kit';
import { SETTING_INPUTS } from './setting-inputs';
import { type SettingRow, settingKeys, settingsApi } from './settings-api';

/**
 * One system setting: its input by kind, help and last change, saved alone at the version read; the
 * server's 400 (it names the setting) shows under the input, a stale version (409) as a toast.
 */
export function SettingItem({ setting, canSave }: { setting: SettingRow; canSave: boolean }) {
  const { t } = useTranslation('setupUi');
  const qc = useQueryClient();
  const [value, setValue] = useState<unknown>(setting.Value);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const Input = SETTING_INPUTS[setting.Kind];
  const dirty = JSON.stringify(value) !== JSON.stringify(setting.Value);
  const id = `setting-${setting.Key}`;

  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      const saved = await settingsApi.saveSetting(setting.Key, value, setting.Version);
      qc.setQueryData<Page<SettingRow>>(settingKeys.settings, (page) =>
        page ? { ...page, Records: page.Records.map((r) => (r.Key === saved.Key ? saved : r)) } : page,
      );
      setValue(saved.Value);
      successPrompt('saved');
    } catch (err) {
      const e = err instanceof ApiError ? err : null;
      if (e && (e.field === setting.Key || e.field === 'Value') && e.code === 400) setError(e.message);
      else if (!(e && e.code === -100)) toast.error((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form.Item
      label={setting.Title}
      htmlFor={id}
      validateStatus={error ? 'error' : undefined}
      help={error ?? setting.Help}
      data-testid={id}
    >
      <Space align="start" wrap>
        <Input
          setting={setting}
          id={id}
          value={value}
          disabled={!canSave}
          onChange={(v) => {
            setValue(v);
            setError(null);
          }}
        />
        {canSave && (
          <Button
            type="primary"
            disabled={!dirty}
            loading={busy}
            onClick={() => void save()}
            data-testid={`${id}-save`}
          >
            {t('common.save')}
          </Button>
        )}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {setting.UpdatedAt
            ? t('setting.updatedBy', { name: setting.UpdatedBy ?? '', at: formatDateTime(setting.UpdatedAt) })
            : t('setting.neverChanged')}
        </Typography.Text>
      </Space>
    </Form.Item>
  );
}
