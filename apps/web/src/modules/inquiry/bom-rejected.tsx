import './i18n';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import type { BomImportResult } from '../product';
import { type GridLine, gridLineOf } from './line-grid';

/**
 * The rows of the last BOM import that were not imported, shown above the grid where the user lands
 * (#20 item 6): the count, each row's cells as written and its messages, and "add them to the lines to
 * fix", which hands them to the grid as written (the grid then shows each bad cell's message).
 */
export function BomRejectedRows({
  rejected,
  onAdd,
}: {
  rejected: BomImportResult['Rejected'];
  onAdd: (lines: GridLine[]) => void;
}) {
  const { t: ti } = useTranslation('inquiryUi');
  if (!rejected.length) return null;
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="inquiry-bom-rejected"
      message={ti('form.bomRejected', { count: rejected.length })}
      description={
        <>
          <ul style={{ margin: '4px 0', paddingInlineStart: 18 }}>
            {rejected.slice(0, 50).map((r) => (
              <li key={r.Row} data-testid={`inquiry-bom-rejected-${r.Row}`}>
                {ti('form.bomRejectedRow', { row: r.Row })}: {Object.values(r.Values).join(' · ')} —{' '}
                {r.Errors.map((e) => e.Message).join('; ')}
              </li>
            ))}
          </ul>
          <Button
            size="small"
            onClick={() =>
              onAdd(
                rejected.map((r) => ({
                  ...gridLineOf({ ...r.Values, Quantity: undefined }),
                  Quantity: r.Values.Quantity ?? '',
                })),
              )
            }
            data-testid="inquiry-bom-rejected-add"
          >
            {ti('form.bomRejectedAdd')}
          </Button>
        </>
      }
    />
  );
}
