// Pins the new-version flow of the service worker (issue 38 §1, docs/decisions/pwa.md) on a fake
// worker: a waiting worker is offered, and takes over only when the fan accepts; a page whose worker
// changed under it reloads; the open app asks for a new version every hour on the scheduler, never
// while hidden or offline, once on return.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  startUpdateFlow,
  UPDATE_CHECK_KEY,
  UPDATE_CHECK_MS,
  type WorkerPort,
} from '../../../../../src/app/pwa/appWorker';
import { installSchedulerKit, type SchedulerKit } from '../../../../kit/schedulerKit';

/** A worker port whose events the test fires, counting what the flow asks of it. */
function fakeWorker(registered = true) {
  const waiting: Array<() => void> = [];
  const controlling: Array<(isUpdate: boolean) => void> = [];
  const port = {
    onWaiting: (listener: () => void) => void waiting.push(listener),
    onControlling: (listener: (isUpdate: boolean) => void) => void controlling.push(listener),
    register: vi.fn(() =>
      Promise.resolve(registered ? ({} as ServiceWorkerRegistration) : undefined),
    ),
    update: vi.fn(() => Promise.resolve()),
    skipWaiting: vi.fn(),
  } satisfies WorkerPort;
  return {
    port,
    waits: () => waiting.forEach((listener) => listener()),
    takesOver: (isUpdate: boolean) => controlling.forEach((listener) => listener(isUpdate)),
  };
}

let kit: SchedulerKit;
beforeEach(() => {
  kit = installSchedulerKit();
});
afterEach(() => kit.restore());

async function started(worker = fakeWorker()) {
  const accepts: Array<() => void> = [];
  const reload = vi.fn();
  const flow = await startUpdateFlow({
    worker: worker.port,
    scheduler: kit.scheduler,
    prompt: { show: (accept) => void accepts.push(accept) },
    reload,
  });
  return { worker, accepts, reload, flow };
}

describe('a new version', () => {
  it('is offered when its worker waits, and takes over only when the fan accepts', async () => {
    const { worker, accepts, reload } = await started();
    expect(accepts).toHaveLength(0);
    worker.waits();
    expect(accepts).toHaveLength(1);
    expect(worker.port.skipWaiting).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();

    accepts[0]?.();
    expect(worker.port.skipWaiting).toHaveBeenCalledTimes(1);
    // The page reloads once the new worker controls it, not before.
    expect(reload).not.toHaveBeenCalled();
    worker.takesOver(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads a page whose worker was replaced from another page of the app', async () => {
    const { worker, reload } = await started();
    worker.takesOver(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads for a first install (a worker the page did not have before)', async () => {
    const { worker, reload } = await started();
    worker.takesOver(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('asking for a new version', () => {
  it('asks every hour while the app is open, not again right after registering', async () => {
    const { worker, flow } = await started();
    await kit.flush();
    expect(worker.port.register).toHaveBeenCalledTimes(1);
    expect(worker.port.update).not.toHaveBeenCalled();
    await kit.advance(UPDATE_CHECK_MS - 1);
    expect(worker.port.update).not.toHaveBeenCalled();
    await kit.advance(1);
    expect(worker.port.update).toHaveBeenCalledTimes(1);
    await kit.advance(UPDATE_CHECK_MS);
    expect(worker.port.update).toHaveBeenCalledTimes(2);
    flow?.stop();
    await kit.advance(10 * UPDATE_CHECK_MS);
    expect(worker.port.update).toHaveBeenCalledTimes(2);
  });

  it('asks nothing while hidden or offline, and once on return', async () => {
    const { worker, flow } = await started();
    await kit.flush();
    kit.hide();
    await kit.advance(3 * UPDATE_CHECK_MS);
    expect(worker.port.update).not.toHaveBeenCalled();
    kit.show();
    await kit.flush();
    expect(worker.port.update).toHaveBeenCalledTimes(1);

    kit.offline();
    await kit.advance(3 * UPDATE_CHECK_MS);
    expect(worker.port.update).toHaveBeenCalledTimes(1);
    kit.online();
    await kit.flush();
    expect(worker.port.update).toHaveBeenCalledTimes(2);
    expect(kit.job(UPDATE_CHECK_KEY).failureCount).toBe(0);
    flow?.stop();
  });

  it('keeps to the hour when a question fails (the server away): no quicker retries', async () => {
    const { worker, flow } = await started();
    worker.port.update.mockImplementation(() => Promise.reject(new Error('offline')));
    await kit.advance(UPDATE_CHECK_MS);
    expect(worker.port.update).toHaveBeenCalledTimes(1);
    await kit.advance(UPDATE_CHECK_MS - 1);
    expect(worker.port.update).toHaveBeenCalledTimes(1);
    await kit.advance(1);
    expect(worker.port.update).toHaveBeenCalledTimes(2);
    flow?.stop();
  });

  it('does nothing more when the browser refuses to register a worker', async () => {
    const { worker, flow } = await started(fakeWorker(false));
    expect(flow).toBeNull();
    await kit.advance(3 * UPDATE_CHECK_MS);
    expect(worker.port.update).not.toHaveBeenCalled();
    expect(kit.jobs()).toHaveLength(0);
  });
});
