import './i18n';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { hasPermit } from '@partdesk/shared/access/client-access';
import { PROFIT_MARGIN_DELETE_TYPE, QUOTE_PERMITS } from '@partdesk/shared/quote/quote-codes';
import { profitMarginResource } from '@partdesk/shared/quote/quote-resource';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../core/http';
import { useSession } from '../../core/use-session';
import {
  type ActionHandlers,
  ResourceForm,
  ResourceListPage,
  resourceApi,
  resourceQueryKey,
  type Row,
} from '../../kit';

/**
 * /purchase/parameterSetting/profitMargin: margin % by brand (empty = all brands) and cost band in CNY;
 * add and edit in a drawer on the definition's form (the server refuses overlapping bands, naming the
 * field), delete through the generic delete (`PUT /merchant/common/delete?type=profitMargin&id=`, after
 * the definition's confirmation).
 */
export default function ProfitMarginPage() {
  const { t } = useTranslation('quoteUi');
  const qc = useQueryClient();
  const session = useSession();
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const canCreate = session?.user.isAdmin || hasPermit(session?.permits, QUOTE_PERMITS.marginCreate);
  const handlers = useMemo<ActionHandlers>(
    () => ({
      edit: async (rows) => {
        if (rows[0]) setEditing(rows[0]);
        return false;
      },
      delete: async (rows) => {
        for (const r of rows)
          await http.put('/merchant/common/delete', undefined, {
            query: { type: PROFIT_MARGIN_DELETE_TYPE, id: Number(r.Id) },
          });
        await qc.invalidateQueries({ queryKey: resourceQueryKey(profitMarginResource) });
      },
    }),
    [qc],
  );
  const record = editing && editing !== 'new' ? editing : undefined;
  return (
    <>
      <ResourceListPage
        def={profitMarginResource}
        testId="profit-margin-list"
        actionHandlers={handlers}
        toolbar={
          canCreate && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setEditing('new')}
              data-testid="margin-add"
            >
              {t('addMargin')}
            </Button>
          )
        }
      />
      <Drawer
        open={editing !== null}
        title={record ? t('editMargin') : t('addMargin')}
        width={480}
        destroyOnHidden
        onClose={() => setEditing(null)}
      >
        {editing !== null && (
          <ResourceForm
            def={profitMarginResource}
            mode={record ? 'edit' : 'create'}
            initialValues={record ?? { CostFrom: '0' }}
            onSubmit={(values) =>
              record
                ? resourceApi.update(profitMarginResource, Number(record.Id), {
                    ...values,
                    Version: record.Version,
                  })
                : resourceApi.create(profitMarginResource, values)
            }
            onSaved={() => {
              void qc.invalidateQueries({ queryKey: resourceQueryKey(profitMarginResource) });
              setEditing(null);
            }}
          />
        )}
      </Drawer>
    </>
  );
}
