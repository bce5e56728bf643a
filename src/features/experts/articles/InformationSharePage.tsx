import { useSearchParams } from 'react-router-dom';
import { FEED_KINDS } from '@contracts/social';
import { currentChannel, isFeatureVisible } from '@shared/channels';
import { isApiError, serverNow } from '@shared/http';
import { useResource } from '@shared/resource';
import { hrefFor } from '@shared/routes';
import { EmptyState, Loaded } from '@shared/ui';
import { idParam, PictureGrid, postTimeText } from '@features/social/parts';
import { sharedItemResource } from './resources';
import './articles.css';

const NOT_FOUND = '资讯不存在或已被删除';

/** 打开App查看更多: to the download page with the channel's agent, only where download is shown. */
function OpenApp() {
  const { channel, agentId } = currentChannel();
  if (!isFeatureVisible(channel, 'download')) return null;
  return (
    <a
      className="share-info__cta"
      href={hrefFor('download', {}, { agentId })}
      data-testid="share-open-app"
    >
      打开App查看更多
    </a>
  );
}

function Shared({ id }: { id: number }) {
  const view = useResource(sharedItemResource, id);
  const gone =
    (isApiError(view.error) && view.error.status === 404 && !view.data) ||
    (view.data !== undefined && view.data.kind !== FEED_KINDS.news);
  if (gone) return <EmptyState text={NOT_FOUND} testId="share-not-found" />;
  return (
    <Loaded view={view} testId="share-info">
      {(item) => (
        <article data-testid="share-article">
          <h1 className="sns-post__title">{item.title}</h1>
          <p className="share-info__meta">
            <span data-testid="share-source">{item.author.nickName}</span>{' '}
            <time data-testid="share-time">{postTimeText(item.createdAt, serverNow())}</time>
          </p>
          <p className="sns-post__text" data-testid="share-text">
            {item.content}
          </p>
          <PictureGrid pictures={item.pictures} />
        </article>
      )}
    </Loaded>
  );
}

/**
 * 资讯分享页 (`share-page/information?id=`): a news item (kind 10) as a shared link shows it — title,
 * source, time, text as text, pictures — with no tab bar and no header back button (the reader came
 * from outside), and 打开App查看更多 where the channel shows download (product-spec §6).
 */
export default function InformationSharePage() {
  const [query] = useSearchParams();
  const id = idParam(query.get('id'));
  return (
    <div className="page share-info" data-testid="share-information-page">
      {id === null ? <EmptyState text={NOT_FOUND} testId="share-not-found" /> : <Shared id={id} />}
      <OpenApp />
    </div>
  );
}
