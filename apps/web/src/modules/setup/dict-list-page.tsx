import './i18n';
import { canOpenRoute } from '@partdesk/shared/access/client-access';
import { dictResource } from '@partdesk/shared/setup/dict-resource';
import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../core/use-session';
import { ResourceListPage } from '../../kit';
import { DICT_DETAIL_PATH } from './dict-api';

/** /setup/dict-list: the dictionaries (code, names, system flag, line count); a row opens its lines. */
export default function DictListPage() {
  const { t } = useTranslation('setupUi');
  const navigate = useNavigate();
  const session = useSession();
  // The lines are the hidden dict-detail screen: a role may hold the list without it.
  const canOpen = !!session && canOpenRoute(session, DICT_DETAIL_PATH);
  return (
    <ResourceListPage
      def={dictResource}
      testId="dict-list"
      rowActions={(row) =>
        canOpen ? (
          <Button
            type="link"
            size="small"
            data-testid={`dict-view-${String(row.Code)}`}
            onClick={() => navigate(`${DICT_DETAIL_PATH}?code=${encodeURIComponent(String(row.Code))}`)}
          >
            {t('dict.viewLines')}
          </Button>
        ) : null
      }
    />
  );
}
