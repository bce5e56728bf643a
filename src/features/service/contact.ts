import type { CustomerService } from '@contracts/service';

/** The app's own customer-service info (product-spec §3), used where the server says nothing. */
export const DEFAULT_CUSTOMER_SERVICE: CustomerService = {
  tel: '400-000-0000',
  email: 'service@matchday.example',
  wxNumber: 'matchday_kefu',
  name: '在线客服',
  qrCode: '',
};

/** product-spec §3: the const config's values override the defaults; an empty one keeps it. */
export function mergeCustomerService(
  server: Partial<CustomerService> | undefined,
  defaults: CustomerService = DEFAULT_CUSTOMER_SERVICE,
): CustomerService {
  const pick = (key: keyof CustomerService) => server?.[key]?.trim() || defaults[key];
  return {
    tel: pick('tel'),
    email: pick('email'),
    wxNumber: pick('wxNumber'),
    name: pick('name'),
    qrCode: pick('qrCode'),
  };
}

/** product-spec §9: the download page's agent when none is given. */
export const FALLBACK_DOWNLOAD_AGENT = '2335037';
export function downloadAgent(queryAgentId: string | null): string {
  return queryAgentId && /^\d{4,12}$/.test(queryAgentId) ? queryAgentId : FALLBACK_DOWNLOAD_AGENT;
}
