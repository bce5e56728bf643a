import { z } from 'zod/mini';
import { AccountMessages, SMS_CODE_PATTERN } from './account/session';
import { defineEndpoint, noInput } from './endpoint';
import { int32 } from './integers';
import { pictureListInput } from './uploads';
import { charCount, hasHtmlTag } from './userText';

/**
 * The expert application (issue 19 §2; product-spec §3 "Expert application": applyReason,
 * applyImageUrl, pickedId, frontImgPath, backImgPath; SMS type 50; calls-errors-spec §7.11). A
 * verified fan applies for one ball type with a reason, up to six images of their record and the
 * two sides of their id card, proving the phone with a type-50 code; an operator reviews
 * (`npm run expert:review`). Rules: docs/decisions/feedback-and-expert-apply.md.
 */

export const APPLY_REASON_MIN = 10;
export const APPLY_REASON_MAX = 500;

/** users.expert_apply_progress and expert_applications.status. */
export const APPLY_PROGRESS = { none: 0, reviewing: 1, approved: 2, refused: 3 } as const;
export const APPLY_STATUS_TEXT = { 1: '审核中', 2: '已通过', 3: '未通过' } as const;

/**
 * Why a fan may not apply now (null: they may), in the order the server checks: an expert needs no
 * application, one under review is enough, the desk may be closed, then the identity and the phone.
 */
export const APPLY_GATES = [
  'expert',
  'reviewing',
  'closed',
  'identity',
  'identityConfirm',
  'phone',
] as const;
export type ApplyGate = (typeof APPLY_GATES)[number];

export const ExpertApplyMessages = {
  reasonRequired: '请填写申请理由',
  reasonLength: `申请理由须为${APPLY_REASON_MIN}-${APPLY_REASON_MAX}个字`,
  reasonHtml: '申请理由只能是文字，不能包含 HTML 标签',
  pickedId: '请选择申请的球类',
  frontRequired: '请上传身份证正面照片',
  backRequired: '请上传身份证反面照片',
  expert: '您已是专家，无需申请',
  reviewing: '您的专家申请正在审核中，请耐心等待',
  closed: '专家申请暂未开放，请稍后再试',
  identity: '申请专家需先完成实名认证',
  identityConfirm: '申请专家需先确认实名认证信息',
  phone: '申请专家需先绑定手机号',
} as const satisfies Record<string, string> & Record<ApplyGate, string>;

export function applyReasonProblem(raw: string): string | null {
  const value = raw.trim();
  if (value === '') return ExpertApplyMessages.reasonRequired;
  if (hasHtmlTag(value)) return ExpertApplyMessages.reasonHtml;
  const length = charCount(value);
  if (length < APPLY_REASON_MIN || length > APPLY_REASON_MAX)
    return ExpertApplyMessages.reasonLength;
  return null;
}

const body = { error: AccountMessages.badRequest };
const imagePath = (required: string) =>
  z
    .string({ error: required })
    .check(z.minLength(1, { error: required }), z.maxLength(200, { error: required }));

/** POST /api/uc/formalExpertApply. `code`: a type-50 SMS code sent to the bound phone. */
export const formalExpertApplySchema = z.object(
  {
    applyReason: z.string({ error: ExpertApplyMessages.reasonRequired }).check(
      z.maxLength(APPLY_REASON_MAX * 4, { error: ExpertApplyMessages.reasonLength }),
      z.superRefine((value, ctx) => {
        const message = applyReasonProblem(value);
        if (message) ctx.addIssue({ code: 'custom', message, input: value });
      }),
    ),
    applyImageUrl: pictureListInput,
    pickedId: z.pipe(
      z.union([z.literal(1), z.literal(2), z.literal('1'), z.literal('2')], {
        error: ExpertApplyMessages.pickedId,
      }),
      z.transform((v) => Number(v) as 1 | 2),
    ),
    frontImgPath: imagePath(ExpertApplyMessages.frontRequired),
    backImgPath: imagePath(ExpertApplyMessages.backRequired),
    code: z
      .string({ error: AccountMessages.codeFormat })
      .check(z.regex(SMS_CODE_PATTERN, { error: AccountMessages.codeFormat })),
  },
  body,
);
export type FormalExpertApplyRequest = z.input<typeof formalExpertApplySchema>;

export const applicationSchema = z.object({
  id: int32(),
  /** 1 审核中, 2 已通过, 3 未通过. */
  status: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  /** 1 football, 2 basketball. */
  pickedId: int32(),
  /** The fan's own words: shown as text. */
  applyReason: z.string(),
  /** The reviewer's words (a refusal's reason): shown as text. */
  reviewReason: z.nullable(z.string()),
  createdAt: z.number(),
  reviewedAt: z.nullable(z.number()),
});
export type Application = z.infer<typeof applicationSchema>;

export const formalExpertApply = defineEndpoint({
  method: 'POST',
  path: '/api/uc/formalExpertApply',
  access: 'writer',
  input: formalExpertApplySchema,
  output: applicationSchema,
});

/** data of GET /api/uc/expertApply/applyStatus: the latest application and whether one may be made. */
export const applyStatusSchema = z.object({
  /** users.expert_apply_progress: 0 none, 1 reviewing, 2 approved, 3 refused. */
  progress: int32(),
  /** Why an application cannot be made now; null when it can. */
  gate: z.nullable(z.enum(APPLY_GATES)),
  /** The bound phone the type-50 code goes to (the owner's own; '' without one). */
  phone: z.string(),
  application: z.nullable(applicationSchema),
});
export type ApplyStatus = z.infer<typeof applyStatusSchema>;

export const expertApplyStatus = defineEndpoint({
  method: 'GET',
  path: '/api/uc/expertApply/applyStatus',
  access: 'reader',
  input: noInput,
  output: applyStatusSchema,
});

/** The application's refusal codes (server/features/expertApply/refusals.ts says what the fan reads). */
export const EXPERT_APPLY_REFUSAL_CODES = {
  expert: 'already_expert',
  reviewing: 'apply_reviewing',
  closed: 'apply_closed',
  identity: 'identity_required',
  identityConfirm: 'identity_confirm_required',
  phone: 'phone_not_bound',
  notFound: 'application_not_found',
  reviewed: 'application_reviewed',
} as const;
