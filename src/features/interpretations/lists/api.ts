import {
  interpretationList,
  myLookInterpretations,
  myPublishInterpretations,
  type InterpretationPage,
} from '@contracts/interpretations';
import { call } from '@shared/http';
import type { JieduListType, MyLookTab, PostedTab } from './rules';

export function fetchJieduPage(
  type: JieduListType,
  qiuFlag: 1 | 2 | null,
  pageNo: number,
  signal: AbortSignal,
): Promise<InterpretationPage> {
  return call(
    interpretationList,
    { pageNo, type, ...(qiuFlag === null ? {} : { qiuFlag }) },
    { signal },
  );
}

export function fetchMyLookJieduPage(
  tab: MyLookTab,
  pageNo: number,
  signal: AbortSignal,
): Promise<InterpretationPage> {
  return call(myLookInterpretations, { pageNo, tab }, { signal });
}

export function fetchMyPostJieduPage(
  tab: PostedTab,
  pageNo: number,
  signal: AbortSignal,
): Promise<InterpretationPage> {
  return call(myPublishInterpretations, { pageNo, tab }, { signal });
}

/** The free readings on sale (免费专区, special-home/free), newest first. */
export function fetchFreeJieduPage(
  pageNo: number,
  signal: AbortSignal,
): Promise<InterpretationPage> {
  return call(interpretationList, { pageNo, type: 0, free: true }, { signal });
}
