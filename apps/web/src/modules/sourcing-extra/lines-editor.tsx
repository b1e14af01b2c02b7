import './i18n';
import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { INQUIRY_CURRENCIES } from '@partdesk/shared/inquiry/inquiry-codes';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import { useTranslation } from 'react-i18next';

/** A column of the lines grid: the wire name, its input kind and width. */
export interface LineColumn {
  name: string;
  kind: 'text' | 'int' | 'price' | 'currency' | 'date' | 'bool' | 'select';
  width?: number;
  required?: boolean;
  options?: { value: number | string; label: string }[];
}

/**
 * An editable grid of document lines inside an antd Form (`Form.List name="Lines"`): one row per
 * line, typed inputs per column, add/remove. Values stay strings for prices (decimal on the wire);
 * the server validates everything and its field errors are shown by the caller.
 */
export function LinesEditor({
  columns,
  defaults,
}: {
  columns: LineColumn[];
  defaults: Record<string, unknown>;
}) {
  const { t } = useTranslation('sourcingUi');
  const input = (c: LineColumn) => {
    switch (c.kind) {
      case 'int':
        return <InputNumber min={1} precision={0} style={{ width: '100%' }} />;
      case 'price':
        return <Input inputMode="decimal" />;
      case 'currency':
        return <Select options={INQUIRY_CURRENCIES.map((v) => ({ value: v, label: v }))} />;
      case 'select':
        return <Select options={c.options} />;
      case 'date':
        return <Input type="date" />;
      case 'bool':
        return <Checkbox />;
      default:
        return <Input />;
    }
  };
  return (
    <Form.List name="Lines">
      {(fields, { add, remove }) => (
        <div data-testid="lines-editor" style={{ overflowX: 'auto' }}>
          <table className="lines-editor" style={{ width: '100%', borderCollapse: 'collapse' }}>
            <thead>
              <tr>
                <th style={{ width: 36 }}>#</th>
                {columns.map((c) => (
                  <th key={c.name} style={{ width: c.width, textAlign: 'left', fontWeight: 500 }}>
                    {t(`line.${c.name}`)}
                  </th>
                ))}
                <th />
              </tr>
            </thead>
            <tbody>
              {fields.map((f, i) => (
                <tr key={f.key} data-testid="line-row">
                  <td>{i + 1}</td>
                  {columns.map((c) => (
                    <td key={c.name}>
                      <Form.Item
                        name={[f.name, c.name]}
                        valuePropName={c.kind === 'bool' ? 'checked' : 'value'}
                        rules={c.required ? [{ required: true, message: t('common.required') }] : []}
                        style={{ margin: 2 }}
                      >
                        {input(c)}
                      </Form.Item>
                    </td>
                  ))}
                  <td>
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('common.removeLine')}
                      onClick={() => remove(f.name)}
                      disabled={fields.length <= 1}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Button icon={<PlusOutlined />} onClick={() => add({ ...defaults })} data-testid="add-line">
            {t('common.addLine')}
          </Button>
        </div>
      )}
    </Form.List>
  );
}

/** Lines for the wire: empty strings of optional values become null. */
export function cleanLines(lines: Record<string, unknown>[] | undefined, nullable: string[]) {
  return (lines ?? []).map((l) => {
    const out: Record<string, unknown> = { ...l };
    for (const k of nullable) if (out[k] === '' || out[k] === undefined) out[k] = null;
    for (const [k, v] of Object.entries(out)) if (v === undefined) delete out[k];
    return out;
  });
}
