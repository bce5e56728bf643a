import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError, failureText } from '@shared/http';
import { showToast } from '@shared/overlays';
import { fetchKellyDetail } from './api';
import { kellyOpens, NO_DATA } from './rules';

/**
 * How a list's row opens its match (product-spec §5): `open(href, opens)` goes to the page when the
 * row's rule says it has data, else says 暂无数据 and stays; `openKelly` first asks the match's Kelly
 * detail and opens only when the call answered (code 1) with books.
 */
export function useOpenRow() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState<number | null>(null);
  const open = useCallback(
    (href: string, opens: boolean) => {
      if (opens) void navigate(href);
      else void showToast(NO_DATA);
    },
    [navigate],
  );
  const openKelly = useCallback(
    async (matchId: number, href: string) => {
      setBusy(matchId);
      try {
        const answer = await fetchKellyDetail(matchId).catch((error: unknown) => {
          // A refusal of the server (code other than 1) is no data; a failed network is said so.
          if (error instanceof ApiError && error.kind === 'server') return null;
          throw error;
        });
        open(href, kellyOpens(answer));
      } catch (error) {
        void showToast(failureText(error));
      } finally {
        setBusy(null);
      }
    },
    [open],
  );
  return { open, openKelly, busy };
}
