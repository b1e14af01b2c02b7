import './i18n';
import { useQuery } from '@tanstack/react-query';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import TreeSelect from 'antd/es/tree-select';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../core/feedback';
import { ApiError } from '../../core/http';
import { useTenants } from '../../core/lookups';
import { DEPT_TYPES, type DeptBody, type DeptNode, deptApi, deptKeys, subtreeIds } from './dept-api';

type Values = Omit<DeptBody, 'ParentId' | 'MasterId'> & {
  ParentId?: number | null;
  MasterId?: number | null;
};
const FIELDS = new Set(['Name', 'NameEn', 'Type', 'TenantId', 'ParentId', 'MasterId', 'Sort']);

interface TreeOption {
  value: number;
  title: string;
  disabled?: boolean;
  children?: TreeOption[];
}

/** Create (`dept` null, optionally below `parent`) or edit one department; server errors show on their field. */
export function DeptForm({
  dept,
  parent,
  tree,
  onClose,
  onSaved,
}: {
  dept: DeptNode | null;
  parent?: DeptNode | null;
  tree: readonly DeptNode[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t, i18n } = useTranslation('setupUi');
  const en = i18n.language === 'en-US';
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const tenants = useTenants();
  const members = useQuery({
    queryKey: deptKeys.members(dept?.Id ?? 0),
    queryFn: () => deptApi.members(dept!.Id),
    enabled: dept !== null,
  });

  const nameOf = (d: DeptNode) => (en && d.NameEn ? d.NameEn : d.Name);
  const parentOptions = useMemo(() => {
    const blocked = dept ? subtreeIds(dept) : new Set<number>();
    const build = (nodes: readonly DeptNode[]): TreeOption[] =>
      nodes.map((n) => ({
        value: n.Id,
        title: en && n.NameEn ? n.NameEn : n.Name,
        disabled: blocked.has(n.Id),
        children: n.Children?.length ? build(n.Children) : undefined,
      }));
    return build(tree);
  }, [tree, dept, en]);

  const initial: Partial<Values> = dept
    ? { ...dept }
    : {
        Name: '',
        NameEn: '',
        Type: parent?.Type,
        TenantId: parent?.TenantId,
        ParentId: parent?.Id ?? null,
        MasterId: null,
        Sort: 0,
      };

  const submit = async () => {
    let v: Values;
    try {
      v = await form.validateFields();
    } catch {
      return;
    }
    const body: DeptBody = {
      Name: v.Name.trim(),
      NameEn: v.NameEn?.trim() ?? '',
      Type: v.Type,
      TenantId: v.TenantId,
      ParentId: v.ParentId ?? null,
      MasterId: v.MasterId ?? null,
      Sort: v.Sort ?? 0,
    };
    setBusy(true);
    try {
      if (dept) await deptApi.update(dept.Id, body);
      else await deptApi.create(body);
      toast.success(t('common.saved'));
      onSaved();
    } catch (err) {
      // The API client already showed the message; also put it on the field the server named.
      if (err instanceof ApiError && err.field && FIELDS.has(err.field))
        form.setFields([{ name: err.field as keyof Values, errors: [err.message] }]);
    } finally {
      setBusy(false);
    }
  };

  const required = (key: string, select = false) => ({
    required: true,
    message: t(select ? 'common.selectRequired' : 'common.required', { label: t(key) }),
  });

  return (
    <Modal
      open
      width={640}
      title={dept ? t('dept.edit', { name: nameOf(dept) }) : t('dept.add')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        name="dept-form"
        layout="horizontal"
        labelCol={{ span: 6 }}
        wrapperCol={{ span: 17 }}
        initialValues={initial}
        data-testid="dept-form"
      >
        <Form.Item
          name="Name"
          label={t('dept.Name')}
          rules={[{ ...required('dept.Name'), whitespace: true }, { max: 64 }]}
        >
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item name="NameEn" label={t('dept.NameEn')} rules={[{ max: 64 }]}>
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item name="Type" label={t('dept.Type')} rules={[required('dept.Type', true)]}>
          <Select options={DEPT_TYPES.map((n) => ({ value: n, label: t(`dept.types.${n}`) }))} />
        </Form.Item>
        <Form.Item name="TenantId" label={t('dept.TenantId')} rules={[required('dept.TenantId', true)]}>
          <Select
            loading={tenants.isPending}
            options={(tenants.data ?? []).map((x) => ({ value: x.Id, label: x.Name }))}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
        <Form.Item name="ParentId" label={t('dept.ParentId')}>
          <TreeSelect
            allowClear
            treeDefaultExpandAll
            placeholder={t('dept.noParent')}
            treeData={parentOptions}
            showSearch={{ treeNodeFilterProp: 'title' }}
          />
        </Form.Item>
        <Form.Item
          name="MasterId"
          label={t('dept.MasterId')}
          extra={dept ? undefined : t('dept.headAfterCreate')}
        >
          <Select
            allowClear
            disabled={!dept}
            loading={dept !== null && members.isPending}
            notFoundContent={t('dept.noMembers')}
            options={(members.data ?? []).map((u) => ({
              value: u.Id,
              label: u.Account ? `${u.Name} (${u.Account})` : u.Name,
              disabled: u.Status !== undefined && u.Status !== 1,
            }))}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
        <Form.Item name="Sort" label={t('dept.Sort')}>
          <InputNumber min={0} max={99_999} precision={0} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
