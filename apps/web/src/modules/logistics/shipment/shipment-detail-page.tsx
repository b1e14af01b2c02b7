import FilePdfOutlined from '@ant-design/icons/es/icons/FilePdfOutlined';
import {
  SHIPMENT_DOC,
  SHIPMENT_MENU,
  SHIPMENT_OPEN,
  SHIPMENT_STATUS,
} from '@partdesk/shared/logistics/shipment/shipment.codes';
import { SHIPMENT_STATUS_OPTIONS } from '@partdesk/shared/logistics/shipment/shipment.resource';
import type { Lang } from '@partdesk/shared/i18n/define';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../core/feedback';
import { ApiError, http } from '../../../core/http';
import { currentLang } from '../../../core/lang';
import { useExpressCompanies } from '../../../core/lookups';
import { mayButtonOf } from '../../../core/use-may';
import { useSession } from '../../../core/use-session';
import { DocumentTabs, download, ErrorState, LoadingState } from '../../../kit';
import { SHIPMENT_BASE } from './shipment-create';
import { type BoxDraft, boxesBody, ShipmentBoxes } from './shipment-boxes';
import { ShipmentReviewPanel, type ShipmentReviews } from './shipment-review-panel';

interface Line {
  Id: number;
  LineNo: number;
  OrderId: number;
  OrderLineId: number;
  Mpn: string;
  Brand: string;
  Quantity: number;
  PickedQty: number;
  PackedQty: number;
}
interface Box {
  BoxNo: number;
  Length: string;
  Width: string;
  Height: string;
  GrossWeight: string;
  NetWeight: string;
  Gauge: string;
  VolumetricWeight: string;
  Lines: { LineId: number; Quantity: number }[];
}
export interface ShipmentDetailBase {
  Id: number;
  No: string;
  CustomerName: string | null;
  ConsigneeName: string;
  ConsigneePhone?: string | null;
  ConsigneeAddress?: string | null;
  OrderNos: string | null;
  Quantity: number;
  status: number;
  Paused: boolean;
  Printed: boolean;
  CourierId: number | null;
  CourierName: string | null;
  CourierAccount: string;
  TrackingNo: string;
  /** The courier's volumetric divisor (5000 until a courier is entered; decision 0052). */
  VolumetricDivisor?: number;
  DeclareId?: number | null;
  DeclaredValue?: string | null;
  DeclaredCurrency?: string;
  ShippedAt: string | null;
  Remark: string;
  VoidReason: string;
  Version: number;
  Lines: Line[];
  Picks: { LineId: number; LotId: number; Quantity: number }[];
  Boxes: Box[];
}
export type ShipmentDetail = ShipmentDetailBase & ShipmentReviews;

type Action = 'pick' | 'print' | 'unprint' | 'ship' | 'pause' | 'resume' | 'void' | 'boxes' | 'courier';
const S = SHIPMENT_STATUS;

/** The actions a shipment's state allows (the server checks each again). */
export function shipmentActions(d: ShipmentDetail): Action[] {
  const open = SHIPMENT_OPEN.includes(d.status);
  // Overweight rejected: repack (decision 0046).
  const packing: number[] = [S.toBeBoxed, S.awaitingCourier, S.toBeShipped, S.overweightRejected];
  const printable: number[] = [S.awaitingCourier, S.toBeShipped];
  const courier: number[] = [S.toBePicked, S.toBeBoxed, S.awaitingCourier, S.toBeShipped];
  const out: Action[] = [];
  if (d.status === S.toBePicked && !d.Paused) out.push('pick');
  if (packing.includes(d.status) && !d.Printed && !d.Paused) out.push('boxes');
  if (printable.includes(d.status) && !d.Printed && !d.Paused) out.push('print');
  if ([...printable, S.creditReview, S.cargoReview].includes(d.status) && d.Printed) out.push('unprint');
  if (courier.includes(d.status) && !d.Paused) out.push('courier');
  if (d.status === S.toBeShipped && !d.Paused) out.push('ship');
  if (open) out.push('void', d.Paused ? 'resume' : 'pause');
  return out;
}

/** The shipment PDFs (decision 0045): the label only while printed, for holders of 0103 (the server checks). */
export type ShipmentPdf = 'pick-list' | 'label' | 'invoice';
export function shipmentPdfs(d: ShipmentDetail, writer: boolean): ShipmentPdf[] {
  if (d.status === S.voided) return [];
  const out: ShipmentPdf[] = ['pick-list', 'invoice'];
  if (writer && d.Printed) out.push('label');
  return out;
}

const draftsOf = (d: ShipmentDetail): BoxDraft[] =>
  d.Boxes.map((b) => ({
    Length: b.Length,
    Width: b.Width,
    Height: b.Height,
    GrossWeight: b.GrossWeight,
    NetWeight: b.NetWeight,
    Gauge: b.Gauge,
    Qty: Object.fromEntries(b.Lines.map((l) => [l.LineId, String(l.Quantity)])),
  }));

/** An account the courier step accepts (`GET …/:id/courier-accounts`): ours first, then the customer's. */
interface CourierAccountOption {
  AccountNo: string;
  AccountName: string;
  IsDefault: boolean;
  Customer: boolean;
}

/**
 * A shipment (`?id=`): header, lines, picks, boxes, and the buttons its state allows — pick, save boxes,
 * print / cancel printing, courier info, ship, void (refused while printed: the server's message shows),
 * pause / resume — for holders of button 0103 of sales/sendoutOrder only; others read. The PDFs in the
 * chosen language: pick list and commercial invoice for every reader; printing locks the shipment and
 * downloads the label + packing list, "reprint" downloads it again while the lock holds.
 */
export function ShipmentDetailPage({ id }: { id: number }) {
  const { t } = useTranslation('resources');
  const L = (k: string) => t(`shipment.${k}`);
  const session = useSession();
  const qc = useQueryClient();
  const couriers = useExpressCompanies();
  const q = useQuery({
    queryKey: ['shipment', 'detail', id],
    queryFn: () => http.get<ShipmentDetail>(`${SHIPMENT_BASE}/${id}`),
  });
  const d = q.data;
  const [boxes, setBoxes] = useState<BoxDraft[]>([]);
  const [courier, setCourier] = useState({
    CourierId: 0,
    CourierAccount: '',
    TrackingNo: '',
    DeclareId: null as number | null,
    DeclaredValue: '',
  });
  const declares = useQuery({
    queryKey: ['lookup', 'declare', 'enabled'],
    queryFn: () =>
      http.get<{ Records: { Id: number; Name: string }[] }>('/merchant/common/declare/getenabledeclares'),
  });
  const accounts = useQuery({
    queryKey: ['courier-accounts', id, courier.CourierId],
    enabled: courier.CourierId > 0 && mayButtonOf(session, SHIPMENT_MENU, '0103'),
    queryFn: () =>
      http.get<{ Records: CourierAccountOption[] }>(
        `${SHIPMENT_BASE}/${id}/courier-accounts?CourierId=${courier.CourierId}`,
      ),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pdfLang, setPdfLang] = useState<Lang>(currentLang());
  useEffect(() => {
    if (!d) return;
    setBoxes(draftsOf(d));
    setCourier({
      CourierId: d.CourierId ?? 0,
      CourierAccount: d.CourierAccount ?? '',
      TrackingNo: d.TrackingNo ?? '',
      DeclareId: d.DeclareId ?? null,
      DeclaredValue: d.DeclaredValue ?? '',
    });
  }, [d]);
  if (q.isLoading) return <LoadingState />;
  if (q.isError || !d) return <ErrorState onRetry={() => void q.refetch()} />;
  const writer = mayButtonOf(session, SHIPMENT_MENU, '0103');
  const actions = writer ? shipmentActions(d) : [];
  const openPdf = (kind: ShipmentPdf) =>
    download(
      'GET',
      `${SHIPMENT_BASE}/${d.Id}/${kind}?lang=${pdfLang}`,
      undefined,
      `${d.No}-${kind}-${pdfLang}.pdf`,
    ).catch((e: Error) => toast.error(e.message));
  const pdfs = shipmentPdfs(d, writer);
  const run = async (action: Action) => {
    let body: Record<string, unknown> = { Version: d.Version };
    if (action === 'void') {
      const Reason = window.prompt(L('voidReason'));
      if (Reason === null) return;
      body = { ...body, Reason };
    }
    if (action === 'boxes') body = { ...body, Boxes: boxesBody(boxes) };
    if (action === 'courier')
      body = { ...body, ...courier, DeclaredValue: courier.DeclaredValue.trim() || null };
    setErrors({});
    try {
      const res = await http.put<{ CreditReview?: boolean; CargoReview?: boolean }>(
        `${SHIPMENT_BASE}/${d.Id}/${action}`,
        body,
        {
          silent: true,
        },
      );
      if (res?.CreditReview) toast.info(t('shipmentReview.sentToCreditReview'));
      if (res?.CargoReview) toast.info(t('shipmentReview.sentToCargoReview'));
      // Printing is the lock, then the label it locked for (decision 0045).
      if (action === 'print') await openPdf('label');
      await qc.invalidateQueries({ queryKey: ['shipment'] });
    } catch (e) {
      setErrors({ [e instanceof ApiError && e.field ? e.field : 'form']: (e as Error).message });
    }
  };
  const status = SHIPMENT_STATUS_OPTIONS.find((o) => o.value === d.status);
  const lineNo = (lineId: number) => d.Lines.find((l) => l.Id === lineId)?.LineNo ?? lineId;
  const btn = (a: Exclude<Action, 'boxes' | 'courier'>, danger = false) =>
    actions.includes(a) && (
      <Button key={a} danger={danger} data-testid={`shipment-${a}`} onClick={() => void run(a)}>
        {L(a)}
      </Button>
    );
  const lineErr = (i: number) => errors[`Lines[${i}]`];
  const canCourier = actions.includes('courier');
  const shown = Object.entries(errors).filter(
    ([k]) =>
      !k.startsWith('Boxes[') &&
      !k.startsWith('Lines[') &&
      !['CourierId', 'CourierAccount', 'TrackingNo'].includes(k),
  );
  const fieldErr = (k: string) =>
    errors[k] && (
      <div className="ant-form-item-explain-error" data-testid={`shipment-${k}-error`}>
        {errors[k]}
      </div>
    );
  return (
    <div data-testid="shipment-detail">
      <Space style={{ marginBottom: 12 }} wrap>
        <strong>{d.No}</strong>
        {status && (
          <Tag color={status.color} data-testid="shipment-status">
            {t(status.label.replace('resources.', ''))}
          </Tag>
        )}
        {d.Paused && <Tag color="red">{L('Paused')}</Tag>}
        {d.Printed && <Tag color="blue">{L('Printed')}</Tag>}
      </Space>
      <Descriptions size="small" column={3} style={{ marginBottom: 12 }}>
        <Descriptions.Item label={L('CustomerName')}>{d.CustomerName}</Descriptions.Item>
        <Descriptions.Item label={L('ConsigneeName')}>{d.ConsigneeName}</Descriptions.Item>
        <Descriptions.Item label={L('OrderNos')}>{d.OrderNos}</Descriptions.Item>
        <Descriptions.Item label={L('Quantity')}>{d.Quantity}</Descriptions.Item>
        <Descriptions.Item label={L('CourierName')}>{d.CourierName}</Descriptions.Item>
        <Descriptions.Item label={L('TrackingNo')}>{d.TrackingNo}</Descriptions.Item>
        {d.DeclaredValue && (
          <Descriptions.Item label={L('DeclareId')}>
            <span data-testid="shipment-declared">
              {declares.data?.Records.find((o) => o.Id === d.DeclareId)?.Name ?? ''} {d.DeclaredCurrency}{' '}
              {d.DeclaredValue}
            </span>
          </Descriptions.Item>
        )}
        <Descriptions.Item label={L('ShippedAt')}>{d.ShippedAt}</Descriptions.Item>
        <Descriptions.Item label={L('Remark')}>{d.Remark}</Descriptions.Item>
        {d.VoidReason && <Descriptions.Item label={L('VoidReason')}>{d.VoidReason}</Descriptions.Item>}
      </Descriptions>
      <ShipmentReviewPanel d={d} />
      {actions.length > 0 && (
        <Space style={{ marginBottom: 12 }} wrap data-testid="shipment-actions">
          {btn('pick')}
          {actions.includes('boxes') && (
            <Button data-testid="shipment-boxes-save" onClick={() => void run('boxes')}>
              {L('saveBoxes')}
            </Button>
          )}
          {btn('print')}
          {btn('unprint')}
          {btn('ship')}
          {btn('pause')}
          {btn('resume')}
          {btn('void', true)}
        </Space>
      )}
      {pdfs.length > 0 && (
        <Space style={{ marginBottom: 12 }} wrap data-testid="shipment-pdfs">
          <Select<Lang>
            data-testid="shipment-pdf-lang"
            aria-label={L('pdfLang')}
            style={{ width: 110 }}
            value={pdfLang}
            onChange={setPdfLang}
            options={[
              { value: 'zh-CN', label: '中文' },
              { value: 'en-US', label: 'English' },
            ]}
          />
          {pdfs.map((k) => (
            <Button
              key={k}
              icon={<FilePdfOutlined />}
              data-testid={`shipment-pdf-${k}`}
              onClick={() => void openPdf(k)}
            >
              {L(k === 'pick-list' ? 'pickList' : k)}
            </Button>
          ))}
        </Space>
      )}
      {shown.map(([k, m]) => (
        <div key={k} className="ant-form-item-explain-error" data-testid="shipment-error">
          {m}
        </div>
      ))}
      {canCourier && (
        <Space wrap align="start" style={{ marginBottom: 12 }} data-testid="shipment-courier">
          <div>
            <Select
              data-testid="shipment-CourierId"
              style={{ minWidth: 180 }}
              placeholder={L('CourierName')}
              status={errors.CourierId ? 'error' : undefined}
              value={courier.CourierId || undefined}
              options={couriers.data ?? []}
              onChange={(v: number) => setCourier((c) => ({ ...c, CourierId: v, CourierAccount: '' }))}
            />
            {fieldErr('CourierId')}
          </div>
          <div>
            <Select
              data-testid="shipment-CourierAccount"
              style={{ minWidth: 200 }}
              allowClear
              placeholder={L('CourierAccountDefault')}
              status={errors.CourierAccount ? 'error' : undefined}
              value={courier.CourierAccount || undefined}
              options={(accounts.data?.Records ?? []).map((a) => ({
                value: a.AccountNo,
                label: [
                  a.AccountNo,
                  a.AccountName,
                  a.Customer ? L('customerAccount') : a.IsDefault ? L('defaultAccount') : '',
                ]
                  .filter(Boolean)
                  .join(' · '),
              }))}
              onChange={(v?: string) => setCourier((c) => ({ ...c, CourierAccount: v ?? '' }))}
            />
            {fieldErr('CourierAccount')}
          </div>
          <div>
            <Input
              data-testid="shipment-TrackingNo"
              placeholder={L('TrackingNo')}
              status={errors.TrackingNo ? 'error' : undefined}
              value={courier.TrackingNo}
              onChange={(e) => setCourier((c) => ({ ...c, TrackingNo: e.target.value }))}
            />
            {fieldErr('TrackingNo')}
          </div>
          <div>
            <Select
              data-testid="shipment-DeclareId"
              style={{ minWidth: 180 }}
              allowClear
              placeholder={L('DeclareId')}
              status={errors.DeclareId ? 'error' : undefined}
              value={courier.DeclareId ?? undefined}
              options={(declares.data?.Records ?? []).map((o) => ({ value: o.Id, label: o.Name }))}
              onChange={(v?: number) => setCourier((c) => ({ ...c, DeclareId: v ?? null }))}
            />
            {fieldErr('DeclareId')}
          </div>
          <div>
            <Input
              data-testid="shipment-DeclaredValue"
              placeholder={L('DeclaredValue')}
              status={errors.DeclaredValue ? 'error' : undefined}
              value={courier.DeclaredValue}
              onChange={(e) => setCourier((c) => ({ ...c, DeclaredValue: e.target.value }))}
            />
            {fieldErr('DeclaredValue')}
          </div>
          <Button data-testid="shipment-courier-save" onClick={() => void run('courier')}>
            {L('courier')}
          </Button>
        </Space>
      )}
      <DocumentTabs type={SHIPMENT_DOC} id={d.Id}>
        <Table<Line>
          size="small"
          rowKey="Id"
          data-testid="shipment-lines"
          title={() => L('lines')}
          dataSource={d.Lines}
          pagination={false}
          columns={[
            { title: '#', dataIndex: 'LineNo', width: 40 },
            { title: L('Mpn'), dataIndex: 'Mpn' },
            { title: L('Brand'), dataIndex: 'Brand' },
            { title: L('Quantity'), dataIndex: 'Quantity', align: 'right' },
            { title: L('PickedQty'), dataIndex: 'PickedQty', align: 'right' },
            { title: L('PackedQty'), dataIndex: 'PackedQty', align: 'right' },
            {
              key: 'err',
              render: (_: unknown, l: Line) => {
                const err = lineErr(d.Lines.indexOf(l));
                return err && <span className="ant-form-item-explain-error">{err}</span>;
              },
            },
          ]}
        />
        {d.Picks.length > 0 && (
          <Table
            size="small"
            rowKey={(p) => `${p.LineId}-${p.LotId}`}
            data-testid="shipment-picks"
            title={() => L('picks')}
            dataSource={d.Picks}
            pagination={false}
            style={{ marginTop: 12 }}
            columns={[
              { title: L('Line'), key: 'line', render: (_: unknown, p) => `#${lineNo(p.LineId)}` },
              { title: L('LotId'), dataIndex: 'LotId' },
              { title: L('Quantity'), dataIndex: 'Quantity', align: 'right' },
            ]}
          />
        )}
        <div style={{ marginTop: 12 }}>
          <ShipmentBoxes
            boxes={boxes}
            lines={d.Lines}
            editable={actions.includes('boxes')}
            errors={errors}
            onChange={setBoxes}
            divisor={d.VolumetricDivisor}
          />
        </div>
      </DocumentTabs>
    </div>
  );
}
