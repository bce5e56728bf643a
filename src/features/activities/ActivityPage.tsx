import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import type { ActivityClaim, ActivityInfo, ActivityName } from '@contracts/activities';
import { failureText } from '@shared/http';
import { showToast } from '@shared/overlays';
import { useResource } from '@shared/resource';
import { hrefFor } from '@shared/routes';
import { handleNeedsLogin, requireLogin } from '@shared/session';
import { flagUserInfo } from '@shared/session/currentUser';
import { Loaded, PageHeader } from '@shared/ui';
import { AsianMatches } from './AsianMatches';
import { claimStep } from './api';
import { activityResource } from './resources';
import { claimButtonText, stateNotice, windowText } from './rules';
import { SpreeClaim } from './SpreeClaim';
import './activities.css';

/**
 * One activity's page (issue 37 §4): its title, window and rules from the server, each step with
 * its button (a visitor logs in first), the notice when it has not begun or has ended; the
 * asian-cup page adds its fixtures, and with `pay=1` (the paying special channel) the spree; the
 * spree is bought with coins or through the cashier (SpreeClaim).
 */
export function ActivityPage({ name, title }: { name: ActivityName; title: string }) {
  // A purchase or a payment comes back by navigating to this page: each visit asks again.
  const { key } = useLocation();
  return <ActivityView key={key} name={name} title={title} />;
}

function ActivityView({ name, title }: { name: ActivityName; title: string }) {
  const activity = useResource(activityResource, name);
  return (
    <div className="page hd-page" data-testid={`hd-${name}`}>
      <PageHeader title={title} />
      <Loaded view={activity} rows={4} testId="hd-activity">
        {(info) => <ActivityBody info={info} onChanged={activity.reload} />}
      </Loaded>
    </div>
  );
}

function ActivityBody({ info, onChanged }: { info: ActivityInfo; onChanged: () => void }) {
  const [query] = useSearchParams();
  const notice = stateNotice(info);
  const agentId = query.get('agentId');
  return (
    <>
      <section className="hd-hero">
        <h2>{info.title}</h2>
        <p className="hd-window">活动时间：{windowText(info)}</p>
        {info.price !== null && <p className="hd-price">仅需 {info.price} 金币</p>}
      </section>
      {notice && (
        <p className="hd-notice" role="status" data-testid="hd-notice">
          {notice}
        </p>
      )}
      <section className="hd-claims">
        {info.claims.map((claim) =>
          info.name === 'spree1188' ? (
            <SpreeClaim key={claim.step} info={info} claim={claim} />
          ) : (
            <ClaimRow key={claim.step} name={info.name} claim={claim} onChanged={onChanged} />
          ),
        )}
      </section>
      {/* The paying channel's entry: the spree, paid through the cashier there too (pay=1). */}
      {info.name === 'asianCup' && query.get('pay') === '1' && (
        <Link
          className="hd-link"
          to={hrefFor('hd/spree1188', {}, { pay: 1, agentId })}
          data-testid="hd-spree-link"
        >
          超值礼包 11.88元 &gt;
        </Link>
      )}
      {info.name === 'asianCup' && <AsianMatches matches={info.matches} />}
      <section className="hd-rules">
        <h3>活动规则</h3>
        <ol>
          {info.rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ol>
      </section>
    </>
  );
}

/** A free step: claimed once, the server's words told, the activity asked again. */
function ClaimRow({
  name,
  claim,
  onChanged,
}: {
  name: '1812' | 'eightVip' | 'asianCup';
  claim: ActivityClaim;
  onChanged: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const enabled = claim.state === 'claimable' || claim.state === 'login';
  const take = async () => {
    if (claim.state === 'login') return requireLogin();
    setBusy(true);
    try {
      const answer = await claimStep(name, claim.step);
      flagUserInfo();
      // A claim tells what it gave, in the server's words.
      void showToast(answer.repeated ? '你已领取过该奖励' : `领取成功，获得${answer.reward}`);
    } catch (error) {
      if (handleNeedsLogin(error)) return;
      void showToast(failureText(error));
    } finally {
      setBusy(false);
      onChanged();
    }
  };
  return (
    <div className="hd-claim" data-testid={`hd-claim-${claim.step}`}>
      <div>
        <strong>{claim.title}</strong>
        <span className="hd-claim__reward">{claim.reward}</span>
      </div>
      <button
        type="button"
        className="hd-button"
        disabled={!enabled || busy}
        onClick={() => void take()}
      >
        {busy ? '请稍候...' : claimButtonText(claim, false)}
      </button>
    </div>
  );
}
