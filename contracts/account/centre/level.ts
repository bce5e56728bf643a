import { z } from 'zod/mini';
import { vipInfoSchema } from '../session';
import { defineEndpoint, noInput } from '../../endpoint';
import { int32 } from '../../integers';
import { body } from './fields';

/** The fan's level and VIP period (calls-errors-spec §7.10), and the development-only level move. */

/** data of GET /api/uc/my/queryLastLevelLog (calls-errors-spec §3: levelLog.reason). */
export const levelLogSchema = z.object({
  fromLevel: int32(),
  toLevel: int32(),
  reason: z.nullable(z.string()),
  createdAt: z.number(),
});

export type LevelLog = z.infer<typeof levelLogSchema>;

export const lastLevelLogSchema = z.object({ levelLog: z.nullable(levelLogSchema) });

/** data of GET /api/member/vip/info: the period as in user info, plus the level's name. */
export const memberVipInfoSchema = z.object({
  vipInfo: vipInfoSchema,
  vipLevel: int32(),
  /** 红单会员, 超级红单会员, 数据会员, or '' for none. */
  vipName: z.string(),
  /** Auto-renewal is on (off unless the fan turned it on; docs/decisions/vip.md). */
  autoRenew: z.boolean(),
});

export type MemberVipInfo = z.infer<typeof memberVipInfoSchema>;

export { vipLevelName } from '../../vip';

/** The development-only POST /api/dev/user-level: moves the caller's level with a logged reason. */
export const devUserLevelSchema = z.object(
  {
    level: int32({ min: 0, max: 2 }),
    reason: z.optional(z.string().check(z.maxLength(100))),
  },
  body,
);

/** data of the development-only POST /api/dev/user-level. */
export const devUserLevelResultSchema = z.object({ userLevel: int32() });

export const ucLastLevelLog = defineEndpoint({
  method: 'GET',
  path: '/api/uc/my/queryLastLevelLog',
  access: 'reader',
  input: noInput,
  output: lastLevelLogSchema,
});

export const memberVipInfo = defineEndpoint({
  method: 'GET',
  path: '/api/member/vip/info',
  access: 'reader',
  input: noInput,
  output: memberVipInfoSchema,
});

/** POST /api/dev/user-level {level, reason?}: moves the caller's level, logged (development only). */
export const devUserLevel = defineEndpoint({
  method: 'POST',
  path: '/api/dev/user-level',
  access: 'writer',
  input: devUserLevelSchema,
  output: devUserLevelResultSchema,
});
