import { defineMessages } from './define.js';

/** Messages of the generic delete (core/deletes); its errors live in errors.deletes. */
export const deletes = defineMessages({
  deleted: { zh: '删除成功', en: 'Deleted' },
});
