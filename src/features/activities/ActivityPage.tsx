import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { ActivityClaim, ActivityInfo, ActivityName } from '@contracts/activities';
import { WALLET_NOT_ENOUGH } from '@contracts/wallet/balance';
import { failureText, isApiError } from '@shared/http';
import { showToast } from '@shared/overlays';
import { useResource } from '@shared/resource';
import { hrefFor } from '@shared/routes';
import { handleNeedsLogin, requireLogin } from '@shared/session';
import { flagUserInfo } from '@shared/session/currentUser';
import { Loaded, PageHeader } from '@shared/ui';
import { AsianMatches } from './AsianMatches';
import { buySpree, claimStep } from './api';
import { activityResource } from './resources';
import { claimButtonText, stateNotice, windowText } from './rules';
import './activities.css';

/**
 * One activity's page (issue 37 §4): its title, window and rules from the server, each step with
 * its button (a visitor logs in first), the notice when it has not begun or has ended; the
 * asian-cup page adds its fixtures, and with `pay=1` (the paying special channel) the spree.
 */
export function ActivityPage({ name, title }: { name: ActivityName; title: string }) {
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
        {info.claims.map((claim) => (
          <ClaimRow key={claim.step} info={info} claim={claim} onChanged={onChanged} />
        ))}
      </section>
      {info.name === 'asianCup' && query.get('pay') === '1' && (
        <Link
          className="hd-link"
          to={hrefFor('hd/spree1188', {}, { agentId })}
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

function ClaimRow({
  info,
  claim,
  onChanged,
}: {
  info: ActivityInfo;
  claim: ActivityClaim;
  onChanged: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const buying = info.name === 'spree1188';
  const enabled = claim.state === 'claimable' || claim.state === 'login';
  const take = async () => {
    if (claim.state === 'login') return requireLogin();
    setBusy(true);
    try {
      const answer =
        info.name === 'spree1188' ? await buySpree() : await claimStep(info.name, claim.step);
      flagUserInfo();
      // A claim tells what it gave (the server's words); the spree's answer carries no reward.
      const given = 'reward' in answer ? `领取成功，获得${answer.reward}` : '领取成功';
      void showToast(answer.repeated ? (buying ? '你已购买过该礼包' : '你已领取过该奖励') : given);
    } catch (error) {
      if (handleNeedsLogin(error)) return;
      if (isApiError(error) && error.code === WALLET_NOT_ENOUGH)
        void showToast('金币不足，请先充值');
      else void showToast(failureText(error));
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
      {buying && claim.state === 'claimable' && (
        <Link className="hd-link" to={hrefFor('pay/userChargeHuoyan')}>
          去充值
        </Link>
      )}
      <button
        type="button"
        className="hd-button"
        disabled={!enabled || busy}
        onClick={() => void take()}
      >
        {busy ? '请稍候...' : claimButtonText(claim, buying)}
      </button>
    </div>
  );
}
