import { WIND_VANE_REFUSAL_CODES as C } from '../../../contracts/windVane';
import type { Refusal } from '../../platform/refusals';

export const WindVaneRefusals = {
  notFound: { status: 404, code: C.notFound, msg: '该比赛暂无风向标数据' },
} as const satisfies Record<string, Refusal>;
