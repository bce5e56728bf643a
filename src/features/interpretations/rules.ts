/**
 * Pure rules of the interpretation screens (product-spec §2 "Interpretations"): a missing reading,
 * and what the pay pages are told.
 */
import { INTERPRETATION_REFUSAL_CODES } from '@contracts/interpretations';
import { isApiError } from '@shared/http';

/** What pay-ok and pay-error are told besides their query: the reading to go back to. */
export interface JieduPayState {
  jieduId: number;
}

/** The reading does not exist (or is not published yet): the page says so instead of 重新加载. */
export function isInterpretationNotFound(error: unknown): boolean {
  return (
    isApiError(error) &&
    (error.status === 404 || error.code === INTERPRETATION_REFUSAL_CODES.notFound)
  );
}

/** 竞彩解读 / 老足彩解读 by the reading's type (the jiedu-list types). */
export function interpretationTypeText(type: number): string {
  return type === 3 ? '十四场/任九' : '竞彩';
}
