import {
  QUALITY_CHECK_PERMITS,
  QUALITY_CHECK_STATUS,
} from '@partdesk/shared/sales/quality-check/quality-check.codes';
import { qualityCheckResource } from '@partdesk/shared/sales/quality-check/quality-check.resource';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMay } from '../../../core/use-may';
import { ResourceListPage } from '../../../kit';
import { QualityCheckForm } from './quality-check-form';
import { QualityCheckResultForm } from './quality-check-result-form';

type Row = { Id: number; No: string; Status: number; Version: number };

/** sales/checkquality: the kit list of quality checks QC; Ask (drawer); Record result on a requested row (the warehouse). */
export default function QualityCheckListPage() {
  const { t } = useTranslation('resources');
  const may = useMay();
  const qc = useQueryClient();
  const [open, setOpen] = useState<Row | null>(null);
  return (
    <>
      <ResourceListPage
        def={qualityCheckResource}
        testId="quality-check-list"
        editor={(_ref, done) => <QualityCheckForm onDone={done} />}
        rowActions={(r) =>
          (r as Row).Status === QUALITY_CHECK_STATUS.requested && may(QUALITY_CHECK_PERMITS.record) ? (
            <Button size="small" data-testid={`qc-record-${(r as Row).Id}`} onClick={() => setOpen(r as Row)}>
              {t('qualityCheck.record')}
            </Button>
          ) : null
        }
      />
      <Modal
        open={!!open}
        footer={null}
        width={720}
        title={open?.No}
        onCancel={() => setOpen(null)}
        destroyOnClose
      >
        {open && (
          <QualityCheckResultForm
            row={open}
            onDone={() => {
              setOpen(null);
              void qc.invalidateQueries();
            }}
          />
        )}
      </Modal>
    </>
  );
}
