export * from './responsiveLayout';
export { PageHeader } from './PageHeader';
export { Avatar, avatarInitial, safeImageUrl } from './Avatar';
export { EmptyState, ErrorState, Skeleton } from './States';
export { Loaded } from './Loaded';
export { ChoiceRow } from './ChoiceRow';
export { NEAR_VIEW_MARGIN, NearView } from './NearView';
export { CHIP_TABS, PAGE_TABS } from './tabLooks';
export { Switch } from './Switch';
