import { constConfig, faqList, type ConstConfig, type FaqSection } from '@contracts/service';
import { call } from '@shared/http';

export const fetchConstConfig = (signal?: AbortSignal): Promise<ConstConfig> =>
  call(constConfig, {}, { signal });

export const fetchFaq = async (signal?: AbortSignal): Promise<FaqSection[]> =>
  (await call(faqList, {}, { signal })).sections;
