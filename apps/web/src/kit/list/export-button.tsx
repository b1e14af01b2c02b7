import '../i18n';
import DownloadOutlined from '@ant-design/icons/es/icons/DownloadOutlined';
import type { ResourceDef } from '@partdesk/shared/resource/define';
import Button from 'antd/es/button';
import Progress from 'antd/es/progress';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../core/feedback';
import { label } from '../../core/i18n';
import { onPushEvent } from '../../core/push-events';
import { download } from '../download';

/** Pushed by the server after each batch of an export (docs/api.md "Resource kit"). */
export interface ExportProgress {
  ExportId: string;
  Rows: number;
  Total: number;
}

export function newExportId(): string {
  const c = globalThis.crypto;
  if (c?.randomUUID) return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/**
 * Export of the current filter (spec §5 export helper): with no filter filled it warns "请至少填写一项
 * 筛选条件" and calls nothing; otherwise it posts the filters and a client-made `ExportId` to
 * `def.api.export`, saves the .xlsx under the server's file name and shows a progress bar fed by the
 * `exportProgress` push event (indeterminate until the first event arrives).
 */
export function ExportButton({ def, filters }: { def: ResourceDef; filters: Record<string, unknown> }) {
  const { t } = useTranslation('kit');
  const [running, setRunning] = useState(false);
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const stop = useRef<(() => void) | null>(null);
  useEffect(() => () => stop.current?.(), []);
  const url = def.api.export;
  if (!url) return null;

  const run = async () => {
    if (!Object.keys(filters).length) {
      toast.warning(t('export.needsFilter'));
      return;
    }
    const exportId = newExportId();
    setProgress(null);
    setRunning(true);
    stop.current = onPushEvent<ExportProgress>('exportProgress', (p) => {
      if (p?.ExportId === exportId) setProgress(p);
    });
    try {
      await download('POST', url, { ...filters, ExportId: exportId }, `${t(label(def.title))}.xlsx`);
      toast.success(t('export.done'));
    } catch (err) {
      toast.error(t('export.failed', { text: (err as Error).message }));
    } finally {
      stop.current?.();
      stop.current = null;
      setRunning(false);
    }
  };

  const percent =
    progress && progress.Total > 0 ? Math.min(100, Math.floor((progress.Rows * 100) / progress.Total)) : null;
  return (
    <span className="pd-kit-export">
      <Button
        icon={<DownloadOutlined />}
        loading={running}
        onClick={() => void run()}
        data-testid="kit-export"
      >
        {t('export.button')}
      </Button>
      {running && (
        <span className="pd-kit-export-progress" data-testid="kit-export-progress">
          {percent === null ? (
            <Progress
              percent={100}
              status="active"
              showInfo={false}
              size="small"
              aria-label={t('export.running')}
            />
          ) : (
            <Progress percent={percent} size="small" status="active" />
          )}
          <span className="pd-kit-export-text">
            {progress
              ? t('export.progress', { rows: progress.Rows, total: progress.Total })
              : t('export.running')}
          </span>
        </span>
      )}
    </span>
  );
}
