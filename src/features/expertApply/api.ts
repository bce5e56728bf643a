import {
  expertApplyStatus,
  formalExpertApply,
  type Application,
  type ApplyStatus,
  type FormalExpertApplyRequest,
} from '@contracts/expertApply';
import { call } from '@shared/http';

/** The expert application's calls (calls-errors-spec §7.11), one small function each. */

export const fetchApplyStatus = (signal?: AbortSignal): Promise<ApplyStatus> =>
  call(expertApplyStatus, {}, { signal });

export const submitApplication = (input: FormalExpertApplyRequest): Promise<Application> =>
  call(formalExpertApply, input);
