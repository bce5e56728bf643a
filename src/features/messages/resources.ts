import { defineResource } from '@schedulers';
import type { MessageCounts, SnsCounts } from '@contracts/messages';
import { fetchMessageConfig, fetchMessageCounts, fetchSnsCounts } from './api';
import { readSnsTimes } from './snsTimes';

/** The centre's unread counts and newest messages, with the SNS words of two rows when they come. */
export const messageCentreResource = defineResource({
  name: 'message-centre',
  key: () => '',
  fetch: async (_: void, signal): Promise<{ counts: MessageCounts; sns: SnsCounts | null }> => {
    const [counts, sns] = await Promise.all([
      fetchMessageCounts(signal),
      // The SNS counts only add words to two rows: the centre shows without them.
      fetchSnsCounts(readSnsTimes(), signal).catch(() => null),
    ]);
    return { counts, sns };
  },
});

/** The fan's message settings. */
export const messageConfigResource = defineResource({
  name: 'message-config',
  key: () => '',
  fetch: (_: void, signal) => fetchMessageConfig(signal),
});
