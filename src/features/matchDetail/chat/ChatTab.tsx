import { ChatRoom } from '@features/chat';
import type { DetailTabProps } from '../tabs/types';
import { SPORT } from '@domain/sport';

/** 聊天: the match's chat room, whose room type is the sport's id (football 1, basketball 2). */
export default function ChatTab({ match, sport }: DetailTabProps) {
  return <ChatRoom room={{ roomType: SPORT[sport], roomTypeId: match.matchId }} />;
}
