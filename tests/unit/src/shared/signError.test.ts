// @vitest-environment jsdom
// Pins the fan's side of issue 17 §4 item 6: when the app and the server sign the sport-data
// gateway with different secrets, a list shows a clear reason instead of the server's terse
// 签名校验失败 (the operator's side is tests/integration/server/secretSetting.test.ts).
import type { AxiosAdapter } from 'axios';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { defineGatewayCall } from '@contracts/gateway';
import { initChannel } from '@shared/channels';
import { ApiError, CODE_MESSAGES, failureText, http, sportdata } from '@shared/http';

const originalAdapter = http.defaults.adapter;
const listCall = defineGatewayCall('getMatchListByDate', z.looseObject({}), z.null());

beforeEach(() => initChannel());
afterEach(() => {
  http.defaults.adapter = originalAdapter;
});

describe('a signature the server refuses', () => {
  it('reads as a configuration problem the fan can report, not as 签名校验失败', async () => {
    const adapter: AxiosAdapter = (config) =>
      Promise.resolve({
        data: { isSuccess: false, code: 'sign_error', msg: '签名校验失败' },
        status: 403,
        statusText: '',
        headers: {},
        config,
      });
    http.defaults.adapter = adapter;
    const error: unknown = await sportdata(listCall, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 403, code: 'sign_error' });
    expect(failureText(error)).toBe(CODE_MESSAGES.sign_error);
    expect(failureText(error)).toMatch(/配置不一致.*刷新页面.*管理员/);
  });

  it('leaves every other code with the server’s own message', () => {
    const error = new ApiError('http', { code: 'sign_expired', message: '请求已过期', path: '/x' });
    expect(error.message).toBe('请求已过期');
    expect(new ApiError('server', { code: 'constructor', path: '/x' }).message).toBe(
      '系统错误，请稍后再试！',
    );
  });
});
