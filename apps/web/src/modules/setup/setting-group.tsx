import './i18n';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../core/feedback';
import { ApiError } from '../../core/http';
import { formatDateTime, successPrompt } from '../../kit';
import { SETTING_INPUTS } from './setting-inputs';
import type { SettingRow } from './settings-api';

/** One changed setting as the save routes take it: the value and the version read. */
export interface SettingChange {
  Key: string;
  Value: unknown;
  Version: number;
}

export interface SettingGroupProps {
  title: string;
  settings: SettingRow[];
  canSave: boolean;
  /** Test id of the group; `-save`, `-discard` and `-changed` of its own buttons and last change. */
  testId: string;
  /** Id and test id of each setting's input: `${itemId}${Key}` (`-save` of its own button). */
  itemId: string;
  /**
   * `together`: one save for the group's changed settings (one call, one result), a discard and the
   * group's latest change (/crmsystem/crmsettring). Otherwise each setting has its own save and last
   * change (/setup/system-setting).
   */
  together?: boolean;
  /** Writes the changes (one at a time unless `together`) and answers the saved rows. */
  save: (changes: SettingChange[]) => Promise<SettingRow[]>;
  /** The saved rows, for the screen's query cache (new versions). */
  onSaved: (saved: SettingRow[]) => void;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The latest change of some settings (who and when), null when every one still has its default. */
function lastChange(settings: SettingRow[]): SettingRow | null {
  let last: SettingRow | null = null;
  for (const s of settings) if (s.UpdatedAt && (!last?.UpdatedAt || s.UpdatedAt > last.UpdatedAt)) last = s;
  return last;
}

function Changed({ settings, testId }: { settings: SettingRow[]; testId?: string }) {
  const { t } = useTranslation('setupUi');
  const last = lastChange(settings);
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid={testId}>
      {!last?.UpdatedAt
        ? t('setting.neverChanged')
        : last.UpdatedBy
          ? t('setting.updatedBy', { name: last.UpdatedBy, at: formatDateTime(last.UpdatedAt) })
          : t('setting.updatedAt', { at: formatDateTime(last.UpdatedAt) })}
    </Typography.Text>
  );
}

/**
 * A group of registry settings (packages/shared/src/setup/settings.ts) — the one editor of both settings
 * screens: each setting's input by kind (disabled without the save permit), its help, and the server's
 * 400 under the setting it names (a stale version or other refusal as a toast); a save shows the
 * saved values.
 */
export function SettingGroup(props: SettingGroupProps) {
  const { settings, canSave, testId, itemId, together } = props;
  const { t } = useTranslation('setupUi');
  const initial = () => Object.fromEntries(settings.map((s) => [s.Key, s.Value]));
  const [values, setValues] = useState<Record<string, unknown>>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<string | null>(null);
  const changed = settings.filter((s) => !same(values[s.Key], s.Value));

  const save = async (rows: SettingRow[], key: string) => {
    setBusy(key);
    setErrors({});
    try {
      const saved = await props.save(
        rows.map((s) => ({ Key: s.Key, Value: values[s.Key], Version: s.Version })),
      );
      props.onSaved(saved);
      setValues((all) => ({ ...all, ...Object.fromEntries(saved.map((r) => [r.Key, r.Value])) }));
      if (together) toast.success(t('setting.savedGroup', { group: props.title, count: saved.length }));
      else successPrompt('saved');
    } catch (err) {
      const e = err instanceof ApiError ? err : null;
      const field = e?.field === 'Value' && rows.length === 1 ? rows[0]!.Key : e?.field;
      if (e?.code === 400 && field && rows.some((s) => s.Key === field)) setErrors({ [field]: e.message });
      else if (e?.code !== -100) toast.error((err as Error).message);
    } finally {
      setBusy(null);
    }
  };

  const saveButton = (rows: SettingRow[], id: string) => (
    <Button
      size={together ? 'small' : undefined}
      type="primary"
      disabled={!rows.some((s) => changed.includes(s))}
      loading={busy === id}
      onClick={() =>
        void save(
          rows.filter((s) => changed.includes(s)),
          id,
        )
      }
      data-testid={`${id}-save`}
    >
      {t('common.save')}
    </Button>
  );

  const items = settings.map((setting) => {
    const Input = SETTING_INPUTS[setting.Kind];
    const id = `${itemId}${setting.Key}`;
    const error = errors[setting.Key];
    const input = (
      <Input
        setting={setting}
        id={id}
        value={values[setting.Key]}
        disabled={!canSave}
        onChange={(v) => {
          setValues((all) => ({ ...all, [setting.Key]: v }));
          setErrors(({ [setting.Key]: _, ...rest }) => rest);
        }}
      />
    );
    return (
      <Form.Item
        key={setting.Key}
        label={setting.Title}
        htmlFor={id}
        validateStatus={error ? 'error' : undefined}
        help={error ?? setting.Help}
        data-testid={id}
      >
        {together ? (
          input
        ) : (
          <Space align="start" wrap>
            {input}
            {canSave && saveButton([setting], id)}
            <Changed settings={[setting]} />
          </Space>
        )}
      </Form.Item>
    );
  });

  return (
    <Card
      size="small"
      type="inner"
      title={props.title}
      data-testid={testId}
      style={{ marginBottom: 12 }}
      extra={
        together && (
          <Space wrap>
            <Changed settings={settings} testId={`${testId}-changed`} />
            {changed.length > 0 && (
              <Tag color="orange">{t('setting.unsaved', { count: changed.length })}</Tag>
            )}
            {canSave && (
              <>
                <Button
                  size="small"
                  disabled={!changed.length || busy !== null}
                  onClick={() => {
                    setValues(initial());
                    setErrors({});
                  }}
                  data-testid={`${testId}-discard`}
                >
                  {t('setting.discard')}
                </Button>
                {saveButton(settings, testId)}
              </>
            )}
          </Space>
        )
      }
    >
      <Form layout="vertical" component="div">
        {items}
      </Form>
    </Card>
  );
}
