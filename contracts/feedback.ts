import { z } from 'zod/mini';
import { AccountMessages } from './account/session';
import { defineEndpoint } from './endpoint';
import { idInput, pageNoInput } from './inputs';
import { int32, int32Input } from './integers';
import { SNS_REFUSAL_CODES } from './social';
import { pictureListInput } from './uploads';
import { charCount, hasHtmlTag } from './userText';

/**
 * Feedback (issue 19 §2; product-spec §3 "Feedback": content, index type default 7, picturePath;
 * calls-errors-spec §7.10): a fan's feedback, about the app, a plan (plan/feedback), an
 * interpretation (tjInterpretation/feedback) or an expert's article (expert-article/feedback/{id}),
 * and the list of the fan's own with any reply (user/feedback-list). Figures and types are ours
 * (docs/decisions/feedback-and-expert-apply.md, docs/decisions/interpretation-feedback.md).
 */

export const FEEDBACK_MIN = 5;
export const FEEDBACK_MAX = 500;
/** Feedback one fan may send in 24 hours. */
export const FEEDBACK_PER_DAY = 10;
export const FEEDBACK_PAGE_SIZE = 10;
/** The spec's default index type (calls-errors-spec §9): 其他. */
export const FEEDBACK_DEFAULT_TYPE = 7;

/**
 * The index types: what the feedback is about. 1–3 are the reasons of a paid tip (a plan or an
 * interpretation), 4–5 the app's; an article takes 1 and 5 (ARTICLE_FEEDBACK_TYPES).
 */
export const FEEDBACK_TYPES = {
  1: '内容与标题不符',
  2: '赛果判定有误',
  3: '价格或退款问题',
  4: '功能建议',
  5: '页面或数据错误',
  7: '其他',
  /** A fan's news tip from broke-news (issue 37 §4), with its pictures. */
  8: '爆料',
} as const;
export type FeedbackType = keyof typeof FEEDBACK_TYPES;
export const PLAN_FEEDBACK_TYPES: readonly FeedbackType[] = [1, 2, 3, 7];
export const APP_FEEDBACK_TYPES: readonly FeedbackType[] = [4, 5, 7];
/**
 * An article is free and never settled, so a paid tip's 赛果判定有误 and 价格或退款问题 do not fit
 * it; its text can miss its title, or cite a wrong figure (页面或数据错误). Abuse is 举报 on its page.
 */
export const ARTICLE_FEEDBACK_TYPES: readonly FeedbackType[] = [1, 5, 7];

/**
 * What a feedback may be about (the table's subject_kind): a plan, an interpretation (解读) or an
 * expert's article (文章, a circle item of kind 6).
 */
export const FEEDBACK_SUBJECT_KINDS = ['plan', 'interpretation', 'article'] as const;
export type FeedbackSubjectKind = (typeof FEEDBACK_SUBJECT_KINDS)[number];

/**
 * The reasons offered about each kind. An interpretation is sold, titled and settled as a plan is,
 * so a plan's reasons (title vs content, the result, the price) are its reasons too.
 */
export const SUBJECT_FEEDBACK_TYPES: Readonly<
  Record<FeedbackSubjectKind, readonly FeedbackType[]>
> = {
  plan: PLAN_FEEDBACK_TYPES,
  interpretation: PLAN_FEEDBACK_TYPES,
  article: ARTICLE_FEEDBACK_TYPES,
};

/**
 * An article named that is not there (never was, deleted, another kind of item): the circles' own
 * code for an item not found, in the words the article's page says it.
 */
export const ARTICLE_NOT_FOUND = {
  status: 404,
  code: SNS_REFUSAL_CODES.notFound,
  msg: '文章不存在或已被删除',
} as const;

export const feedbackTypeName = (type: number): string =>
  FEEDBACK_TYPES[type as FeedbackType] ?? FEEDBACK_TYPES[FEEDBACK_DEFAULT_TYPE];

export const FeedbackMessages = {
  contentRequired: '请输入反馈内容',
  contentLength: `反馈内容须为${FEEDBACK_MIN}-${FEEDBACK_MAX}个字`,
  contentHtml: '反馈内容只能是文字，不能包含 HTML 标签',
  type: '反馈类型错误',
  subject: '反馈对象错误',
} as const;

/** The problem with a feedback's text, or null. Line breaks are welcome; markup is not. */
export function feedbackContentProblem(raw: string): string | null {
  const value = raw.trim();
  if (value === '') return FeedbackMessages.contentRequired;
  if (hasHtmlTag(value)) return FeedbackMessages.contentHtml;
  const length = charCount(value);
  if (length < FEEDBACK_MIN || length > FEEDBACK_MAX) return FeedbackMessages.contentLength;
  return null;
}

const body = { error: AccountMessages.badRequest };
const typeKeys = Object.keys(FEEDBACK_TYPES).map(Number);

/** A type from a number or a digit string; missing is the default 7. */
const typeInput = z.pipe(
  z.optional(int32Input({ min: 0, max: 99, error: FeedbackMessages.type })),
  z.transform((v) => (v === undefined ? FEEDBACK_DEFAULT_TYPE : v)),
);

/**
 * POST /api/uc/feedback/create. `picturePath` is the spec's comma-separated list of uploaded image
 * paths; `subjectKind` + `subjectId` (ours) name what the feedback is about, both or neither;
 * `requestId` (ours) makes a retried tap send once.
 */
export const feedbackCreateSchema = z
  .object(
    {
      content: z.string({ error: FeedbackMessages.contentRequired }).check(
        z.maxLength(FEEDBACK_MAX * 4, { error: FeedbackMessages.contentLength }),
        z.superRefine((value, ctx) => {
          const message = feedbackContentProblem(value);
          if (message) ctx.addIssue({ code: 'custom', message, input: value });
        }),
      ),
      type: typeInput.check(
        z.refine((t) => typeKeys.includes(t), { error: FeedbackMessages.type }),
      ),
      picturePath: pictureListInput,
      subjectKind: z.optional(z.enum(FEEDBACK_SUBJECT_KINDS, FeedbackMessages.subject)),
      subjectId: z.optional(idInput),
      /** One per attempt (ours): a retry with the same id answers the feedback it made. */
      requestId: z.string(body).check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, body)),
    },
    body,
  )
  .check(
    z.refine((v) => (v.subjectKind === undefined) === (v.subjectId === undefined), {
      error: FeedbackMessages.subject,
    }),
  );
export type FeedbackCreateRequest = z.input<typeof feedbackCreateSchema>;

export const feedbackCreateResultSchema = z.object({
  id: int32(),
  createdAt: z.number(),
  /** The same request (or the same feedback) had been sent already: that one is answered. */
  repeated: z.boolean(),
});

export const feedbackCreate = defineEndpoint({
  method: 'POST',
  path: '/api/uc/feedback/create',
  access: 'writer',
  input: feedbackCreateSchema,
  output: feedbackCreateResultSchema,
});

export const feedbackItemSchema = z.object({
  id: int32(),
  type: int32(),
  typeName: z.string(),
  /** The fan's own words: shown as text. */
  content: z.string(),
  /** Uploaded image paths (contracts/uploads.ts). */
  pictures: z.array(z.string()),
  /** What it is about: a plan, an interpretation or an article, with its title while it exists. */
  subject: z.nullable(
    z.object({ kind: z.enum(FEEDBACK_SUBJECT_KINDS), id: int32(), title: z.string() }),
  ),
  /** The service's answer, shown as text; null while there is none. */
  reply: z.nullable(z.string()),
  repliedAt: z.nullable(z.number()),
  createdAt: z.number(),
});
export type FeedbackItem = z.infer<typeof feedbackItemSchema>;

export const feedbackPageSchema = z.object({
  list: z.array(feedbackItemSchema),
  pageNo: int32(),
  pageSize: int32(),
  hasMore: z.boolean(),
});
export type FeedbackPage = z.infer<typeof feedbackPageSchema>;

/** GET /api/uc/feedbackRecored/{pageNo} (the spec's spelling): the fan's feedback, newest first. */
export const feedbackRecords = defineEndpoint({
  method: 'GET',
  path: '/api/uc/feedbackRecored/{pageNo}',
  access: 'reader',
  input: z.object({ pageNo: pageNoInput }),
  output: feedbackPageSchema,
});

/** The feedback's own refusal codes (server/features/feedback/service.ts says what the fan reads). */
export const FEEDBACK_REFUSAL_CODES = { dailyLimit: 'feedback_limit' } as const;
