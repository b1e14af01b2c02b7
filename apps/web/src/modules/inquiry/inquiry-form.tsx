import './i18n';
import { INQUIRY_CURRENCIES } from '@partdesk/shared/inquiry/inquiry-codes';
import { useQuery } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Col from 'antd/es/col';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Row from 'antd/es/row';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Tabs from 'antd/es/tabs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { toast } from '../../core/feedback';
import { ApiError, http } from '../../core/http';
import { issueText } from '../../kit/form/form-errors';
import { BomImport, type BomImportResult } from '../product';
import {
  type CustomerOption,
  type InquiryDetail,
  type InquiryLine,
  type InquiryUpdate,
  inquiryApi,
  type LineChange,
  type LineInput,
} from './inquiry-api';
import {
  inquiryCreateSchema,
  inquiryHeaderSchema,
  inquiryLineSchema,
  lineChangeSchema,
} from './inquiry-schema';
import { BomRejectedRows } from './bom-rejected';
import { emptyLine, type GridErrors, type GridLine, gridLineOf, LineGrid } from './line-grid';

type Values = Record<string, unknown>;
const HEADER_FIELDS = ['CustomerId', 'ContactId', 'Currency', 'Source', 'Remark'] as const;

/** The BOM origins (dictionary BomOrigin: the value the server stores, the text in the UI language). */
export function useBomOriginOptions() {
  return useQuery({
    queryKey: ['inquiry', 'lookup', 'bomorigin'],
    queryFn: () =>
      http.get<{ Records: { DicItemId: number; Title: string; DictValue: string }[] }>(
        '/merchant/common/bomorigin',
      ),
    select: (d) => (d.Records ?? []).map((r) => ({ value: String(r.DictValue), label: r.Title })),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The caller's active customers (the server's data scope) matching a name. */
function CustomerSelect(props: {
  value?: number;
  onChange?: (v: number, c?: CustomerOption) => void;
  id?: string;
}) {
  const { t } = useTranslation('inquiryUi');
  const [text, setText] = useState('');
  const found = useQuery({
    queryKey: ['inquiry', 'customers', text],
    queryFn: () => inquiryApi.customers(text),
  });
  const rows = found.data ?? [];
  return (
    <Select
      id={props.id}
      value={props.value}
      showSearch={{ filterOption: false, onSearch: setText }}
      placeholder={t('form.customerPick')}
      loading={found.isFetching}
      options={rows.map((c) => ({ value: c.Id, label: `${c.Code} · ${c.ShortName || c.Name}` }))}
      onChange={(v: number) =>
        props.onChange?.(
          v,
          rows.find((c) => c.Id === v),
        )
      }
      data-testid="inquiry-customer"
    />
  );
}

function ContactSelect(props: {
  customerId?: number;
  value?: number | null;
  onChange?: (v?: number) => void;
}) {
  const contacts = useQuery({
    queryKey: ['inquiry', 'contacts', props.customerId],
    queryFn: () => inquiryApi.contacts(props.customerId as number),
    enabled: !!props.customerId,
  });
  return (
    <Select
      allowClear
      value={props.value ?? undefined}
      disabled={!props.customerId}
      loading={contacts.isFetching}
      options={(contacts.data ?? [])
        .filter((c) => c.Status !== 3)
        .map((c) => ({ value: c.Id, label: c.Email ? `${c.Name} <${c.Email}>` : c.Name }))}
      onChange={(v?: number) => props.onChange?.(v)}
      data-testid="inquiry-contact"
    />
  );
}

const toInput = (l: GridLine) => ({
  Mpn: l.Mpn,
  Brand: l.Brand,
  Package: l.Package,
  DateCode: l.DateCode,
  Quantity: l.Quantity,
  TargetPrice: l.TargetPrice,
  Currency: l.Currency,
  Delivery: l.Delivery,
  IsUrgent: l.IsUrgent,
  CustomerPn: l.CustomerPn,
  Description: l.Description,
  Remark: l.Remark,
});
const isBlank = (l: GridLine) => !l.Mpn.trim() && !l.CustomerPn.trim() && !l.Quantity.trim() && !l.Id;

/** A BOM import's merged lines as grid lines (the matched brand name when the import resolved one). */
export function linesOfBom(result: BomImportResult): GridLine[] {
  return result.Lines.map((l) =>
    gridLineOf({
      Mpn: l.Mpn,
      Brand: l.BrandName || l.Brand,
      Package: l.Package,
      DateCode: l.DateCode,
      Quantity: l.Quantity,
      TargetPrice: l.TargetPrice,
      Currency: l.Currency,
      Delivery: l.Delivery,
      IsUrgent: false,
      CustomerPn: l.CustomerPn,
      Description: l.Description,
      Remark: l.Remark,
    }),
  );
}

const changedFields = [
  'Quantity',
  'TargetPrice',
  'Currency',
  'DateCode',
  'Package',
  'Delivery',
  'IsUrgent',
  'Remark',
] as const;

/** The fields of an existing line the user changed (null when unchanged). */
function lineChange(orig: InquiryLine, now: GridLine): Values | null {
  const before = gridLineOf(orig);
  const changed = changedFields.some((f) => String(before[f]).trim() !== String(now[f]).trim());
  if (!changed) return null;
  return {
    Id: orig.Id,
    Quantity: now.Quantity,
    TargetPrice: now.TargetPrice,
    Currency: now.Currency,
    DateCode: now.DateCode,
    Package: now.Package,
    Delivery: now.Delivery,
    IsUrgent: now.IsUrgent,
    Remark: now.Remark,
  };
}

export interface InquiryFormProps {
  /** Absent: a new inquiry. Present: edit its header and lines at its Version. */
  record?: InquiryDetail;
  onSaved: (saved: { Id: number; No?: string }) => void;
  onCancel?: () => void;
}

/**
 * The inquiry form: customer (the caller's active customers), contact of that customer, currency,
 * origin (BomOrigin), remark, and the lines — typed in the grid or imported from the customer's BOM
 * file (the product module's BomImport: its merged lines join the grid). Checked with the inquiry
 * contract before sending; a server 400 shows on the field it names (a line's as a message naming
 * the line). Edit sends the changed lines, the new ones and the Version read.
 */
export function InquiryForm({ record, onSaved, onCancel }: InquiryFormProps) {
  const { t } = useTranslation();
  const { t: ti } = useTranslation('inquiryUi');
  const { t: tr } = useTranslation('resources');
  const [form] = Form.useForm<Values>();
  const customerId = Form.useWatch('CustomerId', form) as number | undefined;
  const origins = useBomOriginOptions();
  const [lines, setLines] = useState<GridLine[]>(() =>
    record ? record.Lines.map((l) => gridLineOf(l)) : [emptyLine()],
  );
  const [fileName, setFileName] = useState(record?.FileName ?? '');
  const [errors, setErrors] = useState<GridErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  /** The last import's rows that were not imported, shown where the user lands (#20 item 6). */
  const [rejected, setRejected] = useState<BomImportResult['Rejected']>([]);
  const [busy, setBusy] = useState(false);
  const [tab, setTab] = useState('type');
  const initialValues = useMemo<Values>(
    () =>
      record
        ? {
            CustomerId: record.CustomerId,
            ContactId: record.ContactId ?? undefined,
            Currency: record.Currency,
            Source: record.Source || undefined,
            Remark: record.Remark,
          }
        : { Currency: 'USD' },
    [record],
  );
  const headerLabel = (f: string) =>
    f === 'Lines' ? ti('form.lines') : tr(`inquiry.${f === 'ContactId' ? 'ContactId' : f}`);
  const lineLabel = (f: string) => tr(`inquiryLine.${f}`);

  const setHeaderErrors = (errs: Record<string, string>) =>
    form.setFields(HEADER_FIELDS.map((name) => ({ name, errors: errs[name] ? [errs[name]] : [] })));

  /** Zod issues → header field errors, grid cell errors and the list-level message. */
  const showIssues = (issues: readonly z.core.$ZodIssue[], gridLines: GridLine[]) => {
    const header: Record<string, string> = {};
    const grid: GridErrors = {};
    let list: string | null = null;
    for (const issue of issues) {
      const [top, index, field] = issue.path as (string | number)[];
      if (top === 'Lines' && typeof index === 'number') {
        const l = gridLines[index];
        const f = String(field ?? 'Mpn');
        if (l && !grid[`${l.key}.${f}`]) grid[`${l.key}.${f}`] = issueText(issue, lineLabel(f), t);
      } else if (top === 'Lines') list = issueText(issue, ti('form.lines'), t);
      else if (typeof top === 'string' && !header[top]) header[top] = issueText(issue, headerLabel(top), t);
    }
    setHeaderErrors(header);
    setErrors(grid);
    setAlert(list ?? (Object.keys(grid).length ? ti('form.fixLines') : null));
  };

  const showServerError = (err: unknown) => {
    const e = err instanceof ApiError ? err : null;
    if (e?.code === -100) return;
    const message = (err as Error)?.message ?? String(err);
    const field = e?.field;
    if (field && (HEADER_FIELDS as readonly string[]).includes(field)) setHeaderErrors({ [field]: message });
    else if (field) setAlert(message);
    else toast.error(message);
  };

  const submit = async () => {
    const raw = form.getFieldsValue(true) as Values;
    const header = {
      ContactId: raw.ContactId ?? null,
      Currency: raw.Currency,
      Source: raw.Source ?? '',
      Remark: raw.Remark ?? '',
    };
    setAlert(null);
    if (!record) {
      const sent = lines.filter((l) => !isBlank(l));
      const parsed = inquiryCreateSchema.safeParse({
        ...header,
        CustomerId: raw.CustomerId,
        FileName: fileName,
        Lines: sent.map(toInput),
      });
      if (!parsed.success) return showIssues(parsed.error.issues, sent);
      showIssues([], sent);
      setBusy(true);
      try {
        const saved = await inquiryApi.create(parsed.data as never);
        onSaved(saved);
      } catch (err) {
        showServerError(err);
      } finally {
        setBusy(false);
      }
      return;
    }
    // Edit: changed existing lines and the new ones, at the version read.
    const h = inquiryHeaderSchema.safeParse(header);
    const byId = new Map(record.Lines.map((l) => [l.Id, l]));
    const existing = lines.filter((l) => l.Id);
    const added = lines.filter((l) => !l.Id && !isBlank(l));
    const changes: { line: GridLine; change: Values }[] = [];
    for (const l of existing) {
      const c = lineChange(byId.get(l.Id as number) as InquiryLine, l);
      if (c) changes.push({ line: l, change: c });
    }
    const issues: z.core.$ZodIssue[] = h.success ? [] : [...h.error.issues];
    const okChanges: LineChange[] = [];
    changes.forEach(({ change }, i) => {
      const p = lineChangeSchema.safeParse(change);
      if (p.success) okChanges.push(p.data as LineChange);
      else for (const is of p.error.issues) issues.push({ ...is, path: ['Changes', i, ...is.path] });
    });
    const okAdded: LineInput[] = [];
    added.forEach((l, i) => {
      const p = inquiryLineSchema.safeParse(toInput(l));
      if (p.success) okAdded.push(p.data as LineInput);
      else for (const is of p.error.issues) issues.push({ ...is, path: ['AddLines', i, ...is.path] });
    });
    if (issues.length) {
      // Map each issue to its grid line.
      const header: Record<string, string> = {};
      const grid: GridErrors = {};
      for (const is of issues) {
        const [top, index, field] = is.path as (string | number)[];
        const l =
          top === 'Changes'
            ? changes[index as number]?.line
            : top === 'AddLines'
              ? added[index as number]
              : undefined;
        if (l) grid[`${l.key}.${String(field)}`] ??= issueText(is, lineLabel(String(field)), t);
        else if (typeof top === 'string') header[top] ??= issueText(is, headerLabel(top), t);
      }
      setHeaderErrors(header);
      setErrors(grid);
      setAlert(Object.keys(grid).length ? ti('form.fixLines') : null);
      return;
    }
    setHeaderErrors({});
    setErrors({});
    setBusy(true);
    try {
      const saved = await inquiryApi.update(record.Id, {
        ...(h.data as Omit<InquiryUpdate, 'Version' | 'Lines' | 'AddLines'>),
        Version: record.Version,
        Lines: okChanges,
        AddLines: okAdded,
      });
      onSaved({ Id: saved.Id, No: record.No });
    } catch (err) {
      showServerError(err);
    } finally {
      setBusy(false);
    }
  };

  const onBom = (result: BomImportResult) => {
    const imported = linesOfBom(result);
    setRejected(result.Rejected ?? []);
    const pricedBefore = lines.some((l) => !isBlank(l) && l.TargetPrice.trim());
    setLines((now) => [...now.filter((l) => !isBlank(l)), ...imported]);
    setFileName(result.FileName);
    const added = ti('form.bomAdded', { file: result.FileName, count: imported.length });
    // The BOM's prices are in one currency (its price header or currency column): a new inquiry
    // without priced lines yet takes it, so the lines and the header agree (#20 item 3).
    if (!record && result.Currency && !pricedBefore && form.getFieldValue('Currency') !== result.Currency) {
      form.setFieldsValue({ Currency: result.Currency });
      setNotice(`${added}; ${ti('form.bomCurrency', { currency: result.Currency })}`);
    } else setNotice(added);
    if (result.Summary.Skipped)
      setNotice((n) => `${n}; ${ti('form.bomSkipped', { count: result.Summary.Skipped })}`);
    setTab('type');
  };

  return (
    <Form
      form={form}
      name="inquiry"
      layout="horizontal"
      labelCol={{ flex: '100px' }}
      wrapperCol={{ flex: 'auto' }}
      initialValues={initialValues}
      onFinish={() => void submit()}
      data-testid="inquiry-form"
    >
      <Row gutter={12}>
        <Col xs={24} md={12}>
          {record ? (
            <Form.Item label={ti('form.customer')}>
              <span data-testid="inquiry-customer-fixed">
                {record.CustomerCode} · {record.CustomerName}
              </span>
            </Form.Item>
          ) : (
            <Form.Item name="CustomerId" label={ti('form.customer')} required>
              <CustomerSelect
                onChange={(v, c) => {
                  form.setFieldsValue({
                    CustomerId: v,
                    ContactId: undefined,
                    ...(c?.Currency && (INQUIRY_CURRENCIES as readonly string[]).includes(c.Currency)
                      ? { Currency: c.Currency }
                      : {}),
                  });
                }}
              />
            </Form.Item>
          )}
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="ContactId" label={ti('form.contact')}>
            <ContactSelect customerId={record?.CustomerId ?? customerId} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="Currency" label={ti('form.currency')} required>
            <Select
              options={INQUIRY_CURRENCIES.map((c) => ({ value: c, label: c }))}
              data-testid="inquiry-currency"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="Source" label={ti('form.source')}>
            <Select
              allowClear
              loading={origins.isLoading}
              options={origins.data ?? []}
              data-testid="inquiry-source"
            />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="Remark" label={ti('form.remark')}>
            <Input.TextArea rows={2} maxLength={1000} />
          </Form.Item>
        </Col>
      </Row>
      <Alert
        type="info"
        showIcon={false}
        message={record ? ti('form.existingLines') : ti('form.linesHelp')}
      />
      {notice && <Alert type="success" showIcon message={notice} data-testid="inquiry-bom-added" />}
      <BomRejectedRows
        rejected={rejected}
        onAdd={(added) => {
          setLines((now) => [...now.filter((l) => !isBlank(l)), ...added]);
          setRejected([]);
        }}
      />
      {alert && <Alert type="error" showIcon message={alert} data-testid="inquiry-lines-error" />}
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: 'type',
            label: `${ti('form.typeTab')} (${lines.length})`,
            children: <LineGrid lines={lines} onChange={setLines} errors={errors} />,
          },
          {
            key: 'bom',
            label: <span data-testid="inquiry-bom-tab">{ti('form.bomTab')}</span>,
            children:
              record || customerId ? (
                <BomImport customerId={record?.CustomerId ?? customerId} onImported={onBom} />
              ) : (
                <Alert type="warning" showIcon message={ti('form.pickCustomerFirst')} />
              ),
          },
        ]}
      />
      <Form.Item label=" " colon={false}>
        <Space>
          <Button type="primary" htmlType="submit" loading={busy} data-testid="inquiry-save">
            {ti('common.save')}
          </Button>
          {onCancel && <Button onClick={onCancel}>{ti('common.cancel')}</Button>}
        </Space>
      </Form.Item>
    </Form>
  );
}
