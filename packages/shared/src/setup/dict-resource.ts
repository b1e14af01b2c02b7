import { defineResource } from '../resource/define.js';

/** /setup dict-list: the dictionaries (spec §3 dictionary codes); system ones are seeded. */
export const dictResource = defineResource({
  name: 'setup.dict',
  title: 'resources.dict.title',
  menu: 'setup/dict-list',
  rowKey: 'Code',
  api: {
    list: '/merchant/setup/dict/Query',
    export: '/merchant/setup/dict/Export',
  },
  fields: [
    {
      name: 'Code',
      kind: 'text',
      label: 'resources.dict.Code',
      list: true,
      filter: 'like',
      sort: true,
    },
    {
      name: 'Name',
      kind: 'text',
      label: 'resources.dict.Name',
      list: true,
      filter: 'like',
      sort: true,
    },
    { name: 'NameEn', kind: 'text', label: 'resources.dict.NameEn', list: true },
    {
      name: 'IsSystem',
      kind: 'boolean',
      label: 'resources.dict.IsSystem',
      list: true,
      filter: 'bool',
    },
    { name: 'Lines', kind: 'number', integer: true, label: 'resources.dict.Lines', list: true },
    { name: 'Remark', kind: 'text', label: 'resources.dict.Remark', list: { hidden: true } },
    {
      name: 'Sort',
      kind: 'number',
      integer: true,
      label: 'resources.dict.Sort',
      sort: true,
      detail: false,
    },
  ],
  defaultSort: { field: 'Sort', order: 'asc' },
});

/**
 * /setup dict-detail: the lines of one dictionary (`DictCode` filter). `DictValue` is what documents
 * store, `DictText`/`DictTextEn` what users read (GET /common/GetDictLineByCode answers the same names).
 * System lines (seeded) cannot be deleted: the batch delete (PUT /merchant/setup/dict/line/delete
 * `{ Ids }`, the generic delete's `dictLine` type) refuses the whole batch then.
 */
export const dictLineResource = defineResource({
  name: 'setup.dictLine',
  title: 'resources.dict.lineTitle',
  menu: 'setup/dict-detail',
  rowKey: 'Id',
  api: {
    list: '/merchant/setup/dict/line/Query',
    create: '/merchant/setup/dict/:code/line',
    update: '/merchant/setup/dict/line/:id',
  },
  fields: [
    { name: 'Id', kind: 'number', integer: true, label: 'resources.common.Id', sort: true, detail: false },
    { name: 'DictCode', kind: 'text', label: 'resources.dict.Code', filter: 'eq', detail: false },
    {
      name: 'DictValue',
      kind: 'text',
      label: 'resources.dict.DictValue',
      list: true,
      filter: 'like',
      sort: true,
      form: 'edit',
      required: true,
      max: 64,
    },
    {
      name: 'DictText',
      kind: 'text',
      label: 'resources.dict.DictText',
      list: true,
      filter: 'like',
      sort: true,
      form: 'edit',
      required: true,
      max: 128,
    },
    {
      name: 'DictTextEn',
      kind: 'text',
      label: 'resources.dict.DictTextEn',
      list: true,
      filter: 'like',
      form: 'edit',
      required: true,
      max: 128,
    },
    {
      name: 'Sort',
      kind: 'number',
      integer: true,
      label: 'resources.dict.Sort',
      list: true,
      sort: true,
      form: 'edit',
    },
    {
      name: 'Enabled',
      kind: 'boolean',
      label: 'resources.dict.Enabled',
      list: true,
      filter: 'bool',
      form: 'edit',
    },
    {
      name: 'IsSystem',
      kind: 'boolean',
      label: 'resources.dict.IsSystemLine',
      list: true,
      filter: 'bool',
    },
    {
      name: 'Remark',
      kind: 'text',
      label: 'resources.dict.Remark',
      list: { hidden: true },
      form: 'edit',
      max: 256,
    },
  ],
  defaultSort: { field: 'Sort', order: 'asc' },
  actions: [
    {
      name: 'delete',
      label: 'resources.dict.deleteLines',
      permit: 'PUT merchant/setup/dict/line/delete',
      batch: true,
      confirm: 'resources.dict.confirmDelete',
      danger: true,
    },
  ],
});
