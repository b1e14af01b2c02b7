import { defineResource } from '@partdesk/shared/resource/define';

/**
 * The pending review requests of a document type as a resource definition, so the review queue is a
 * ResourceListPage (docs/api.md "Reviews": POST /merchant/review/{type}/Query). Labels live in `kit`.
 */
const cache = new Map<string, ReturnType<typeof build>>();

function build(type: string) {
  return defineResource({
    name: `review.${type}`,
    title: 'kit.review.title',
    menu: '',
    rowKey: 'Id',
    api: { list: `/merchant/review/${encodeURIComponent(type)}/Query` },
    fields: [
      { name: 'Id', kind: 'number', integer: true, label: 'resources.common.Id', detail: false },
      { name: 'DocNo', kind: 'text', label: 'kit.review.DocNo', list: true, filter: 'like', sort: true },
      { name: 'Summary', kind: 'text', label: 'resources.review.Summary', list: { width: 420 } },
      { name: 'StepName', kind: 'text', label: 'kit.review.StepName', list: true },
      {
        name: 'Step',
        kind: 'number',
        integer: true,
        label: 'kit.review.Step',
        list: { hidden: true },
        sort: true,
      },
      { name: 'Amount', kind: 'money', label: 'kit.review.Amount', list: true, sort: true },
      { name: 'SubmittedById', kind: 'user', label: 'kit.review.SubmittedById', filter: 'eq' },
      { name: 'SubmittedBy', kind: 'text', label: 'kit.review.SubmittedBy', list: true },
      {
        name: 'SubmittedAt',
        kind: 'datetime',
        label: 'kit.review.SubmittedAt',
        list: true,
        filter: 'range',
        sort: true,
      },
      {
        name: 'TenantId',
        kind: 'lookup',
        lookup: 'tenants',
        label: 'resources.common.Tenant',
        list: { hidden: true },
      },
    ],
  });
}

export function reviewResource(type: string) {
  let def = cache.get(type);
  if (!def) {
    def = build(type);
    cache.set(type, def);
  }
  return def;
}
