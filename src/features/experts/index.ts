/**
 * Experts (issue 19 §2): the expert hall and its rankings, the laboratory, expert search, the expert
 * home (and its share version), the league record and the experts a fan follows. The app's route
 * registry takes the screens from here, each loaded on first use; nothing else of the feature is
 * for other code (the expert notes are their own feature, src/features/notes).
 */
export const expertScreens = {
  /** `expert`: 专家, the hall. */
  hall: () => import('./HallPage'),
  /** `expert/{tab}/{type}/{qiuFlag}`: 专家榜. */
  ranking: () => import('./RankingPage'),
  /** `expert/lab/{qiuFlag}/{type}`: 实验室. */
  lab: () => import('./LabPage'),
  /** `expert-search`: 搜索专家. */
  search: () => import('./SearchPage'),
  /** `public/expertHome/{expertId}`: 专家主页. */
  home: () => import('./ExpertHomePage'),
  /** `public/expertHomeShare/{expertId}`: 专家主页 as shared. */
  homeShare: () => import('./ExpertHomeSharePage'),
  /** `leagueRecord/{expertId}/{gameType}`: 联赛战绩. */
  leagueRecord: () => import('./LeagueRecordPage'),
  /** `leagueRecordDetail/{option}`: 战绩详情, the plans of one league record row. */
  leagueRecordDetail: () => import('./records/LeagueRecordDetailPage'),
  /** `public/distribution`: 战绩分布, by game and league, and the best figures. */
  distribution: () => import('./records/DistributionPage'),
  /** `public/expertJdByLeague`: 联赛专家榜, a league's experts by hit rate. */
  leagueExperts: () => import('./records/LeagueExpertsPage'),
  /** `myAttention/{tab}`: 我的关注. */
  myAttention: () => import('./MyAttentionPage'),
  /** `hisAttention/{expertId}/{tab}`: TA的关注, an expert's fans and follows. */
  hisAttention: () => import('./attention/HisAttentionPage'),
  /** `expert-push/index`: 专家推送, the fan's subscriptions. */
  pushIndex: () => import('./push/PushIndexPage'),
  /** `expert-push/order/{expertId}`: 订阅推送. */
  pushOrder: () => import('./push/PushOrderPage'),
  /** `public/push-protocol`: 推送协议. */
  pushProtocol: () => import('./push/PushProtocolPage'),
  /** `expert-replay/{id}` and `expertReplayDetail?id=`: 专家复盘. */
  replay: () => import('./articles/screens').then((m) => ({ default: m.ReplayPage })),
  /** `expert-replay/comment-detail/{id}`: 评论详情, a replay comment and its replies. */
  replayComment: () => import('./articles/screens').then((m) => ({ default: m.CommentDetailPage })),
  /** `share-page/information?id=`: 资讯分享页, a news item as a shared link shows it. */
  informationShare: () =>
    import('./articles/screens').then((m) => ({ default: m.InformationSharePage })),
} as const;
