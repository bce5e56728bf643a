import { Link, useSearchParams } from 'react-router-dom';
import { HELP_TOPICS, type HelpTopic } from '@contracts/service';
import { useResource } from '@shared/resource';
import { hrefFor } from '@shared/routes';
import { Loaded, PageHeader } from '@shared/ui';
import { ContactCard } from './ContactCard';
import { FaqList } from './FaqList';
import { faqResource } from './resources';
import './service.css';

/**
 * 客服中心 (`public/serviceCenter`, `public/iosServiceCenter`, `service/ios`, `public`): the contact
 * info, every FAQ section, and the way to feedback. With `from` (`user/customer-help?from=`) the
 * section of where the fan came from comes first.
 */
export function ServiceCentrePage({ title }: { title: string }) {
  const faq = useResource(faqResource, undefined);
  const [query] = useSearchParams();
  const from = query.get('from');
  const topic = HELP_TOPICS.includes(from as HelpTopic) ? (from as HelpTopic) : null;
  return (
    <div className="page svc-page" data-testid="service-centre">
      <PageHeader title={title} />
      {/* The cards' own titles are h3: their section, for a screen reader's list of headings. */}
      <h2 className="visually-hidden">联系客服与常见问题</h2>
      <ContactCard />
      <Loaded view={faq} testId="svc-faq" rows={4}>
        {(sections) => (
          <FaqList
            sections={
              topic
                ? [...sections].sort(
                    (a, b) => Number(b.topic === topic) - Number(a.topic === topic),
                  )
                : sections
            }
          />
        )}
      </Loaded>
      <div className="svc-actions">
        <Link to={hrefFor('plan/feedback')}>意见反馈</Link>
        <Link to={hrefFor('user/feedback-list')}>我的反馈</Link>
      </div>
    </div>
  );
}
