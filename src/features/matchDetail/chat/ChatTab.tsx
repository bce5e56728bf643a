import { ChatRoom } from '@features/chatRoom';
import type { DetailTabProps } from '../tabs/types';

/** 聊天: the match's chat room; a football match's is room type 1, a basketball match's 2. */
export default function ChatTab({ match, sport }: DetailTabProps) {
  return <ChatRoom room={{ roomType: sport === 'football' ? 1 : 2, roomTypeId: match.matchId }} />;
}
