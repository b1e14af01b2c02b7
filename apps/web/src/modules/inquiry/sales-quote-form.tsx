import './i18n';
import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { MAX_TIERS, QUOTE_API, QUOTE_CURRENCIES, QUOTE_STATUS_DOC } from '@partdesk/shared/quote/quote-codes';
import {
  checkTiers,
  isUnitPrice,
  quoteCreateSchema,
  type SuggestedPrice,
} from '@partdesk/shared/quote/quote-contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Row from 'antd/es/row';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../core/feedback';
import { ApiError, http } from '../../core/http';
import { formatMoney } from '../../kit';
import { afterInquiryChange, type InquiryDetail, type InquiryLine } from './inquiry-api';
import { useLineOffers } from './line-offers';

interface Tier {
  Quantity: string;
  Price: string;
}
interface LinePick {
  PurchaseQuoteId: number | null;
  SalePrice: string;
  Tiers: Tier[];
}

const DATE = 'YYYY-MM-DD';
const emptyPick = (): LinePick => ({ PurchaseQuoteId: null, SalePrice: '', Tiers: [] });

/** The offers of a line as a picker (supplier · cost · D/C). */
function OfferSelect({
  line,
  value,
  onChange,
}: {
  line: InquiryLine;
  value: number | null;
  onChange: (v: number | null) => void;
}) {
  const offers = useLineOffers(line.Id, line.Quotes > 0);
  return (
    <Select
      allowClear
      size="small"
      style={{ minWidth: 260 }}
      value={value ?? undefined}
      loading={offers.isFetching}
      disabled={line.Quotes === 0}
      options={(offers.data ?? []).map((q) => ({
        value: q.Id,
        label: `${q.SupplierName} · ${formatMoney(q.CostPrice, 6)} ${q.Currency}${q.DateCode ? ` · ${q.DateCode}` : ''}`,
      }))}
      onChange={(v?: number) => onChange(v ?? null)}
      data-testid={`sq-offer-${line.Id}`}
    />
  );
}

function TiersEditor({
  tiers,
  onChange,
  lineId,
}: {
  tiers: Tier[];
  onChange: (t: Tier[]) => void;
  lineId: number;
}) {
  const { t } = useTranslation('inquiryUi');
  return (
    <Space direction="vertical" size={2}>
      {tiers.map((tier, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: tiers have no identity but their place
        <Space key={i} size={2}>
          <Input
            size="small"
            style={{ width: 80 }}
            placeholder={t('sq.tierQty')}
            value={tier.Quantity}
            onChange={(e) =>
              onChange(tiers.map((x, j) => (j === i ? { ...x, Quantity: e.target.value } : x)))
            }
            data-testid={`sq-tier-${lineId}-${i}-qty`}
          />
          <Input
            size="small"
            style={{ width: 90 }}
            placeholder={t('sq.tierPrice')}
            value={tier.Price}
            onChange={(e) => onChange(tiers.map((x, j) => (j === i ? { ...x, Price: e.target.value } : x)))}
            data-testid={`sq-tier-${lineId}-${i}-price`}
          />
          <Button
            size="small"
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('form.removeLine')}
            onClick={() => onChange(tiers.filter((_, j) => j !== i))}
          />
        </Space>
      ))}
      <Button
        size="small"
        type="dashed"
        icon={<PlusOutlined />}
        onClick={() => onChange([...tiers, { Quantity: '', Price: '' }])}
        data-testid={`sq-tier-add-${lineId}`}
      >
        {t('sq.addTier')}
      </Button>
    </Space>
  );
}

/**
 * The sales quote of an inquiry (packages/shared/src/quote: quoteCreateSchema, POST
 * /merchant/forqutation/quotation): a purchase offer per line, the sale price beside the suggested
 * price of the offer in the quote currency (POST …/quotation/suggest; a price below it sends the quote
 * to approval), price breaks, currency, quote date and validity. Lines without an offer are listed as
 * not quoted. The server re-checks every rule; its 400 shows on the header field or above the lines.
 */
export function SalesQuoteForm({ inquiry }: { inquiry: InquiryDetail }) {
  const { t } = useTranslation('inquiryUi');
  const { t: tr } = useTranslation('resources');
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [form] = Form.useForm<Record<string, unknown>>();
  const currency = (Form.useWatch('Currency', form) as string | undefined) ?? inquiry.Currency;
  const [picks, setPicks] = useState<Record<number, LinePick>>({});
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const pickOf = (id: number) => picks[id] ?? emptyPick();
  const setPick = (id: number, patch: Partial<LinePick>) =>
    setPicks((p) => ({ ...p, [id]: { ...(p[id] ?? emptyPick()), ...patch } }));

  const picked = useMemo(
    () =>
      Object.values(picks)
        .map((p) => p.PurchaseQuoteId)
        .filter((v): v is number => v !== null)
        .sort((a, b) => a - b),
    [picks],
  );
  const suggest = useQuery({
    queryKey: ['inquiry', 'suggest', currency, picked],
    queryFn: () =>
      http.post<{ Records: SuggestedPrice[] }>(
        QUOTE_API.suggest,
        { Currency: currency, PurchaseQuoteIds: picked },
        { silent: true },
      ),
    enabled: picked.length > 0 && (QUOTE_CURRENCIES as readonly string[]).includes(currency),
  });
  const suggestionOf = (pqId: number | null) =>
    pqId === null ? undefined : suggest.data?.Records.find((s) => s.PurchaseQuoteId === pqId);

  const submit = async () => {
    const v = form.getFieldsValue(true) as Record<string, unknown>;
    const lineErrors: Record<number, string> = {};
    const lines = inquiry.Lines.map((l) => {
      const p = pickOf(l.Id);
      const tiers = p.Tiers.filter((x) => x.Quantity.trim() || x.Price.trim()).map((x) => ({
        Quantity: Number(x.Quantity),
        Price: x.Price.trim(),
      }));
      if (p.SalePrice.trim() && !isUnitPrice(p.SalePrice)) lineErrors[l.Id] = t('form.priceInvalid');
      else if (p.PurchaseQuoteId !== null && !p.SalePrice.trim())
        lineErrors[l.Id] = t('sq.salePriceRequired');
      else {
        const bad = tiers.some((x) => !Number.isInteger(x.Quantity))
          ? 'quote.tiersAscending'
          : checkTiers(tiers, l.Quantity);
        if (bad) lineErrors[l.Id] = t(bad.replace('.', ':'), { field: t('sq.tiers'), max: MAX_TIERS });
      }
      return {
        InquiryLineId: l.Id,
        PurchaseQuoteId: p.PurchaseQuoteId,
        SalePrice: p.SalePrice.trim(),
        Tiers: tiers,
      };
    });
    setErrors(lineErrors);
    const headerErrors: { name: string; errors: string[] }[] = [];
    for (const name of ['QuoteDate', 'ValidUntil'])
      if (!v[name]) headerErrors.push({ name, errors: [t('sq.required', { label: t(`sq.${name}`) })] });
    form.setFields([{ name: 'QuoteDate', errors: [] }, { name: 'ValidUntil', errors: [] }, ...headerErrors]);
    if (Object.keys(lineErrors).length || headerErrors.length) {
      setAlert(Object.keys(lineErrors).length ? t('form.fixLines') : null);
      return;
    }
    if (!lines.some((l) => l.PurchaseQuoteId !== null)) {
      setAlert(t('sq.pickOne'));
      return;
    }
    const body = {
      InquiryId: inquiry.Id,
      Currency: v.Currency,
      QuoteDate: (v.QuoteDate as dayjs.Dayjs).format(DATE),
      ValidUntil: (v.ValidUntil as dayjs.Dayjs).format(DATE),
      ContactId: inquiry.ContactId,
      Remark: (v.Remark as string | undefined) ?? '',
      Lines: lines,
    };
    const parsed = quoteCreateSchema.safeParse(body);
    if (!parsed.success) {
      setAlert(parsed.error.issues[0]?.message ?? t('form.fixLines'));
      return;
    }
    setAlert(null);
    setBusy(true);
    try {
      const saved = await http.post<{ Id: number; No: string; Status: number }>(
        QUOTE_API.create,
        parsed.data,
        {
          silent: true,
        },
      );
      toast.success(
        saved.Status === QUOTE_STATUS_DOC.pendingApproval
          ? t('sq.toApproval', { no: saved.No })
          : t('sq.created', { no: saved.No }),
      );
      await afterInquiryChange(qc);
      navigate(`/forQuotation/detail-quotation?id=${saved.Id}`);
    } catch (err) {
      const e = err instanceof ApiError ? err : null;
      if (e?.code === -100) return;
      const message = (err as Error)?.message ?? String(err);
      if (e?.field && ['Currency', 'QuoteDate', 'ValidUntil'].includes(e.field))
        form.setFields([{ name: e.field, errors: [message] }]);
      else setAlert(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card size="small" title={t('quote.salesQuote')} data-testid="sales-quote-form">
      <Form
        form={form}
        layout="inline"
        initialValues={{
          Currency: (QUOTE_CURRENCIES as readonly string[]).includes(inquiry.Currency)
            ? inquiry.Currency
            : 'USD',
          QuoteDate: dayjs(),
          ValidUntil: dayjs().add(7, 'day'),
        }}
        onFinish={() => void submit()}
        style={{ marginBottom: 12, rowGap: 8 }}
      >
        <Form.Item name="Currency" label={t('sq.Currency')} required>
          <Select
            style={{ width: 100 }}
            options={QUOTE_CURRENCIES.map((c) => ({ value: c, label: c }))}
            data-testid="sq-currency"
          />
        </Form.Item>
        <Form.Item name="QuoteDate" label={t('sq.QuoteDate')} required>
          <DatePicker data-testid="sq-date" />
        </Form.Item>
        <Form.Item name="ValidUntil" label={t('sq.ValidUntil')} required>
          <DatePicker data-testid="sq-valid" />
        </Form.Item>
        <Form.Item name="Remark" label={t('form.remark')}>
          <Input style={{ width: 240 }} maxLength={1000} />
        </Form.Item>
      </Form>
      {alert && (
        <Alert type="error" showIcon message={alert} style={{ marginBottom: 8 }} data-testid="sq-error" />
      )}
      <Table<InquiryLine>
        size="small"
        rowKey="Id"
        dataSource={inquiry.Lines}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        scroll={{ x: 'max-content' }}
        data-testid="sq-lines"
        columns={[
          { key: 'LineNo', dataIndex: 'LineNo', title: '#', width: 50 },
          { key: 'Mpn', dataIndex: 'Mpn', title: tr('inquiryLine.Mpn') },
          { key: 'Quantity', dataIndex: 'Quantity', title: tr('inquiryLine.Quantity'), align: 'right' },
          {
            key: 'offer',
            title: t('sq.offer'),
            render: (_: unknown, l) =>
              l.Quotes === 0 ? (
                <Tag>{t('sq.notQuoted')}</Tag>
              ) : (
                <OfferSelect
                  line={l}
                  value={pickOf(l.Id).PurchaseQuoteId}
                  onChange={(v) => setPick(l.Id, { PurchaseQuoteId: v })}
                />
              ),
          },
          {
            key: 'suggested',
            title: t('sq.suggested'),
            align: 'right',
            render: (_: unknown, l) => {
              const s = suggestionOf(pickOf(l.Id).PurchaseQuoteId);
              return s ? (
                <span
                  data-testid={`sq-suggested-${l.Id}`}
                >{`${formatMoney(s.SuggestedPrice, 6)} ${currency}`}</span>
              ) : null;
            },
          },
          {
            key: 'price',
            title: t('sq.salePrice'),
            render: (_: unknown, l) => {
              const p = pickOf(l.Id);
              const s = suggestionOf(p.PurchaseQuoteId);
              const below = s && isUnitPrice(p.SalePrice) && Number(p.SalePrice) < Number(s.SuggestedPrice);
              return (
                <Space direction="vertical" size={2}>
                  <Input
                    size="small"
                    style={{ width: 110 }}
                    value={p.SalePrice}
                    disabled={p.PurchaseQuoteId === null}
                    status={errors[l.Id] ? 'error' : undefined}
                    onChange={(e) => setPick(l.Id, { SalePrice: e.target.value })}
                    data-testid={`sq-price-${l.Id}`}
                  />
                  {below && (
                    <Tag color="orange" data-testid={`sq-below-${l.Id}`}>
                      {t('sq.below')}
                    </Tag>
                  )}
                  {errors[l.Id] && <span className="ant-form-item-explain-error">{errors[l.Id]}</span>}
                </Space>
              );
            },
          },
          {
            key: 'tiers',
            title: t('sq.tiers'),
            render: (_: unknown, l) =>
              pickOf(l.Id).PurchaseQuoteId === null ? null : (
                <TiersEditor
                  lineId={l.Id}
                  tiers={pickOf(l.Id).Tiers}
                  onChange={(tiers) => setPick(l.Id, { Tiers: tiers })}
                />
              ),
          },
        ]}
      />
      <Row justify="end" style={{ marginTop: 12 }}>
        <Col>
          <Button type="primary" loading={busy} onClick={() => form.submit()} data-testid="sq-save">
            {t('sq.create')}
          </Button>
        </Col>
      </Row>
    </Card>
  );
}
