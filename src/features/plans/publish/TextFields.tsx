import { PLAN_SUMMARY_CHARS, PLAN_TITLE_CHARS } from '@contracts/plans';
import { summaryProblem, textLength, titleProblem } from './rules';

function Counter({ text, max, testId }: { text: string; max: number; testId: string }) {
  const n = textLength(text);
  return (
    <span className={`pub-counter${n > max ? ' is-over' : ''}`} data-testid={testId}>
      {n}/{max}
    </span>
  );
}

/**
 * 标题 and 分析 with their character counters (characters after trimming, as the server counts).
 * Their problems show once the expert has tried to publish: not while the first word is typed.
 */
export function TextFields({
  title,
  summary,
  showProblems,
  onTitle,
  onSummary,
  noun = '方案',
}: {
  title: string;
  summary: string;
  showProblems: boolean;
  onTitle: (text: string) => void;
  onSummary: (text: string) => void;
  /** What is published: 方案, or 解读. */
  noun?: string;
}) {
  const titleIssue = showProblems ? titleProblem(title) : null;
  const summaryIssue = showProblems ? summaryProblem(summary) : null;
  return (
    <section className="pub-section">
      <label className="pub-field">
        <span className="pub-field__label">
          {noun}标题
          <Counter text={title} max={PLAN_TITLE_CHARS.max} testId="publish-title-count" />
        </span>
        <input
          className="pub-field__input"
          data-testid="publish-title"
          autoComplete="off"
          placeholder={`${PLAN_TITLE_CHARS.min}-${PLAN_TITLE_CHARS.max}个字，概括您的观点`}
          value={title}
          onChange={(e) => onTitle(e.target.value)}
        />
      </label>
      {titleIssue && (
        <p className="pub-problem" data-testid="publish-title-problem">
          {titleIssue}
        </p>
      )}
      <label className="pub-field">
        <span className="pub-field__label">
          分析内容（免费可见）
          <Counter text={summary} max={PLAN_SUMMARY_CHARS.max} testId="publish-summary-count" />
        </span>
        <textarea
          className="pub-field__input pub-field__area"
          data-testid="publish-summary"
          rows={6}
          placeholder={`${PLAN_SUMMARY_CHARS.min}-${PLAN_SUMMARY_CHARS.max}个字，所有人可见；推荐选项购买后可见`}
          value={summary}
          onChange={(e) => onSummary(e.target.value)}
        />
      </label>
      {summaryIssue && (
        <p className="pub-problem" data-testid="publish-summary-problem">
          {summaryIssue}
        </p>
      )}
    </section>
  );
}
