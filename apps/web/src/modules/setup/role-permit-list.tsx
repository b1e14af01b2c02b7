import './i18n';
import Empty from 'antd/es/empty';
import Input from 'antd/es/input';
import Tag from 'antd/es/tag';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

const METHOD_COLORS: Record<string, string> = {
  GET: 'blue',
  POST: 'green',
  PUT: 'orange',
  DELETE: 'red',
};

/** A searchable list of permits (`METHOD path`), e.g. a role's resulting permits or a user's. */
export function PermitList({
  permits,
  placeholder,
  testId = 'permit-list',
}: {
  permits: readonly string[];
  placeholder?: string;
  testId?: string;
}) {
  const { t } = useTranslation('setupUi');
  const [q, setQ] = useState('');
  const shown = useMemo(() => {
    const words = q.trim().toLowerCase().split(/\s+/).filter(Boolean);
    return words.length ? permits.filter((p) => words.every((w) => p.toLowerCase().includes(w))) : permits;
  }, [permits, q]);
  return (
    <div data-testid={testId}>
      <div style={{ display: 'flex', gap: 8, alignItems: 'center', marginBottom: 8 }}>
        <Input.Search
          allowClear
          placeholder={placeholder ?? t('role.permitsSearch')}
          style={{ maxWidth: 360 }}
          onChange={(e) => setQ(e.target.value)}
        />
        <span className="pd-muted">{t('common.total', { total: shown.length })}</span>
      </div>
      {shown.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common.empty')} />
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 420, overflow: 'auto' }}>
          {shown.map((p) => {
            const [method = '', ...rest] = p.split(' ');
            return (
              <li key={p} data-testid="permit" style={{ padding: '2px 0', fontFamily: 'monospace' }}>
                <Tag color={METHOD_COLORS[method] ?? 'default'} style={{ width: 64, textAlign: 'center' }}>
                  {method}
                </Tag>
                {rest.join(' ')}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
