import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Spec §2 /refresh: the tabs' "refresh" comes through here; the page in `state.to` is opened again
 * (a fresh mount) and its data is refetched.
 */
export default function RefreshPage() {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const { state } = useLocation();
  const to = (state as { to?: string } | null)?.to ?? '/dashboard';
  useEffect(() => {
    void qc.invalidateQueries();
    navigate(to, { replace: true });
  }, [navigate, qc, to]);
  return null;
}
