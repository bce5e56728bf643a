/**
 * 专项数据 on the server (issue 36 §2; docs/decisions/special-data.md): Kelly indices, dispersion,
 * the simulated exchange's volumes and the bet proportions, same odds, and which of them a match
 * has — computed on each call from the books' odds and their history.
 */
export { specialDataApis } from './apis';
