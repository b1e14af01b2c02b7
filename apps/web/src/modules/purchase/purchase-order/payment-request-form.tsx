import { PAYMENT_KIND } from '@partdesk/shared/purchase/payment-order/payment-order.codes';
import { isPaymentAmount } from '@partdesk/shared/purchase/payment-order/payment-order.rules';
import { D } from '@partdesk/shared/core/money';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import Space from 'antd/es/space';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, http } from '../../../core/http';
import '../i18n';
import { ErrorState, LoadingState } from '../../../kit';

const base = '/merchant/purchase/paymentorder';

interface Bank {
  Id: number;
  BankName: string;
  AccountName: string;
  AccountNo: string;
  SwiftCode: string;
  Currency: string;
  IsDefault: boolean;
}
interface Payable {
  OrderId: number;
  No: string;
  Currency: string;
  Total: string;
  Paid: string;
  Pending: string;
  Unpaid: string;
  Banks: Bank[];
}

/**
 * The payment request FK of one PO (issue #15, decision 0041): kind prepayment / payment, an amount up to
 * what is unpaid (GET payable/:id, which also lists the supplier's bank accounts: the payee), a remark;
 * POST /merchant/purchase/paymentorder. The server's refusal shows on the field it names.
 */
export function PaymentRequestForm(props: {
  orderId: number;
  onDone: (no: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('resources');
  const L = (k: string) => t(`paymentOrder.${k}`);
  const q = useQuery({
    queryKey: ['paymentOrder', 'payable', props.orderId],
    queryFn: () => http.get<Payable>(`${base}/payable/${props.orderId}`),
  });
  const [kind, setKind] = useState<number>(PAYMENT_KIND.payment);
  const [amount, setAmount] = useState<string | null>(null);
  const [bankId, setBankId] = useState<number | null>(null);
  const [remark, setRemark] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  if (q.isLoading) return <LoadingState />;
  if (q.isError || !q.data) return <ErrorState onRetry={() => void q.refetch()} />;
  const p = q.data;
  const amt = amount ?? p.Unpaid;
  const bank = bankId ?? p.Banks.find((b) => b.IsDefault)?.Id ?? p.Banks[0]?.Id ?? null;

  const check = () => {
    const e: Record<string, string> = {};
    const a = amt.trim();
    if (!isPaymentAmount(a)) e['Lines[0].Amount'] = L('amountInvalid');
    else if (new D(a).gt(p.Unpaid)) e['Lines[0].Amount'] = t('paymentOrder.overUnpaid', { unpaid: p.Unpaid });
    if (!bank) e.BankId = L('noBank');
    return e;
  };
  const save = async () => {
    const e = check();
    setErrors(e);
    if (Object.keys(e).length) return;
    setSaving(true);
    try {
      const res = await http.post<{ Id: number; No: string }>(
        base,
        { Kind: kind, BankId: bank, Remark: remark, Lines: [{ OrderId: p.OrderId, Amount: amt.trim() }] },
        { silent: true },
      );
      props.onDone(res.No);
    } catch (err) {
      const raw = err instanceof ApiError && err.field ? err.field : 'form';
      const field = /^Lines\[\d+\]\.OrderId$/.test(raw) ? 'form' : raw.replace(/^Lines\[\d+\]/, 'Lines[0]');
      setErrors({ [field]: (err as Error).message });
    } finally {
      setSaving(false);
    }
  };
  const item = (name: string, label: string, children: ReactNode) => (
    <Form.Item
      label={label}
      validateStatus={errors[name] ? 'error' : undefined}
      help={
        errors[name] ? (
          <span data-testid={`pay-${name.replace(/\W/g, '')}-error`}>{errors[name]}</span>
        ) : undefined
      }
    >
      {children}
    </Form.Item>
  );
  return (
    <Card
      size="small"
      title={`${L('add')} · ${p.No}`}
      data-testid="payment-request-form"
      style={{ marginBottom: 12 }}
    >
      <Form layout="vertical">
        {item(
          'Kind',
          L('Kind'),
          <Radio.Group
            data-testid="pay-kind"
            value={kind}
            onChange={(e) => setKind(e.target.value as number)}
            options={[
              { value: PAYMENT_KIND.prepayment, label: L('kind1') },
              { value: PAYMENT_KIND.payment, label: L('kind2') },
            ]}
          />,
        )}
        {item(
          'Lines[0].Amount',
          `${L('Amount')} (${p.Currency}, ${L('Unpaid')} ${p.Unpaid})`,
          <Input
            data-testid="pay-amount"
            style={{ width: 200 }}
            value={amt}
            onChange={(e) => setAmount(e.target.value)}
          />,
        )}
        {item(
          'BankId',
          L('BankId'),
          p.Banks.length ? (
            <Radio.Group value={bank} onChange={(e) => setBankId(e.target.value as number)}>
              <Space orientation="vertical">
                {p.Banks.map((b) => (
                  <Radio key={b.Id} value={b.Id} data-testid={`pay-bank-${b.Id}`}>
                    {`${b.BankName} · ${b.AccountName} · ${b.AccountNo}${b.SwiftCode ? ` · ${b.SwiftCode}` : ''}${b.Currency ? ` (${b.Currency})` : ''}`}
                  </Radio>
                ))}
              </Space>
            </Radio.Group>
          ) : (
            <span>{L('noBank')}</span>
          ),
        )}
        {item(
          'Remark',
          L('Remark'),
          <Input.TextArea
            data-testid="pay-remark"
            rows={2}
            maxLength={500}
            value={remark}
            onChange={(e) => setRemark(e.target.value)}
          />,
        )}
        {errors.form && (
          <div data-testid="pay-form-error" style={{ color: '#ff4d4f', marginBottom: 8 }}>
            {errors.form}
          </div>
        )}
        <Space>
          <Button type="primary" data-testid="pay-save" loading={saving} onClick={() => void save()}>
            {L('send')}
          </Button>
          <Button data-testid="pay-cancel" onClick={props.onCancel}>
            {L('discard')}
          </Button>
        </Space>
      </Form>
    </Card>
  );
}
