// Pins the level check of product-spec §4 "User level": on a user-centre load, a rise over the
// stored previous level shows the congratulation popup (publish button → publish tab, matchType the
// ball type or 1, tab 0), a fall fetches the last level log and shows its reason or
// 很抱歉您已被降级, and the new level is stored either way; the first look only stores.
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeModal, useOverlayStore } from '@shared/overlays';
import { localStore } from '@shared/storage';
import {
  checkLevelChange,
  OLD_LEVEL_KEY,
  storedLevel,
  storeLevel,
  type LevelCheckDeps,
} from '@features/account/centre/levelCheck';
import { showDemotionPopup, showPromotionPopup } from '@features/account/centre/LevelPopup';

function fakeDeps(reason: string | null | Error = null) {
  return {
    fetchLastLevelLog: vi.fn(() =>
      reason instanceof Error
        ? Promise.reject(reason)
        : Promise.resolve({
            levelLog: reason === null ? null : { fromLevel: 2, toLevel: 1, reason, createdAt: 1 },
          }),
    ),
    showPromotion: vi.fn(),
    showDemotion: vi.fn(),
  } satisfies LevelCheckDeps;
}

afterEach(() => closeModal());

describe('checkLevelChange', () => {
  it('only stores the level on the first look', async () => {
    const deps = fakeDeps();
    await expect(checkLevelChange({ id: 7, userLevel: 2, qiuFlag: 1 }, deps)).resolves.toBe('none');
    expect(deps.showPromotion).not.toHaveBeenCalled();
    expect(storedLevel(7)).toBe(2);
    expect(JSON.parse(localStore.get(OLD_LEVEL_KEY) ?? '{}')).toEqual({ '7': 2 });
  });

  it('congratulates a rise with the level and ball type, then stores it', async () => {
    storeLevel(7, 0);
    const deps = fakeDeps();
    await expect(checkLevelChange({ id: 7, userLevel: 1, qiuFlag: 2 }, deps)).resolves.toBe('rise');
    expect(deps.showPromotion).toHaveBeenCalledWith(1, 2);
    expect(storedLevel(7)).toBe(1);
    // The next load finds nothing new.
    await expect(checkLevelChange({ id: 7, userLevel: 1, qiuFlag: 2 }, deps)).resolves.toBe('none');
    expect(deps.showPromotion).toHaveBeenCalledTimes(1);
  });

  it('shows the reason of the last level log on a fall', async () => {
    storeLevel(7, 2);
    const deps = fakeDeps('近一月回报率低于0%');
    await expect(checkLevelChange({ id: 7, userLevel: 1, qiuFlag: 1 }, deps)).resolves.toBe('fall');
    expect(deps.fetchLastLevelLog).toHaveBeenCalledTimes(1);
    expect(deps.showDemotion).toHaveBeenCalledWith('近一月回报率低于0%', 1);
    expect(storedLevel(7)).toBe(1);
  });

  it.each([null, new Error('offline')])('falls back to 很抱歉您已被降级 (%s)', async (reason) => {
    storeLevel(7, 1);
    const deps = fakeDeps(reason);
    await checkLevelChange({ id: 7, userLevel: 0, qiuFlag: 1 }, deps);
    expect(deps.showDemotion).toHaveBeenCalledWith('很抱歉您已被降级', 0);
    expect(storedLevel(7)).toBe(0);
  });

  it('keeps each user apart, and pops once when a screen checks twice at once', async () => {
    storeLevel(7, 0);
    storeLevel(8, 2);
    const deps = fakeDeps();
    await Promise.all([
      checkLevelChange({ id: 7, userLevel: 2, qiuFlag: 1 }, deps),
      checkLevelChange({ id: 7, userLevel: 2, qiuFlag: 1 }, deps),
    ]);
    expect(deps.showPromotion).toHaveBeenCalledTimes(1);
    expect(storedLevel(8)).toBe(2);
  });

  it('treats a broken stored map as none', async () => {
    localStore.set(OLD_LEVEL_KEY, '{broken');
    const deps = fakeDeps();
    await expect(checkLevelChange({ id: 7, userLevel: 1, qiuFlag: 1 }, deps)).resolves.toBe('none');
  });
});

describe('the popups', () => {
  const renderModal = () => render(<>{useOverlayStore.getState().modal?.content}</>);

  it('level 2: paid recommendations, up to 30%, and a publish button', () => {
    const publish = vi.fn();
    showPromotionPopup(2, publish);
    renderModal();
    expect(screen.getByTestId('level-promotion').textContent).toContain('付费推荐');
    expect(screen.getByTestId('level-promotion').textContent).toContain('30%');
    fireEvent.click(screen.getByTestId('level-publish'));
    expect(publish).toHaveBeenCalledTimes(1);
    expect(useOverlayStore.getState().modal).toBeNull();
  });

  it('level 1: free recommendations', () => {
    showPromotionPopup(1, vi.fn());
    renderModal();
    expect(screen.getByTestId('level-promotion').textContent).toContain('免费推荐');
  });

  it('a fall shows its text', () => {
    showDemotionPopup('很抱歉您已被降级', 0);
    renderModal();
    expect(screen.getByTestId('level-demotion-text').textContent).toBe('很抱歉您已被降级');
  });
});
