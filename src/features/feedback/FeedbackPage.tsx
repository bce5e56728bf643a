import type { ReactNode } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { FeedbackSubjectKind } from '@contracts/feedback';
import { failureText } from '@shared/http';
import { showToast } from '@shared/overlays';
import { hrefFor } from '@shared/routes';
import { EmptyState, ErrorState, PageHeader, Skeleton } from '@shared/ui';
import { useResource } from '@shared/resource';
import { subjectTitleResource } from './resources';
import { FeedbackForm } from './FeedbackForm';
import {
  APP_FEEDBACK_TITLE,
  feedbackQueryOf,
  isSubjectGone,
  SENT_TEXT,
  SUBJECT_WORDS,
  type FeedbackSubject,
} from './rules';
import './feedback.css';

/**
 * The plan, interpretation or article the feedback is about, named at the top by its title (its own page's
 * call); the form shows once it is known to be there.
 */
function SubjectHeader({ subject, children }: { subject: FeedbackSubject; children: ReactNode }) {
  const title = useResource(subjectTitleResource, subject);
  const words = SUBJECT_WORDS[subject.kind];
  if (title.data !== undefined)
    return (
      <>
        <p className="fb-subject" data-testid="feedback-subject" data-kind={subject.kind}>
          <span className="fb-subject__label">{words.label}</span>
          <span className="fb-subject__title">{title.data}</span>
        </p>
        {children}
      </>
    );
  if (title.loading) return <Skeleton rows={3} testId="feedback-subject-skeleton" />;
  if (isSubjectGone(subject.kind, title.error))
    return <EmptyState text={words.gone.msg} testId="feedback-subject-gone" />;
  return (
    <ErrorState
      message={failureText(title.error)}
      onRetry={title.reload}
      testId="feedback-subject-error"
    />
  );
}

/**
 * The feedback form about one kind of subject, named by its id (the query's, or the path's when
 * `pathId` is given) with that kind's reasons (内容与标题不符, 赛果判定有误…) and saved with it as the
 * subject. Without an id it is 意见反馈 about the app (写反馈 of 我的反馈). A sent feedback leads to
 * 我的反馈, replacing the form.
 */
function FeedbackScreen({ kind, pathId }: { kind: FeedbackSubjectKind; pathId?: string }) {
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const { subject, types, type } = feedbackQueryOf(query, kind, pathId);
  const onSent = () => {
    void showToast(SENT_TEXT);
    void navigate(hrefFor('user/feedback-list'), { replace: true });
  };
  const form = (
    <FeedbackForm
      key={`${subject?.kind}:${subject?.id}:${type}`}
      types={types}
      initialType={type}
      subject={subject}
      onSent={onSent}
    />
  );
  return (
    <div className="page fb-page" data-testid="feedback-page">
      <PageHeader title={subject === null ? APP_FEEDBACK_TITLE : SUBJECT_WORDS[kind].pageTitle} />
      {subject === null ? form : <SubjectHeader subject={subject}>{form}</SubjectHeader>}
    </div>
  );
}

/** 方案反馈 (`plan/feedback?id=&type=`; product-spec §2 "Plans"); 意见反馈 without an id. */
export default function FeedbackPage() {
  return <FeedbackScreen kind="plan" />;
}

/**
 * 解读反馈 (`tjInterpretation/feedback?id=&jcobMemberId=`; product-spec §2 "Interpretations"): the
 * same form about an interpretation. jcobMemberId (the expert) is not needed: the server knows the
 * reading's expert (docs/decisions/interpretation-feedback.md).
 */
export function InterpretationFeedbackPage() {
  return <FeedbackScreen kind="interpretation" />;
}

/**
 * 文章反馈 (`expert-article/feedback/{id}?jcobMemberId=&expertId=`; product-spec §2 "Experts"): the
 * form about an expert's article, its id in the path, with an article's reasons. The query's expert
 * is not needed: the server knows the article (docs/decisions/interpretation-feedback.md).
 */
export function ArticleFeedbackPage() {
  return <FeedbackScreen kind="article" pathId={useParams().id ?? ''} />;
}
