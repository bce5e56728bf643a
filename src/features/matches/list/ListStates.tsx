/** Skeleton, empty and error states of a match list. */

export function ListSkeleton({ rows = 8 }: { rows?: number }) {
  return (
    <div
      className="ml-skeleton"
      data-testid="list-skeleton"
      role="progressbar"
      aria-busy="true"
      aria-label="加载中"
    >
      {Array.from({ length: rows }, (_, i) => (
        <div className="ml-skeleton__row" key={i}>
          <span className="ml-skeleton__bar ml-skeleton__bar--short" />
          <span className="ml-skeleton__bar" />
          <span className="ml-skeleton__bar ml-skeleton__bar--mid" />
        </div>
      ))}
    </div>
  );
}

export function ListEmpty({ text }: { text: string }) {
  return (
    <div className="ml-state" data-testid="list-empty">
      <span className="ml-state__icon" aria-hidden="true">
        <svg
          viewBox="0 0 24 24"
          width="26"
          height="26"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
        >
          <circle cx="12" cy="12" r="9" />
          <path d="M12 7.5l4 2.9-1.5 4.7h-5L8 10.4z" />
        </svg>
      </span>
      <p>{text}</p>
    </div>
  );
}

export function ListError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="ml-state" data-testid="list-error" role="alert">
      <span className="ml-state__icon" aria-hidden="true">
        !
      </span>
      <p>{message}</p>
      <button type="button" className="btn btn--primary" onClick={onRetry}>
        重新加载
      </button>
    </div>
  );
}

export function ListLogin({ onLogin }: { onLogin: () => void }) {
  return (
    <div className="ml-state" data-testid="list-login">
      <span className="ml-state__icon" aria-hidden="true">
        ☆
      </span>
      <p>登录后查看关注的比赛</p>
      <button type="button" className="btn btn--primary" onClick={onLogin}>
        去登录
      </button>
    </div>
  );
}

export const EMPTY_TEXT: Readonly<Record<string, string>> = {
  all: '这一天暂无比赛',
  live: '暂无进行中的比赛',
  upcoming: '这一天暂无未开赛的比赛',
  finished: '这一天暂无已完场的比赛',
  followed: '还没有关注的比赛，点比赛右侧的星标即可关注',
};
