import type { Lang } from '@partdesk/shared/i18n/define';
import Breadcrumb from 'antd/es/breadcrumb';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { breadcrumbFor } from '../screens';

/** Spec §2: breadcrumb items link unless they are the last one or flagged noRedirect. */
export function BreadcrumbBar() {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  const crumbs = breadcrumbFor(pathname, i18n.language as Lang);
  return (
    <Breadcrumb
      className="pd-breadcrumb"
      items={crumbs.map((c, i) => ({
        key: `${c.path}-${i}`,
        title:
          c.noRedirect || i === crumbs.length - 1 ? (
            <span className="pd-crumb-text">{c.label}</span>
          ) : (
            <Link to={c.path}>{c.label}</Link>
          ),
      }))}
    />
  );
}
