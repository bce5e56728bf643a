// @vitest-environment jsdom
// Pins the browser adapter: visibilitychange and online/offline events reach the injected environment.
import { describe, expect, it } from 'vitest';
import { createEnvironment } from '@schedulers';
import { bindBrowserEnvironment } from '@shared/environment';

describe('bindBrowserEnvironment', () => {
  it('follows visibility and network state until unbound', () => {
    const env = createEnvironment();
    let state: DocumentVisibilityState = 'visible';
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
    const unbind = bindBrowserEnvironment(env);
    expect(env.current()).toEqual({ visible: true, online: true });
    state = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('offline'));
    expect(env.current()).toEqual({ visible: false, online: false });
    state = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('online'));
    expect(env.current()).toEqual({ visible: true, online: true });
    unbind();
    window.dispatchEvent(new Event('offline'));
    expect(env.current().online).toBe(true);
  });
});
