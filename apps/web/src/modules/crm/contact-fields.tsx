import './i18n';
import Col from 'antd/es/col';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Row from 'antd/es/row';
import Switch from 'antd/es/switch';
import { useTranslation } from 'react-i18next';
import { CONTACT_METHODS } from './contact-schema';

const L = (k: string) => `resources:contact.${k}`;

/**
 * The inputs of one contact (name, position, the five methods, other number, primary, remark) under a
 * name prefix: `[index]` inside the customer form's Form.List, `[]` in the contact dialog.
 */
export function ContactFields({ prefix }: { prefix: (string | number)[] }) {
  const { t } = useTranslation('crmUi');
  const item = (name: string, max: number, required = false) => (
    <Col xs={24} md={12} key={name}>
      <Form.Item name={[...prefix, name]} label={t(L(name))} required={required}>
        <Input maxLength={max} />
      </Form.Item>
    </Col>
  );
  return (
    <Row gutter={12}>
      {item('Name', 64, true)}
      {item('Position', 64)}
      {CONTACT_METHODS.map((m) => item(m, m === 'Email' ? 128 : m === 'QQ' ? 32 : 64))}
      {item('OtherNumber', 64)}
      <Col xs={24} md={12}>
        <Form.Item name={[...prefix, 'IsPrimary']} label={t(L('IsPrimary'))} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item
          name={[...prefix, 'Remark']}
          label={t(L('Remark'))}
          labelCol={{ flex: '110px' }}
          extra={prefix.length ? undefined : t('customer.contactMethodHint')}
        >
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </Col>
    </Row>
  );
}
