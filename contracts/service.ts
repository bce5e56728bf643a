import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint';

/**
 * The service centre (issue 37 §2; product-spec §3 "Customer-service info", "App config"): the
 * const config's customer-service info, which overrides the app's defaults field by field, and the
 * help centre's questions, kept by the server so the desk can change them without a release.
 */

/** product-spec §3: tel, email, wxNumber, name, qrCode. An empty field keeps the app's default. */
export const customerServiceSchema = z.object({
  tel: z.string(),
  email: z.string(),
  wxNumber: z.string(),
  name: z.string(),
  qrCode: z.string(),
});
export type CustomerService = z.infer<typeof customerServiceSchema>;

export const constConfigSchema = z.object({
  customerService: customerServiceSchema,
  /** The agent the download page falls back to (product-spec §9: 2335037). */
  downloadAgentId: z.number(),
});
export type ConstConfig = z.infer<typeof constConfigSchema>;

/** GET /api/common/constConfig (ours): the server's constants the app reads at run time. */
export const constConfig = defineEndpoint({
  method: 'GET',
  path: '/api/common/constConfig',
  access: 'anyone',
  input: z.object({}),
  output: constConfigSchema,
});

/** Where a fan comes to the help centre from (`user/customer-help?from=`). */
export const HELP_TOPICS = ['account', 'pay', 'plan', 'vip', 'activity', 'other'] as const;
export type HelpTopic = (typeof HELP_TOPICS)[number];

export const faqSectionSchema = z.object({
  topic: z.enum(HELP_TOPICS),
  title: z.string(),
  items: z.array(z.object({ q: z.string(), a: z.string() })),
});
export type FaqSection = z.infer<typeof faqSectionSchema>;

/** GET /api/common/faq (ours): the help centre's sections, in the order they are shown. */
export const faqList = defineEndpoint({
  method: 'GET',
  path: '/api/common/faq',
  access: 'anyone',
  input: z.object({}),
  output: z.object({ sections: z.array(faqSectionSchema) }),
});
