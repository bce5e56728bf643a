import { defineResource } from '@schedulers';
import { fetchNewNoteCount } from './api';
import { notesSeenAt } from './seen';

/** How many notes came since the expert last looked at them: asked on each visit. */
export const newNoteCountResource = defineResource({
  name: 'expert-new-note-count',
  key: () => '',
  fetch: (_: void, signal) => fetchNewNoteCount(notesSeenAt(), signal),
});
