import { Link } from 'react-router-dom';
import type { FeedbackSubjectKind } from '@contracts/feedback';
import { hrefFor } from '@shared/routes';
import './feedbackLink.css';

/**
 * Each kind's form (product-spec §2: plan/feedback?id=, tjInterpretation/feedback?id=,
 * expert-article/feedback/{id}) and words.
 */
const LINKS: Record<FeedbackSubjectKind, { href: (id: number) => string; text: string }> = {
  plan: {
    href: (id) => hrefFor('plan/feedback', {}, { id }),
    text: '对方案有疑问？反馈给我们',
  },
  interpretation: {
    href: (id) => hrefFor('tjInterpretation/feedback', {}, { id }),
    text: '对解读有疑问？反馈给我们',
  },
  article: {
    href: (id) => hrefFor('expert-article/feedback', { id }),
    text: '对文章有疑问？反馈给我们',
  },
};

/**
 * 反馈 at the foot of a plan's, an interpretation's or an article's page: the feedback form with it
 * named. The interpretation's and the article's links give no jcobMemberId or expertId: the server
 * reads the subject's expert itself (docs/decisions/interpretation-feedback.md).
 */
export function FeedbackLink({ subject }: { subject: { kind: FeedbackSubjectKind; id: number } }) {
  const link = LINKS[subject.kind];
  return (
    <p className="subject-feedback-link">
      <Link to={link.href(subject.id)} data-testid="subject-feedback-link" data-kind={subject.kind}>
        {link.text}
      </Link>
    </p>
  );
}
