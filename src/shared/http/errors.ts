import { COMMON_REFUSAL_CODES } from '@contracts/refusals';

/**
 * Every failure of a call becomes one of these, never an uncaught exception (docs/api.md):
 * - network: no answer (offline, refused, DNS)
 * - timeout: no answer in time
 * - cancelled: the caller let go (AbortSignal)
 * - http: an HTTP status outside 2xx, with the server's code and message when it sent an envelope
 * - malformed: an answer that does not match the contract
 * - server: a well-formed envelope that reports failure, with its code and message
 */
export type ApiErrorKind = 'network' | 'timeout' | 'cancelled' | 'http' | 'malformed' | 'server';

/** What fans read when the server gave no message of its own. */
export const FALLBACK_MESSAGES: Readonly<Record<ApiErrorKind, string>> = {
  network: '网络连接失败，请检查网络后重试',
  timeout: '请求超时，请稍后重试',
  cancelled: '请求已取消',
  http: '服务器开小差了，请稍后重试',
  malformed: '数据异常，请稍后重试',
  server: '系统错误，请稍后再试！',
};

/**
 * Codes whose server message speaks to the operator, not the fan: the app shows its own text. A
 * sign_error means the app and the server sign the sport-data gateway with different secrets (a
 * deployment configured one side only): nothing the fan can fix, but they learn it is not them.
 */
export const CODE_MESSAGES: Readonly<Record<string, string>> = {
  sign_error: '应用与服务器的配置不一致，暂时无法加载数据。请刷新页面，仍不行请联系网站管理员',
};

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** The server's error code (errorCode or code), when it sent one. */
  readonly code: string | undefined;
  readonly status: number | undefined;
  /** Path of the failed call, for logs; never carries query values (they may hold secrets). */
  readonly path: string;

  constructor(
    kind: ApiErrorKind,
    init: { message?: string | null; code?: string | number; status?: number; path: string },
  ) {
    const code = init.code === undefined ? undefined : String(init.code);
    super(
      (code !== undefined && Object.hasOwn(CODE_MESSAGES, code) ? CODE_MESSAGES[code] : null) ||
        init.message ||
        FALLBACK_MESSAGES[kind],
    );
    this.name = 'ApiError';
    this.kind = kind;
    this.code = code;
    this.status = init.status;
    this.path = init.path;
  }

  /** True when the server said the user must log in. */
  get needsLogin(): boolean {
    return (
      this.status === 401 ||
      this.code === COMMON_REFUSAL_CODES.noLogin ||
      this.code === 'noLogin' ||
      this.code === 'no_token'
    );
  }
}

/**
 * The refusal a login-only call gets without a token, made on the spot: asking the server would only
 * cost a request, a 401 and a console error (issue 16 item 6).
 */
export function noLoginError(path: string): ApiError {
  return new ApiError('http', {
    status: 401,
    code: COMMON_REFUSAL_CODES.noLogin,
    message: '请先登录',
    path,
  });
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The server answered no (a refusal): it ends an attempt. A failure without an answer (network,
 * timeout, a 5xx) may have been saved already, so its retry keeps the same requestId.
 */
export function isRefusal(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.kind === 'server') return true;
  return error.kind === 'http' && error.status !== undefined && error.status < 500;
}
