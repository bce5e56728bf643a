import { serviceScreens } from '@features/service';
import { channelHomeScreens } from '@features/channelHome';
import { activityScreens } from '@features/activities';
import { dataLibraryScreens } from '@features/dataLibrary';
import { expertApplyScreens } from '@features/expertApply';
import { expertScreens } from '@features/experts';
import { noteScreens } from '@features/notes';
import { feedbackScreens } from '@features/feedback';
import { interpretationScreens } from '@features/interpretations';
import { matchDetailScreens } from '@features/matchDetail';
import { planScreens } from '@features/plans';
import { redPacketScreens } from '@features/redPacket';
import { specialDataScreens } from '@features/specialData';
import { socialScreens } from '@features/social';
import { searchScreens } from '@features/search';
import { page } from './define';
import { FIRST_SCREENS } from './firstScreens';
import type { RouteDef } from './types';

const auth = { guards: ['auth'] } as const;
const chatApp = { guards: ['chatApp'] } as const;

/** Matches, data and special data (product-spec §2 "Other routes"). */
export const matchAndDataRoutes: RouteDef[] = [
  page('match-detail', '比赛详情', 'match-detail', {
    ...FIRST_SCREENS['match-detail'].route,
    query: { matchId: null },
    aliases: ['recommend'],
  }),
  page('match-detail/ft/fit', '比赛详情', 'match-detail', {
    query: { matchId: null },
    load: matchDetailScreens.football,
  }),
  page('bk-match-detail', '篮球比赛详情', 'match-detail', {
    ...FIRST_SCREENS['bk-match-detail'].route,
    query: { matchId: null },
  }),
  page('bk-match-detail/bk/fit', '篮球比赛详情', 'match-detail', {
    query: { matchId: null },
    load: matchDetailScreens.basketball,
  }),
  page('bk-handicap-detail', '让分详情', 'match-detail', {
    query: { matchId: null, oddsId: null },
    load: matchDetailScreens.bkHandicapDetail,
  }),
  page('bk-explanation', '说明', 'match-detail', {
    load: matchDetailScreens.bkExplanation,
  }),
  page('odds-detail', '指数详情', 'match-detail', {
    query: { matchId: null, type: null, oddsId: null, sport: 1 },
    load: matchDetailScreens.oddsDetail,
  }),
  page('match-packet/packet', '比赛红包', 'red-packet', {
    ...auth,
    query: { matchId: null },
    load: redPacketScreens.matchPacket,
  }),
  page('home/live', '直播', 'match-detail', {
    load: matchDetailScreens.liveHub,
  }),
  page('match/long-page', '比赛长图', 'match-detail', {
    query: { matchId: null, sportType: 1 },
    load: matchDetailScreens.longImage,
  }),

  page('data', '资料库', 'data', { pageResourceId: 923155710, load: dataLibraryScreens.home }),
  page('data/bk/index', '篮球资料库', 'data', { load: dataLibraryScreens.home }),
  page('data/search-page', '搜索', 'data', {
    query: { qiuFlag: 1, keyword: null },
    load: dataLibraryScreens.search,
  }),
  page('data/bk/league', '联赛', 'data', {
    query: { sessonId: null, tab: null },
    load: dataLibraryScreens.league,
  }),
  page('data/team-data', '球队', 'data', {
    query: { teamId: null },
    load: dataLibraryScreens.team,
  }),
  page('data/bk/league/team', '球队', 'data', {
    query: { teamId: null },
    load: dataLibraryScreens.team,
  }),
  page('data/player-info', '球员', 'data', {
    query: { playerId: null },
    load: dataLibraryScreens.player,
  }),
  page('data/league-list', '联赛列表', 'data', {
    query: { ballType: null, countryId: null, areaCode: null },
    load: dataLibraryScreens.leagues,
  }),
  page('data/league-data', '联赛数据', 'data', {
    query: { seasonId: null, isFromAicai: null, showRule: null, tab: null },
    load: dataLibraryScreens.league,
  }),
  page('data/statistics-detail', '统计详情', 'data', {
    query: { leagueId: null, type: null, seasonId: null },
    load: dataLibraryScreens.statistics,
  }),
  page('data/players-detail', '球员详情', 'data', {
    query: { playerId: null, seasonId: null },
    load: dataLibraryScreens.playerMatches,
  }),
  page('data/country-list', '国家列表', 'data', {
    query: { ballType: null },
    load: dataLibraryScreens.countries,
  }),

  page('bk-kelly/list', '凯利指数', 'special-data', { load: specialDataScreens.list }),
  page('bk-kelly/detail', '凯利详情', 'special-data', { load: specialDataScreens.kellyDetail }),
  page('bk-kelly/introduce', '凯利说明', 'special-data', { load: specialDataScreens.introduce }),
  page('bk-dispersed/list', '离散指数', 'special-data', { load: specialDataScreens.list }),
  page('bk-dispersed/introduce', '离散说明', 'special-data', {
    load: specialDataScreens.introduce,
  }),
  page('same-odds-introduce', '同赔说明', 'special-data', { load: specialDataScreens.introduce }),
  page('special-data-index', '特色数据', 'special-data', { load: specialDataScreens.index }),
  page('special-data-list', '特色数据', 'special-data', {
    query: { type: null },
    load: specialDataScreens.list,
  }),
  page('special/kelly', '凯利指数', 'special-data', { load: specialDataScreens.list }),
  page('special/betfair', '必发交易', 'special-data', { load: specialDataScreens.list }),
  page('special/proportion', '投注比例', 'special-data', { load: specialDataScreens.list }),
  page('special/dispersed', '离散指数', 'special-data', {
    query: { matchId: null },
    load: specialDataScreens.dispersed,
  }),
  page('special/dispersed-change', '离散度走势', 'special-data', {
    query: { matchId: null },
    load: specialDataScreens.dispersedChange,
  }),
  page('special/kelly-detail', '凯利详情', 'special-data', {
    query: { matchId: null },
    load: specialDataScreens.kellyDetail,
  }),
  page('special/kelly-change', '凯利变化', 'special-data', {
    query: { matchId: null, providerId: null },
    load: specialDataScreens.kellyChange,
  }),
  page('special/betfair-detail', '必发交易', 'special-data', {
    query: { matchId: null },
    load: specialDataScreens.betfairDetail,
  }),
  page('special/proportion-detail', '投注比例', 'special-data', {
    query: { matchId: null },
    load: specialDataScreens.proportionDetail,
  }),
  page('special/same-odds-detail', '同赔', 'special-data', {
    query: { matchId: null },
    load: specialDataScreens.sameOddsDetail,
  }),
];

/** Experts, plans, interpretations and search. */
export const expertRoutes: RouteDef[] = [
  page('expert', '专家', 'experts', {
    ...chatApp,
    pageResourceId: 923175157,
    load: expertScreens.hall,
  }),
  page('expert-article', '专家文章', 'social', { ...chatApp, load: socialScreens.article }),
  page('expert-article/feedback', '文章反馈', 'feedback', {
    guards: ['chatApp', 'auth'],
    query: { jcobMemberId: null, expertId: null },
    load: feedbackScreens.articleForm,
  }),
  page('expert-replay', '专家复盘', 'experts', { ...chatApp, load: expertScreens.replay }),
  page('expertReplayDetail', '复盘详情', 'experts', {
    ...chatApp,
    query: { id: null },
    load: expertScreens.replay,
  }),
  page('expert-replay/comment-detail', '评论详情', 'experts', {
    ...chatApp,
    load: expertScreens.replayComment,
  }),
  page('expert-note', '专家笔记', 'experts', {
    guards: ['chatApp', 'auth'],
    load: noteScreens.inbox,
  }),
  page('expert-search', '搜索专家', 'experts', {
    ...chatApp,
    query: { type: null },
    load: expertScreens.search,
  }),
  page('leagueRecord', '联赛战绩', 'experts', { ...chatApp, load: expertScreens.leagueRecord }),
  page('leagueRecordDetail', '战绩详情', 'experts', {
    ...chatApp,
    load: expertScreens.leagueRecordDetail,
  }),
  page('public/expertHome', '专家主页', 'experts', { ...chatApp, load: expertScreens.home }),
  page('public/expertHomeShare', '专家主页', 'experts', {
    ...chatApp,
    load: expertScreens.homeShare,
  }),
  page('public/distribution', '战绩分布', 'experts', {
    ...chatApp,
    query: { expertId: null, qiuFlag: 1 },
    load: expertScreens.distribution,
  }),
  page('public/expertJdByLeague', '联赛专家榜', 'experts', {
    ...chatApp,
    query: { expertId: null, leagueId: null },
    load: expertScreens.leagueExperts,
  }),
  page('expert-push/index', '专家推送', 'experts', {
    guards: ['chatApp', 'auth'],
    query: { qiuFlag: 1 },
    load: expertScreens.pushIndex,
  }),
  page('public/push-protocol', '推送协议', 'experts', {
    ...chatApp,
    load: expertScreens.pushProtocol,
  }),
  page('expert-push/order', '订阅推送', 'experts', {
    guards: ['chatApp', 'auth'],
    query: { noAlert: false },
    load: expertScreens.pushOrder,
  }),
  page('expert/lab', '实验室', 'experts', { ...chatApp, load: expertScreens.lab }),
  page('expert/tab', '专家榜', 'experts', { ...chatApp, load: expertScreens.ranking }),
  page('expert-apply', '申请专家', 'expertApply', {
    guards: ['chatApp', 'auth'],
    load: expertApplyScreens.page,
  }),
  page('hisAttention', 'TA的关注', 'experts', { ...chatApp, load: expertScreens.hisAttention }),
  page('myAttention', '我的关注', 'experts', {
    guards: ['chatApp', 'auth'],
    load: expertScreens.myAttention,
  }),

  page('plan', '方案详情', 'plans', { pageResourceId: 923155847, load: planScreens.detail }),
  page('plan/pay-charge', '支付', 'plans', {
    ...auth,
    query: { price: null, planNo: null, ableBalance: null },
    load: planScreens.payCharge,
  }),
  page('plan/pay-ok', '支付成功', 'plans', {
    ...auth,
    query: { ableBalance: null },
    load: planScreens.payOk,
  }),
  page('plan/pay-error', '支付失败', 'plans', {
    ...auth,
    query: { errorMsg: null, planNo: null },
    load: planScreens.payError,
  }),
  page('plan/pay-result', '支付结果', 'plans', {
    ...auth,
    query: { planId: null },
    load: planScreens.payResult,
  }),
  page('plan/feedback', '方案反馈', 'feedback', {
    ...auth,
    query: { id: null, type: null },
    load: feedbackScreens.form,
  }),
  page('plan/look-list', '查看记录', 'plans', { load: planScreens.lookList }),
  page('my-look-plan', '我看过的方案', 'plans', { ...auth, load: planScreens.myLook }),
  page('my-post-plan', '我发布的方案', 'plans', { ...auth, load: planScreens.posted }),
  page('plan-list', '方案列表', 'plans', { load: planScreens.list }),

  page('tjInterpretation', '解读详情', 'interpretations', {
    pageResourceId: 923174851,
    load: interpretationScreens.detail,
  }),
  page('tjInterpretation/pay-charge', '支付', 'interpretations', {
    ...auth,
    query: { price: null, jieduId: null, ableBalance: null },
    load: interpretationScreens.payCharge,
  }),
  page('tjInterpretation/pay-ok', '支付成功', 'interpretations', {
    ...auth,
    query: { ableBalance: null },
    load: interpretationScreens.payOk,
  }),
  page('tjInterpretation/pay-error', '支付失败', 'interpretations', {
    ...auth,
    query: { errorMsg: null, jieduId: null },
    load: interpretationScreens.payError,
  }),
  page('tjInterpretation/feedback', '解读反馈', 'feedback', {
    ...auth,
    query: { id: null, jcobMemberId: null },
    load: feedbackScreens.interpretationForm,
  }),
  page('my-look-jiedu', '我看过的解读', 'interpretations', {
    ...auth,
    load: interpretationScreens.myLook,
  }),
  page('my-post-jiedu', '我发布的解读', 'interpretations', {
    ...auth,
    load: interpretationScreens.myPost,
  }),
  page('jiedu-list', '解读列表', 'interpretations', {
    query: { type: 0 },
    load: interpretationScreens.list,
  }),

  page('home-search', '搜索', 'search', { load: searchScreens.entry }),
  page('home-search/searchPage', '搜索', 'search', {
    query: { words: null, tab: null },
    load: searchScreens.results,
  }),
  page('home-search/content', '搜索结果', 'search', {
    query: { words: null, tab: null },
    load: searchScreens.content,
  }),
];

/** Activities, share pages and the social routes. */
export const otherRoutes: RouteDef[] = [
  page('share-page/bkMatch', '分享', 'match-detail', {
    query: { matchId: null },
    load: matchDetailScreens.basketballShare,
  }),
  page('share-page/ftMatch', '分享', 'match-detail', {
    query: { matchId: null },
    load: matchDetailScreens.footballShare,
  }),
  page('share-page/information', '分享', 'experts', {
    query: { id: null },
    load: expertScreens.informationShare,
  }),
  page('hd/spree1188', '活动', 'activities', {
    query: { pay: null, agentId: null, errMsg: null },
    load: activityScreens.spree1188,
  }),
  page('hd/1812', '活动', 'activities', { load: activityScreens.day1812 }),
  page('hd/eightVip', '活动', 'activities', { load: activityScreens.eightVip }),
  page('hd/asian-cup', '亚洲杯活动', 'activities', {
    query: { pay: null, agentId: null },
    load: activityScreens.asianCup,
  }),
  page('broke-news', '爆料', 'activities', {
    pageResourceId: 923155729,
    load: activityScreens.brokeNews,
  }),
  page('xd-home', '小店首页', 'channelHome', { load: channelHomeScreens.xdHome }),
  page('download', '下载', 'service', {
    query: { agentId: null },
    load: serviceScreens.download,
  }),

  page('sns/index', '圈子', 'social', { ...chatApp, load: socialScreens.circle }),
  page('sns/detail', '帖子详情', 'social', {
    ...chatApp,
    query: { reply: null },
    load: socialScreens.detail,
  }),
  page('sns/hot-topic-detail', '热门话题', 'social', {
    ...chatApp,
    query: { title: null, topicPicture: null, msgId: null, hotDiscuss: null },
    load: socialScreens.hotTopic,
  }),
  page('publish/zqtj', '发布推荐', 'social', {
    guards: ['chatApp', 'auth'],
    query: { matchType: null, tab: 0 },
    load: planScreens.publish,
  }),
  page('plan-detail', '方案详情', 'social', { ...chatApp, load: planScreens.feedDetail }),
];
