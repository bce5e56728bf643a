/** Loading skeleton and the error state of the home tab. */

export function HomeSkeleton() {
  return (
    <div className="home-skeleton" data-testid="home-skeleton" aria-busy="true" aria-label="加载中">
      <div className="home-skeleton__strip">
        {[0, 1, 2].map((i) => (
          <span key={i} className="home-skeleton__card" />
        ))}
      </div>
      {[0, 1, 2, 3].map((i) => (
        <span key={i} className="home-skeleton__row" />
      ))}
    </div>
  );
}

export function HomeError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="home-error" role="alert" data-testid="home-error">
      <p>{message}</p>
      <button type="button" className="btn btn--primary" onClick={onRetry}>
        重新加载
      </button>
    </div>
  );
}
