import { defineResource } from '@schedulers';
import { fetchSubjectTitle } from './api';
import type { FeedbackSubject } from './rules';

/** The title of the plan, interpretation or article a feedback is about. */
export const subjectTitleResource = defineResource({
  name: 'feedback-subject-title',
  key: (subject: FeedbackSubject) => `${subject.kind}:${subject.id}`,
  fetch: (subject, signal) => fetchSubjectTitle(subject, signal),
});
