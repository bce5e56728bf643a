import { MESSAGE_SUB_TYPES } from '@contracts/messages';
import { MessageListPage } from './MessageListPage';

/** The route screens of the six lists (product-spec §2 "Messages"), one per sub type. */
export const SystemMessagesPage = () => <MessageListPage subType={MESSAGE_SUB_TYPES.system} />;
export const ActivityMessagesPage = () => <MessageListPage subType={MESSAGE_SUB_TYPES.activity} />;
export const NoticeMessagesPage = () => <MessageListPage subType={MESSAGE_SUB_TYPES.notice} />;
export const OfficialPlanMessagesPage = () => (
  <MessageListPage subType={MESSAGE_SUB_TYPES.officialPlan} />
);
export const CommunityMessagesPage = () => (
  <MessageListPage subType={MESSAGE_SUB_TYPES.community} />
);
export const LetterMessagesPage = () => <MessageListPage subType={MESSAGE_SUB_TYPES.letter} />;
