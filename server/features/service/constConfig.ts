import type { ConstConfig } from '../../../contracts/service';

/** product-spec §9: the agent the download page falls back to. */
export const FALLBACK_DOWNLOAD_AGENT = 2335037;

/**
 * The const config's customer-service info (product-spec §3): what the server knows overrides the
 * app's defaults; a field the server leaves empty keeps the default. The service phone is the
 * deployment's (SERVICE_PHONE); the rest is the desk's, kept here.
 */
export function constConfigOf(servicePhone: string | null): ConstConfig {
  return {
    customerService: {
      tel: servicePhone ?? '',
      email: 'service@matchday.example',
      wxNumber: 'matchday_kefu',
      name: '赛事日客服',
      qrCode: '',
    },
    downloadAgentId: FALLBACK_DOWNLOAD_AGENT,
  };
}
