// Pins the expert application (issue 19 §2; product-spec §3 "Expert application", SMS type 50;
// calls-errors-spec §7.11) and its review through the real server and database: who may apply (a
// fan, not an expert, with a real name verified here and a bound phone, while the server takes
// applications), one under review at a time, the form's rules (reason, ball type, the fan's own
// images, the type-50 code spent last), the status call, and the review — approve makes a laboratory
// expert (level, level log, experts row, progress 2, a message), refuse says why and lets the fan
// apply again.
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userInfoSchema } from '../../../contracts/account/session';
import { applicationSchema, applyStatusSchema } from '../../../contracts/expertApply';
import {
  expertApplications,
  experts,
  smsCodes,
  userLevelLogs,
  userMessages,
  users,
} from '../../../server/db/schema';
import {
  APPROVED_LOG_REASON,
  DEFAULT_REFUSAL_REASON,
  reviewApplication,
} from '../../../server/features/expertApply';
import { passCaptcha } from '../../kit/captcha';
import { expectRefusal } from '../../kit/refusal';
import { startTestApp, type TestApp } from '../../kit/testApp';
import { expectOk, uploadFixtures, type Fan } from '../../kit/uploadFixtures';

const NOW = Date.parse('2026-11-22T21:10:00+08:00');
const APPLY = '/api/uc/formalExpertApply';
const STATUS = '/api/uc/expertApply/applyStatus';

let test: TestApp;
const { fan, uploaded, get, post } = uploadFixtures(() => test);

beforeAll(async () => {
  test = await startTestApp({ now: NOW });
});
afterAll(() => test.close());

let ips = 0;
/** A type-50 code sent to the phone through the real send (captcha first), read back in dev. */
async function codeFor(phone: string): Promise<string> {
  // The 60 s between two codes to a phone runs on real time: earlier codes are made older instead.
  await test.database.db
    .update(smsCodes)
    .set({ createdAt: sql`${smsCodes.createdAt} - interval '2 minutes'` })
    .where(eq(smsCodes.phone, phone));
  const remoteAddress = `10.50.${Math.floor(++ips / 200)}.${(ips % 200) + 1}`;
  const captchaTicket = await passCaptcha(test.app, { remoteAddress });
  expectOk(
    await test.app.inject({
      method: 'POST',
      url: '/api/uc/sms/send',
      payload: { phone, type: 50, captchaTicket },
      remoteAddress,
    }),
  );
  const sent = expectOk(await get(`/api/dev/sms-codes?phone=${phone}`)) as { code: string };
  return sent.code;
}

/** A whole application's body: the fan's own images, a fresh code unless one is given. */
async function form(who: Fan, over: Record<string, unknown> = {}) {
  return {
    applyReason: '十年足球分析经验，擅长英超与德甲，近三月推荐命中率六成以上。',
    applyImageUrl: [await uploaded(who), await uploaded(who, 'jpeg')].join(','),
    pickedId: 1,
    frontImgPath: await uploaded(who),
    backImgPath: await uploaded(who),
    code: 'code' in over ? over.code : await codeFor(who.phone),
    ...over,
  };
}

const statusOf = async (who: Fan, app = test) =>
  applyStatusSchema.parse(
    expectOk(await app.app.inject({ method: 'GET', url: STATUS, headers: cookieOf(who) })),
  );
const cookieOf = (who: Fan) => ({ cookie: `jcob_token=${who.token}` });
const infoOf = async (who: Fan) =>
  userInfoSchema.parse(expectOk(await get('/api/uc/index', who, true)));
const applied = async (who: Fan, over: Record<string, unknown> = {}) =>
  applicationSchema.parse(expectOk(await post(APPLY, await form(who, over), who)));

describe('who may apply', () => {
  it('refuses a visitor, and an application with the token only in the cookie', async () => {
    expectRefusal(await get(STATUS), 401, 'no_login');
    const who = await fan({ verified: true });
    expectRefusal(await post(APPLY, await form(who, { code: '123456' })), 401, 'no_login');
    expectRefusal(await post(APPLY, await form(who), who, true), 401, 'no_login');
  });

  it('sends a fan without a verified real name to verify, or to confirm, first', async () => {
    const never = await fan();
    expect(await statusOf(never)).toMatchObject({
      gate: 'identity',
      progress: 0,
      application: null,
    });
    expectRefusal(
      await post(APPLY, await form(never), never),
      403,
      'identity_required',
      '申请专家需先完成实名认证',
    );
    // A name and id card on file from before this app, not yet confirmed here: identity code 2.
    const before = await fan();
    await test.database.db
      .update(users)
      .set({ realName: '王建国', idCard: '310104198503072816' })
      .where(eq(users.id, before.id));
    expect((await statusOf(before)).gate).toBe('identityConfirm');
    expectRefusal(
      await post(APPLY, await form(before), before),
      403,
      'identity_confirm_required',
      '申请专家需先确认实名认证信息',
    );
  });

  it('needs a bound phone, and is not for experts', async () => {
    const noPhone = await fan({ verified: true, phone: false });
    expect((await statusOf(noPhone)).gate).toBe('phone');
    const expert = await fan({ verified: true, userLevel: 1 });
    expect((await statusOf(expert)).gate).toBe('expert');
    expectRefusal(
      await post(APPLY, await form(expert), expert),
      409,
      'already_expert',
      '您已是专家，无需申请',
    );
  });

  it('takes none while the server is closed (EXPERT_APPLY_OPEN=0), and hides the entry', async () => {
    const closed = await startTestApp({
      now: NOW,
      database: test.database,
      config: { expertApplyOpen: false },
    });
    try {
      const who = await fan({ verified: true });
      expect((await statusOf(who, closed)).gate).toBe('closed');
      const res = await closed.app.inject({
        method: 'POST',
        url: APPLY,
        payload: await form(who),
        headers: { authorization: `Bearer ${who.token}` },
      });
      expectRefusal(res, 403, 'apply_closed', '专家申请暂未开放，请稍后再试');
      const info = await closed.app.inject({
        method: 'GET',
        url: '/api/uc/index',
        headers: cookieOf(who),
      });
      expect(userInfoSchema.parse(expectOk(info)).showApplyExpert).toBe('0');
      expect((await infoOf(who)).showApplyExpert).toBe('1');
    } finally {
      await closed.close();
    }
  });
});

describe('the form', () => {
  it('refuses a bad reason, ball type or id card side with what is wrong', async () => {
    const who = await fan({ verified: true });
    const bad = async (over: Record<string, unknown>, msg: string, code = 'bad_request') =>
      expectRefusal(
        await post(APPLY, await form(who, { code: '123456', ...over }), who),
        400,
        code,
        msg,
      );
    await bad({ applyReason: '想当专家' }, '申请理由须为10-500个字');
    await bad(
      { applyReason: '<b>十年足球分析经验，擅长英超</b>' },
      '申请理由只能是文字，不能包含 HTML 标签',
    );
    await bad({ pickedId: 3 }, '请选择申请的球类');
    await bad({ frontImgPath: undefined }, '请上传身份证正面照片');
    await bad({ backImgPath: '' }, '请上传身份证反面照片');
    await bad({ applyImageUrl: `${await uploaded(who)},,` }, '图片url为空', 'image_url_empty');
    const seven = await Promise.all(Array.from({ length: 7 }, () => uploaded(who)));
    await bad({ applyImageUrl: seven.join(',') }, '只能上传6张图片', 'too_many_images');
    const theirs = await uploaded(await fan());
    await bad({ frontImgPath: theirs }, '图片地址无效，请重新上传', 'image_url_invalid');
    await bad({ applyImageUrl: theirs }, '图片地址无效，请重新上传', 'image_url_invalid');
    await bad({ code: '12' }, '请输入6位数字验证码');
    expect((await statusOf(who)).application).toBeNull();
  });

  it('spends the code last: a refused form keeps it, a wrong code is refused', async () => {
    const who = await fan({ verified: true });
    const code = await codeFor(who.phone);
    expectRefusal(
      await post(APPLY, await form(who, { code, pickedId: 9 }), who),
      400,
      'bad_request',
    );
    expectRefusal(
      await post(APPLY, await form(who, { code, frontImgPath: '/api/upload/img/1-aaaaaaaa' }), who),
      400,
      'image_url_invalid',
    );
    const wrong = code === '000000' ? '111111' : '000000';
    expectRefusal(await post(APPLY, await form(who, { code: wrong }), who), 400, 'code_error');
    expect((await applied(who, { code })).status).toBe(1);
  });
});

describe('applying', () => {
  it('makes one application under review, moves the progress and hides the entry', async () => {
    const who = await fan({ verified: true });
    expect(await statusOf(who)).toMatchObject({ gate: null, progress: 0, phone: who.phone });
    const made = await applied(who, { pickedId: '2' });
    expect(made).toMatchObject({ status: 1, pickedId: 2, reviewReason: null, reviewedAt: null });
    expect(made.createdAt).toBe(NOW);
    expect(await statusOf(who)).toMatchObject({
      gate: 'reviewing',
      progress: 1,
      application: made,
    });
    expect(await infoOf(who)).toMatchObject({ expertApplyProgress: 1, showApplyExpert: '0' });
    expectRefusal(
      await post(APPLY, await form(who), who),
      409,
      'apply_reviewing',
      '您的专家申请正在审核中，请耐心等待',
    );
  });

  it('makes one application of two sent at once', async () => {
    const who = await fan({ verified: true });
    const code = await codeFor(who.phone);
    const [a, b] = await Promise.all([
      post(APPLY, await form(who, { code }), who),
      post(APPLY, await form(who, { code }), who),
    ]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses[0]).toBe(200);
    // The other found the code spent (400) or the application made (409).
    expect([400, 409]).toContain(statuses[1]);
    const rows = await test.database.db
      .select()
      .from(expertApplications)
      .where(eq(expertApplications.userId, who.id));
    expect(rows).toHaveLength(1);
  });
});

describe('the review', () => {
  const messagesOf = (userId: number) =>
    test.database.db
      .select()
      .from(userMessages)
      .where(eq(userMessages.userId, userId))
      .orderBy(desc(userMessages.id));

  it('approves: a laboratory expert with the level log, an experts row and a message', async () => {
    const who = await fan({ verified: true });
    const { id } = await applied(who, { pickedId: 2 });
    const outcome = await reviewApplication(test.database.db, {
      applicationId: id,
      decision: 'approve',
      now: NOW + 3_600_000,
    });
    expect(outcome).toMatchObject({
      ok: true,
      data: { id, status: 2, reviewedAt: NOW + 3_600_000 },
    });
    expect(await infoOf(who)).toMatchObject({
      userLevel: 1,
      isExpert: true,
      expertApplyProgress: 2,
      showApplyExpert: '0',
    });
    const log = expectOk(await get('/api/uc/my/queryLastLevelLog', who, true));
    expect(log).toMatchObject({
      levelLog: { fromLevel: 0, toLevel: 1, reason: APPROVED_LOG_REASON },
    });
    const [expert] = await test.database.db
      .select()
      .from(experts)
      .where(eq(experts.userId, who.id));
    expect(expert).toMatchObject({ userLevel: 1, qiuFlag: 2, strength: 10, followers: 0 });
    const [message] = await messagesOf(who.id);
    expect(message).toMatchObject({ subType: 3, title: '专家申请已通过' });
    expect(JSON.parse(message!.content)).toMatchObject({
      link: '#/expert-apply',
      kind: 'expert_apply',
    });
    expect(await statusOf(who)).toMatchObject({ gate: 'expert', progress: 2 });
    // A review happens once.
    expect(
      await reviewApplication(test.database.db, {
        applicationId: id,
        decision: 'refuse',
        now: NOW,
      }),
    ).toMatchObject({ ok: false, refusal: { code: 'application_reviewed' } });
    expect(await messagesOf(who.id)).toHaveLength(1);
  });

  it('refuses with the reason, then lets the fan apply again', async () => {
    const who = await fan({ verified: true });
    const first = await applied(who);
    const reason = '近期推荐记录不足，请补充战绩截图';
    const outcome = await reviewApplication(test.database.db, {
      applicationId: first.id,
      decision: 'refuse',
      reason,
      now: NOW,
    });
    expect(outcome).toMatchObject({ ok: true, data: { status: 3, reviewReason: reason } });
    expect(await statusOf(who)).toMatchObject({
      gate: null,
      progress: 3,
      application: { id: first.id, status: 3, reviewReason: reason },
    });
    expect(await infoOf(who)).toMatchObject({ userLevel: 0, showApplyExpert: '1' });
    const [message] = await messagesOf(who.id);
    expect(message?.title).toBe('专家申请未通过');
    expect((JSON.parse(message!.content) as { text: string }).text).toContain(reason);
    const again = await applied(who);
    expect(again.id).not.toBe(first.id);
    expect(await statusOf(who)).toMatchObject({ gate: 'reviewing', progress: 1 });
    const levels = await test.database.db
      .select()
      .from(userLevelLogs)
      .where(and(eq(userLevelLogs.userId, who.id)));
    expect(levels).toEqual([]);
  });

  it('refuses with a default reason, and knows no application it was not given', async () => {
    const who = await fan({ verified: true });
    const { id } = await applied(who);
    const outcome = await reviewApplication(test.database.db, {
      applicationId: id,
      decision: 'refuse',
      reason: '  ',
      now: NOW,
    });
    expect(outcome).toMatchObject({ ok: true, data: { reviewReason: DEFAULT_REFUSAL_REASON } });
    expect(
      await reviewApplication(test.database.db, {
        applicationId: 2_000_000,
        decision: 'approve',
        now: NOW,
      }),
    ).toMatchObject({ ok: false, refusal: { code: 'application_not_found', status: 404 } });
  });
});
