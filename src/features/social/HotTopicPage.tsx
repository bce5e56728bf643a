import { useSearchParams } from 'react-router-dom';
import { appConfig } from '@shared/config/appConfig';
import { EmptyState, PageHeader } from '@shared/ui';
import { fetchTopicPage } from './api';
import { FeedList } from './FeedList';
import { countText, idParam, pictureSrc } from './rules';
import { SnsGate } from './SnsGate';
import './social.css';

/**
 * 热门话题 (`sns/hot-topic-detail?title&topicPicture&msgId&hotDiscuss`): the topic's header, drawn at
 * once from the address the link carried (its title, picture and 热议 count), then its posts newest
 * first, paged, pull to refresh.
 */
export default function HotTopicPage() {
  const [query] = useSearchParams();
  const msgId = idParam(query.get('msgId'));
  const title = (query.get('title') ?? '').trim();
  const picture = pictureSrc(query.get('topicPicture') ?? '', appConfig.apiHost);
  const hot = Number(query.get('hotDiscuss'));
  return (
    <SnsGate title="热门话题">
      <div className="page sns-page" data-testid="sns-topic-page">
        <PageHeader title="热门话题" />
        {msgId === null ? (
          <EmptyState text="话题不存在" testId="sns-topic-not-found" />
        ) : (
          <>
            <header className="sns-topic" data-testid="sns-topic-header">
              {picture && <img className="sns-topic__picture" src={picture} alt="" />}
              <div className="sns-topic__text">
                <h2 className="sns-topic__title">#{title || '话题'}#</h2>
                {Number.isFinite(hot) && hot > 0 && (
                  <p className="sns-topic__hot" data-testid="sns-topic-hot">
                    {countText(hot)} 热议
                  </p>
                )}
              </div>
            </header>
            <FeedList
              fetchPage={async (pageNo, signal) =>
                (await fetchTopicPage(msgId, pageNo, signal)).posts
              }
              deps={[msgId]}
              emptyText="这个话题还没有帖子"
              testId="sns-topic-feed"
            />
          </>
        )}
      </div>
    </SnsGate>
  );
}
