import { Link } from 'react-router-dom';
import type { ReplayDetail } from '@contracts/expertReplays';
import type { FeedItem } from '@contracts/social';
import { serverNow } from '@shared/http';
import { PagedSection, pagedPlaceholder, usePagedList } from '@shared/paging';
import { hrefFor } from '@shared/routes';
import { countText, postTimeText } from '@features/social/parts';
import { fetchExpertArticles, fetchExpertReplays } from './api';
import { planResultText } from './rules';
import './articles.css';

type Row = { id: number; title: string; sub: string; at: number; likes: number; href: string };

function Rows({ rows, testId }: { rows: readonly Row[]; testId: string }) {
  return (
    <ul className="xp-writings">
      {rows.map((row) => (
        <li key={row.id}>
          <Link className="xp-writings__row" to={row.href} data-testid={testId}>
            <strong>{row.title}</strong>
            <span className="xp-writings__sub">{row.sub}</span>
            <span className="xp-writings__meta">
              {postTimeText(row.at, serverNow())} · 赞 {countText(row.likes)}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** 文章 of the expert home: the expert's articles, newest first, each opening expert-article/{id}. */
export function ExpertArticles({ expertId, round }: { expertId: number; round: number }) {
  const pages = usePagedList<FeedItem, number>(
    () => ({
      first: 1,
      keyOf: (item) => item.id,
      fetchPage: async (pageNo, { signal }) => {
        const page = await fetchExpertArticles(expertId, pageNo, signal);
        return { items: page.list, next: page.hasMore ? pageNo + 1 : null };
      },
    }),
    [expertId, round],
  );
  if (pages.items.length === 0) return pagedPlaceholder(pages, 'expert-articles', '暂无文章');
  const rows = pages.items.map((item) => ({
    id: item.id,
    title: item.title,
    sub: item.content,
    at: item.createdAt,
    likes: item.likeCount,
    href: hrefFor('expert-article', { id: item.id }),
  }));
  return (
    <PagedSection pages={pages} pull={false} moreTestId="expert-articles-more">
      <Rows rows={rows} testId="expert-article-row" />
    </PagedSection>
  );
}

/** 复盘 of the expert home: the expert's replays with their plan's result, each opening its page. */
export function ExpertReplays({ expertId, round }: { expertId: number; round: number }) {
  const pages = usePagedList<ReplayDetail, number>(
    () => ({
      first: 1,
      keyOf: (replay) => replay.id,
      fetchPage: async (pageNo, { signal }) => {
        const page = await fetchExpertReplays(expertId, pageNo, signal);
        return { items: page.list, next: page.hasMore ? pageNo + 1 : null };
      },
    }),
    [expertId, round],
  );
  if (pages.items.length === 0) return pagedPlaceholder(pages, 'expert-replays', '暂无复盘');
  const rows = pages.items.map((replay) => ({
    id: replay.id,
    title: replay.title,
    sub: `${replay.plan.matchName} · ${planResultText(replay.plan.result)}`,
    at: replay.createdAt,
    likes: replay.likeCount,
    href: hrefFor('expert-replay', { id: replay.id }),
  }));
  return (
    <PagedSection pages={pages} pull={false} moreTestId="expert-replays-more">
      <Rows rows={rows} testId="expert-replay-row" />
    </PagedSection>
  );
}
