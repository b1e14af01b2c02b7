import CloseOutlined from '@ant-design/icons/es/icons/CloseOutlined';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { NoticeRow } from '../../core/api';
import { noticeTranslator, noticeView } from './notice-model';

/** One notification: title, document number, part number, status, remark, time; optional delete. */
export function NoticeItem({
  row,
  onOpen,
  onDelete,
}: {
  row: NoticeRow;
  onOpen: () => void;
  onDelete?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const v = noticeView(row, noticeTranslator(i18n), i18n.language);
  const meta = [
    v.no && `${t('notice.no')}: ${v.no}`,
    v.partNo && `${t('notice.partNo')}: ${v.partNo}`,
    v.status && `${t('notice.status')}: ${v.status}`,
  ].filter(Boolean);
  return (
    <li className="pd-notice" data-testid="notice-item" data-id={row.Id}>
      <button type="button" className="pd-notice-body" onClick={onOpen}>
        <span className="pd-notice-title">{v.title}</span>
        {meta.length > 0 && <span className="pd-notice-meta">{meta.join(' · ')}</span>}
        {(v.remark || v.content) && <span className="pd-notice-text">{v.remark || v.content}</span>}
        <span className="pd-notice-time">
          {row.CreateTime ? dayjs(row.CreateTime).format('YYYY-MM-DD HH:mm') : ''}
        </span>
      </button>
      {onDelete && (
        <button
          type="button"
          className="pd-notice-delete"
          aria-label={t('notice.delete')}
          title={t('notice.delete')}
          onClick={onDelete}
        >
          <CloseOutlined />
        </button>
      )}
    </li>
  );
}
