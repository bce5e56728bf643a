import { expertPushStatus, myExpertPushes, orderExpertPush } from '@contracts/experts';
import { call } from '@shared/http';

export interface PushState {
  ordered: boolean;
  subscribers: number;
}

/** Whether the caller is subscribed to the expert's pushes, and how many are. */
export function fetchPushStatus(expertId: number, signal?: AbortSignal): Promise<PushState> {
  return call(expertPushStatus, { expertId }, { signal });
}

/** Subscribes (true) or cancels (false); answers the state after the change. */
export function orderPush(expertId: number, subscribe: boolean): Promise<PushState> {
  return call(orderExpertPush, { expertId, type: subscribe ? 1 : 2 });
}

/** A page of the caller's subscriptions, newest first. */
export function fetchMyPushes(pageNo: number, signal?: AbortSignal) {
  return call(myExpertPushes, { pageNo }, { signal });
}
