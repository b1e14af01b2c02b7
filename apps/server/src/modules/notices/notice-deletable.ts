import type { DeletableType } from '../../core/deletes/index.js';
import { notFound } from '../../core/http/app-error.js';
import { deleteAllNotices, deleteNotices } from './notices.service.js';

/**
 * Type `notice` of the generic delete (`PUT /merchant/common/delete?id=&type=notice`, and the default
 * type when none is named; `PUT /merchant/common/deleteall` with `{ Type: 'notice' }` clears the
 * caller's notices). Only the caller's own notices: another user's id is "not found", nothing changes.
 */
export const noticeDeletable: DeletableType = {
  type: 'notice',
  access: { session: true },
  async delete(ids, { tx, user }) {
    const n = await deleteNotices(tx, user.id, ids);
    if (n === 0) throw notFound();
    return n;
  },
  deleteAll: ({ tx, user }) => deleteAllNotices(tx, user.id),
};
