// @vitest-environment jsdom
// Pins the landing store (product-spec §3 register_share_id): a page opened with `shareInfoId` in its
// query keeps it as register_share_id — the value a registration sends as `share` — the latest link
// winning; an address without one leaves the kept code alone; junk is not kept.
import { describe, expect, it } from 'vitest';
import { rememberShareLanding } from '@features/share/landing';
import { SHARE_SOURCE, sharePath } from '@features/share/links';
import { localStore, StorageKeys } from '@shared/storage';

const kept = () => localStore.get(StorageKeys.registerShareId);

describe('rememberShareLanding', () => {
  it('keeps the sharer’s code of the address as register_share_id', () => {
    rememberShareLanding('?matchId=1201&shareInfoId=k7m2p9q4xw&shareSource=1');
    expect(StorageKeys.registerShareId).toBe('register_share_id');
    expect(kept()).toBe('k7m2p9q4xw');
  });

  it('keeps the latest link’s code, and keeps it through pages without one', () => {
    rememberShareLanding('?shareInfoId=aaaaaaaaaa');
    rememberShareLanding('?shareInfoId=bbbbbbbbbb');
    rememberShareLanding('?tab=odds');
    rememberShareLanding('');
    expect(kept()).toBe('bbbbbbbbbb');
  });

  it('keeps nothing that is not a code', () => {
    for (const junk of ['', '%20', '<script>', 'a'.repeat(65), 'x y', '../..'])
      rememberShareLanding(`?shareInfoId=${encodeURIComponent(junk)}`);
    expect(kept()).toBeNull();
  });

  it('reads the code of a link the share sheet builds', () => {
    const path = sharePath(
      { kind: 'match', sport: 'football', matchId: 1201, title: 'A VS B' },
      { shareInfoId: 'k7m2p9q4xw', source: SHARE_SOURCE.wechat },
    );
    rememberShareLanding(path.slice(path.indexOf('?')));
    expect(kept()).toBe('k7m2p9q4xw');
  });
});
