/**
 * The blank notice page a framed visit sees (product-spec §2 Guards). Someone else's frame could
 * overlay our buttons (clickjacking), so the app refuses to run inside it and offers to open itself.
 */
export default function FramedNoticePage() {
  return (
    <div className="page notice" data-testid="framed-notice">
      <h1 className="visually-hidden">提示</h1>
      <p className="notice__text">请在浏览器中直接打开本页面</p>
      <a
        className="btn btn--primary"
        href={window.location.href.replace(/#\/notice.*$/, '#/tabs/home')}
        target="_top"
        rel="noopener"
      >
        打开体育周报
      </a>
    </div>
  );
}
