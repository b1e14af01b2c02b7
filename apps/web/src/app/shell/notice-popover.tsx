import BellOutlined from '@ant-design/icons/es/icons/BellOutlined';
import Badge from 'antd/es/badge';
import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import Popover from 'antd/es/popover';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { NoticeRow } from '../../core/api';
import { toast } from '../../core/feedback';
import { NoticeItem } from './notice-item';
import { noticeTarget, parseNoticeMessage, targetHref } from './notice-model';
import { useNoticeDeletes, useNoticeList } from './use-notices';

/** Opens a notification's document (spec §2: by number prefix, else by its named route). */
export function useOpenNotice() {
  const navigate = useNavigate();
  return (route: string, message: string) => {
    const target = noticeTarget(route, parseNoticeMessage(message));
    if (target) navigate(targetHref(target));
  };
}

export function NoticePanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const list = useNoticeList();
  const { deleteOne, deleteAll } = useNoticeDeletes();
  const open = useOpenNotice();

  const onScroll = (e: React.UIEvent<HTMLDivElement>) => {
    const el = e.currentTarget;
    if (el.scrollTop + el.clientHeight >= el.scrollHeight - 4) list.grow();
  };
  const openRow = (row: NoticeRow) => {
    onClose();
    open(row.Route, row.Message);
  };

  return (
    <div className="pd-notice-panel" data-testid="notice-panel" data-page-size={list.pageSize}>
      <div className="pd-notice-head">
        <strong>
          {t('notice.title')} ({list.total})
        </strong>
        <Popconfirm
          title={t('notice.deleteAllConfirm')}
          okText={t('user.ok')}
          cancelText={t('user.cancel')}
          onConfirm={() =>
            deleteAll.mutateAsync().then(
              () => toast.success(t('notice.deleted')),
              () => undefined,
            )
          }
        >
          <Button size="small" type="link" danger disabled={!list.total} loading={deleteAll.isPending}>
            {t('notice.deleteAll')}
          </Button>
        </Popconfirm>
      </div>
      <div className="pd-notice-scroll" onScroll={onScroll} data-testid="notice-scroll">
        {list.records.length === 0 && !list.isLoading ? (
          <div className="pd-muted pd-pad">{t('notice.empty')}</div>
        ) : (
          <ul className="pd-notice-list">
            {list.records.map((row) => (
              <NoticeItem
                key={row.Id}
                row={row}
                onOpen={() => openRow(row)}
                onDelete={() =>
                  deleteOne.mutateAsync(row.Id).then(
                    () => toast.success(t('notice.deleted')),
                    () => undefined,
                  )
                }
              />
            ))}
          </ul>
        )}
        {list.records.length > 0 && (
          <div className="pd-notice-foot" data-testid="notice-foot">
            {list.allLoaded ? t('notice.allLoaded') : t('notice.loading')}
          </div>
        )}
      </div>
    </div>
  );
}

/** Spec §1/§9: the notification popover, 360 px. */
export function NoticePopover() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const badge = useNoticeList(1);
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
      styles={{ container: { width: 360, padding: 0 } }}
      destroyOnHidden
      content={<NoticePanel onClose={() => setOpen(false)} />}
    >
      <Badge count={badge.total} size="small" offset={[-6, 6]} overflowCount={99}>
        <Button
          type="text"
          icon={<BellOutlined />}
          aria-label={t('notice.title')}
          data-testid="notice-button"
        >
          <span className="pd-header-label">{t('notice.button')}</span>
        </Button>
      </Badge>
    </Popover>
  );
}
