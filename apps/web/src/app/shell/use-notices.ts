import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../core/api';
import { queryKeys } from '../../core/query-client';

/** Spec §9: the notice list starts at page size 10 and grows by one on each scroll to the bottom. */
export const NOTICE_PAGE_SIZE = 10;

export function useNoticeList(initialSize = NOTICE_PAGE_SIZE, enabled = true) {
  const [pageSize, setPageSize] = useState(initialSize);
  const query = useQuery({
    queryKey: queryKeys.notices(pageSize),
    queryFn: () => api.notices(pageSize),
    placeholderData: keepPreviousData,
    enabled,
  });
  const records = query.data?.Records ?? [];
  const total = query.data?.TotalCount ?? 0;
  const allLoaded = !!query.data && records.length >= total;
  return {
    ...query,
    records,
    total,
    pageSize,
    allLoaded,
    /** Called when the list is scrolled to the bottom. */
    grow: () => {
      if (!allLoaded && !query.isFetching) setPageSize((n) => n + 1);
    },
    reset: () => setPageSize(initialSize),
  };
}

export function useNoticeDeletes() {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: queryKeys.noticesAll });
  const deleteOne = useMutation({ mutationFn: (id: number) => api.deleteNotice(id), onSuccess: refresh });
  const deleteAll = useMutation({ mutationFn: () => api.deleteAllNotices(), onSuccess: refresh });
  return { deleteOne, deleteAll };
}
