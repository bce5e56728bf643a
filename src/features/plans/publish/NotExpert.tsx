import { Link } from 'react-router-dom';
import { hrefFor } from '@shared/routes';

/** A fan who is not an expert: why the form is not there, and the way to become one. */
export function NotExpert({ message }: { message: string }) {
  return (
    <div className="ui-state pub-gate" data-testid="publish-not-expert">
      <p>{message}</p>
      <p className="pub-note">成为专家后即可发布推荐方案</p>
      <Link className="btn btn--primary" to={hrefFor('expert-apply')}>
        申请成为专家
      </Link>
    </div>
  );
}
