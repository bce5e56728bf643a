import { useNavigate } from 'react-router-dom';
import { hrefFor } from '../routes';

/**
 * The top bar of a page: back (or home when there is no history) and the title. Shared by the shell's
 * planned pages and every feature screen, so all headers look and behave alike. `onBack` replaces the
 * back for the few pages that must not return into history (the top-up result after the provider).
 */
export function PageHeader({ title, onBack }: { title: string; onBack?: () => void }) {
  const navigate = useNavigate();
  const goBack = () => {
    if (onBack) return onBack();
    if (window.history.length > 1) void navigate(-1);
    else void navigate(hrefFor('tabs/home'), { replace: true });
  };
  return (
    <header className="page-header">
      <button type="button" className="page-header__back" aria-label="返回" onClick={goBack}>
        ‹
      </button>
      <h1 className="page-header__title">{title}</h1>
      <span className="page-header__spacer" />
    </header>
  );
}
