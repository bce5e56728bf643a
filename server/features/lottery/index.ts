/**
 * The old football lottery on the server (胜负彩 十四场 / 任选九, issue 34 §1): issues and draws the
 * simulator's own matches make (docs/decisions/fourteen-match.md).
 */
export { lotteryRoutes } from './routes';
export { lotteryApis } from './apis';
export { issueOfMatch, issueOnSale } from './service';
export { slipMatchIds } from './issues';
